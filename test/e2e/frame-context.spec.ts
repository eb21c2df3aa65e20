/**
 * The page's frames and what the extension reads of them: the scanner's quiescence signal (read from the
 * worker, never from the page), and the text beside an identifier read in the frame where it is printed.
 */
import type { Worker } from '@playwright/test';
import { expect, test } from './fixtures';
import { markTexts, pointOnText } from '@/test/support/scanned-page';
import { scanStates, waitForScanIdle, waitForUiAttached } from '@/test/support/scan-signal';

const VIN = '1HGCM82633A004352';
const TIN = '10493827-0001';

test('the scanner says it is idle and that its UI attached, to the worker only', async ({
  context,
  pages,
  serviceWorker,
}) => {
  const page = await context.newPage();
  await page.goto(`${pages.url}/content/framed.html`);
  // The browser fixture waited for the content script's registration. The top document and its same-site frame; the other site's frame runs nothing of ours.
  await waitForScanIdle(serviceWorker, page, 2);
  const sameSite = page.frame({ url: /127\.0\.0\.1.*frame-listing/ })!;
  // Idle means painted: the marks are there at once, with no polling.
  expect(await markTexts(page)).toEqual([VIN]);
  expect(await markTexts(sameSite)).toEqual([TIN, VIN].sort());
  expect(await scanStates(serviceWorker, page)).toHaveLength(2);

  // A page with marks, on screen, gets its UI ahead of need; the hover then finds its button.
  await waitForUiAttached(serviceWorker, page, 0);
  const point = await pointOnText(page, '#top', VIN);
  await page.mouse.move(point.x, point.y);
  await expect(page.getByRole('button', { name: `Look up VIN ${VIN}` })).toBeVisible();

  // The page's own world sees no trace of either signal.
  const ours = await page.evaluate(() =>
    Object.getOwnPropertyNames(globalThis).filter((name) => /vinTin/i.test(name)),
  );
  expect(ours).toEqual([]);
});

/** Set by the background for tests (entrypoints/background/start.ts): the context menu's click handler. */
interface MenuHooks {
  contextMenuClick(
    info: { menuItemId: string; selectionText?: string; frameId?: number },
    tab?: { id?: number },
  ): void;
}

interface StoredTabLookup {
  value: string;
  trigger: string;
  pageText?: string;
  result?: { payload: { type: string }; claims?: { name?: { name: string } } };
}

/** This tab's lookups as the worker stored them (storage.session `tabLookups`), newest first. */
function storedTabLookups(serviceWorker: Worker, tabId: number): Promise<StoredTabLookup[]> {
  return serviceWorker.evaluate(async (id) => {
    const { tabLookups } = await chrome.storage.session.get('tabLookups');
    return ((tabLookups as Record<string, StoredTabLookup[]> | undefined)?.[id] ?? []) as StoredTabLookup[];
  }, tabId);
}

/** The answered lookup of `value` started by `trigger`, once stored. */
async function answered(serviceWorker: Worker, tabId: number, trigger: string): Promise<StoredTabLookup> {
  let found: StoredTabLookup | undefined;
  await expect
    .poll(async () => {
      found = (await storedTabLookups(serviceWorker, tabId)).find(
        (lookup) => lookup.trigger === trigger && lookup.value === TIN && lookup.result,
      );
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

const FRAMED_NAME = 'ADEWALE AUTOS NIG. LTD';
const TOP_NAME = 'CHIOMA TEXTILES LIMITED';

test('a lookup started outside the page reads the name printed in the frame that holds the identifier', async ({
  serviceWorker,
  openExtensionPage,
  openScannedPage,
}) => {
  const { tabId } = await openScannedPage('content/framed-invoice.html', { frames: 2 });

  // "Look up" on the side panel's row: the reader runs in the frame, where the TIN is printed.
  const panel = await openExtensionPage(`sidepanel.html?tab=${tabId}`);
  await panel.getByRole('button', { name: new RegExp(`^(Look up|Verify) .*${TIN}$`) }).click();
  const fromPanel = await answered(serviceWorker, tabId, 'side-panel');
  expect(fromPanel.pageText).toContain(FRAMED_NAME);
  // Only that identifier's own card: the name the top document prints is not beside it.
  expect(fromPanel.pageText).not.toContain(TOP_NAME);
  expect(fromPanel.result?.claims?.name?.name).toBe(FRAMED_NAME);

  // The context menu in that frame: the frame it was opened in is asked first.
  const [frameId] = await serviceWorker.evaluate(async (id) => {
    const { scannedFrames } = await chrome.storage.session.get('scannedFrames');
    return (scannedFrames as Record<string, number[]>)[id] ?? [];
  }, tabId);
  expect(frameId).toBeGreaterThan(0);
  await serviceWorker.evaluate(
    ({ id, frame, text }) =>
      (globalThis as unknown as { vinTinTestHooks: MenuHooks }).vinTinTestHooks.contextMenuClick(
        { menuItemId: 'vin-tin-lookup', selectionText: text, frameId: frame },
        { id },
      ),
    { id: tabId, frame: frameId!, text: TIN },
  );
  const fromMenu = await answered(serviceWorker, tabId, 'context-menu');
  expect(fromMenu.pageText).toContain(FRAMED_NAME);
  expect(fromMenu.result?.claims?.name?.name).toBe(FRAMED_NAME);
});

test('a frame without our scanner gives no context, and the lookup still answers', async ({
  context,
  pages,
  serviceWorker,
}) => {
  const page = await context.newPage();
  // localhost is not a granted site: no scanner runs there, so no reader can join one.
  await page.goto(`${pages.url.replace('127.0.0.1', 'localhost')}/content/frame-invoice.html`);
  await expect(page.getByText(FRAMED_NAME)).toBeVisible();
  // No host access there, so the worker cannot find the tab by its address: it is the active one.
  const tabId = await serviceWorker.evaluate(async () => {
    const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
    return tab!.id!;
  });
  await serviceWorker.evaluate(
    ({ id, text }) =>
      (globalThis as unknown as { vinTinTestHooks: MenuHooks }).vinTinTestHooks.contextMenuClick(
        { menuItemId: 'vin-tin-lookup', selectionText: text, frameId: 0 },
        { id },
      ),
    { id: tabId, text: TIN },
  );
  const lookup = await answered(serviceWorker, tabId, 'context-menu');
  expect(lookup.pageText).toBeUndefined();
  expect(lookup.result?.claims).toBeUndefined();
  // The demo's record of that TIN, found: no context is not a failure.
  expect(lookup.result?.payload.type).toBe('taxpayer');
});
