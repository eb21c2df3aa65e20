/**
 * The extension pages' figures: a lookup from click to rendered result against the local mock API
 * (fresh, then from the cache), and the popup's time from opening to interactive.
 *
 * Times are taken inside the page (performance.now() when the click is dispatched, and in a
 * MutationObserver callback when the result is in the DOM), so Playwright's round trips are not in them.
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { MockApi } from '@/test/mock-api/server';
import { configureCustomApi, openExtensionPage } from '@/test/support/extension-ui';
import { envelope } from '@/test/support/send-as';

/** VINs the mock API knows (its answers are the built-in demo records). */
export const DEMO_VINS = [
  '4T1BF1FK5DU276514',
  '2T1BR32E38C870321',
  'JTJBK1BA6F2471935',
  '1HGCP2F31CA094217',
  '1FTEW1EFXGFB38417',
  'WDDGF8AB6EA915342',
];

export interface LookupRun {
  vin: string;
  /** Click to the "Vehicle report" region showing this VIN. */
  clickToRender: number;
  /** The mock's own handling time for the call (finishedAt - time), when a call was made. */
  apiMs?: number;
  /** clickToRender minus apiMs: what the extension adds. */
  overhead: number;
  calls: number;
}

/** Fills the VIN, then clicks "Look up" and waits for the report of that VIN, all timed in the page. */
async function timedLookup(popup: Page, vin: string): Promise<number> {
  await popup.getByLabel('Identifier', { exact: true }).fill(vin);
  return popup.evaluate(
    (value) =>
      new Promise<number>((resolve, reject) => {
        const button = [...document.querySelectorAll('button')].find(
          (candidate) => candidate.textContent?.trim() === 'Look up',
        );
        if (!button) return reject(new Error('no Look up button'));
        const shown = () =>
          document
            .querySelector('[role="region"][aria-label="Vehicle report"] .result__id code')
            ?.textContent?.trim() === value;
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(performance.now() - start);
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`no report for ${value}`));
        }, 20_000);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        button.click();
      }),
    vin,
  );
}

export async function measureLookups(
  context: BrowserContext,
  extensionId: string,
  mockApi: MockApi,
): Promise<{ fresh: LookupRun[]; cached: LookupRun[]; cachedMessageMs: number[] }> {
  const options = await openExtensionPage(context, extensionId, 'options.html');
  await configureCustomApi(options, mockApi.url, mockApi.apiKey);
  await options.close();
  const popup = await openExtensionPage(context, extensionId, 'popup.html');
  await popup.getByLabel('Identifier', { exact: true }).waitFor();
  const run = async (vin: string): Promise<LookupRun> => {
    const before = mockApi.verificationCalls().length;
    const clickToRender = await timedLookup(popup, vin);
    const calls = mockApi.verificationCalls().slice(before);
    const call = calls.at(-1);
    const apiMs = call?.finishedAt === undefined ? undefined : call.finishedAt - call.time;
    return { vin, clickToRender, apiMs, overhead: clickToRender - (apiMs ?? 0), calls: calls.length };
  };
  const fresh: LookupRun[] = [];
  for (const vin of DEMO_VINS) fresh.push(await run(vin));
  const cached: LookupRun[] = [];
  for (const vin of DEMO_VINS) cached.push(await run(vin));
  // The background's share of a cache hit: the popup's lookup message alone, no rendering.
  const cachedMessageMs: number[] = [];
  for (const vin of DEMO_VINS) {
    cachedMessageMs.push(
      await popup.evaluate(
        async (message) => {
          const start = performance.now();
          await chrome.runtime.sendMessage(message);
          return performance.now() - start;
        },
        envelope('ui>bg:lookup', { kind: 'vin', value: vin, trigger: 'popup' }),
      ),
    );
  }
  await popup.close();
  return { fresh, cached, cachedMessageMs };
}

/**
 * Popup: navigation start to interactive (the identifier box there and enabled, the data source badge
 * rendered), read from an observer the init script installs on extension pages.
 */
export async function measurePopup(
  context: BrowserContext,
  extensionId: string,
  runs: number,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const popup = await openExtensionPage(context, extensionId, 'popup.html');
    try {
      // A popup that never gets there (its markup changed under the bench) fails by name, never hangs.
      const at = await popup.evaluate(() =>
        Promise.race([
          (window as unknown as { __interactive: Promise<number> }).__interactive,
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('popup: the identifier box never became usable')), 20_000),
          ),
        ]),
      );
      times.push(at);
    } finally {
      await popup.close();
    }
  }
  return times;
}

/**
 * Init script for extension pages: resolves `__interactive` with performance.now() when the popup is
 * (its identifier box there and enabled, the data source badge rendered).
 */
export function interactiveProbe(): void {
  if (location.protocol !== 'chrome-extension:' || !location.pathname.endsWith('/popup.html')) return;
  const ready = () => {
    const field = document.querySelector<HTMLInputElement>('input[name="identifier"]');
    return Boolean(field && !field.disabled && document.querySelector('.app-header .badge'));
  };
  (window as unknown as { __interactive: Promise<number> }).__interactive = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  });
}
