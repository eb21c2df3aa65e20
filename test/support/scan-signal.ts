/**
 * The scanner's quiescence signal, read from the worker: each frame's scanner handle lives on our isolated
 * world's global (utils/content-script/main/instance.ts), which the page's own scripts cannot read, and says
 * whether the whole page was read with nothing queued (marks painted) and whether the page UI attached.
 * Tests await these states instead of sleeping.
 */
import { expect, type Page, type Worker } from '@playwright/test';
import { SCANNER_HANDLE_KEY } from '@/utils/site-access/constants';
import { tabIdOf } from './scanned-page';

export interface ScanState {
  frameId: number;
  idle: boolean;
  uiAttached: boolean;
}

/** Every frame of the tab showing `page` that runs our scanner, with its state (frames without it left out). */
export async function scanStates(serviceWorker: Worker, page: Page): Promise<ScanState[]> {
  const tabId = await tabIdOf(serviceWorker, page.url());
  return serviceWorker.evaluate(
    async ({ tabId, key }) => {
      const results = await chrome.scripting.executeScript({
        target: { tabId, allFrames: true },
        // Runs in our isolated world: no closures, only what is passed in.
        func: (handleKey: string) => {
          const handle = (globalThis as unknown as Record<string, Record<string, () => boolean> | undefined>)[
            handleKey
          ];
          if (!handle?.isAlive?.() || !handle.idle) return null;
          return { idle: handle.idle(), uiAttached: handle.uiAttached!() };
        },
        args: [key],
      });
      return results.flatMap((result) =>
        result.result ? [{ frameId: result.frameId, ...(result.result as Omit<ScanState, 'frameId'>) }] : [],
      );
    },
    { tabId, key: SCANNER_HANDLE_KEY },
  );
}

/**
 * Resolves once `frames` scanners (default 1: the top document) run in the tab and every one has read its
 * whole page with nothing queued.
 */
export async function waitForScanIdle(serviceWorker: Worker, page: Page, frames = 1): Promise<void> {
  await expect
    .poll(async () => {
      const states = await scanStates(serviceWorker, page);
      return states.length >= frames && states.every((state) => state.idle);
    })
    .toBe(true);
}

/** Resolves once the page UI attached to the scanner of the frame `frameId` (0: the top document). */
export async function waitForUiAttached(serviceWorker: Worker, page: Page, frameId = 0): Promise<void> {
  await expect
    .poll(
      async () =>
        (await scanStates(serviceWorker, page)).find((state) => state.frameId === frameId)?.uiAttached,
    )
    .toBe(true);
}
