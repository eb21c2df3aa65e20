/** What the end-to-end tests read of a scanned page: the script's registration, the overlay, the marks. */
import { expect, type Frame, type Page, type Worker } from '@playwright/test';
import { sendAs } from './send-as';

export const REGISTRATION_ID = 'vin-tin-scan';
export const HOST_TAG = 'vin-tin-lookup-overlay';

/** The worker registers the script at start; pages opened before that would not get it. */
export async function waitForRegistration(serviceWorker: Worker): Promise<void> {
  await expect
    .poll(() =>
      serviceWorker.evaluate(
        (id) => chrome.scripting.getRegisteredContentScripts({ ids: [id] }),
        REGISTRATION_ID,
      ),
    )
    .toHaveLength(1);
}

/** The text of every marked range, read in the page's own world from the shared highlight registry. */
export function markTexts(page: Page | Frame): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    for (const name of ['vin-tin-lookup', 'vin-tin-lookup-low']) {
      const highlight = CSS.highlights.get(name) as (Highlight & Iterable<AbstractRange>) | undefined;
      for (const marked of highlight ?? []) {
        const range = document.createRange();
        range.setStart(marked.startContainer, marked.startOffset);
        range.setEnd(marked.endContainer, marked.endOffset);
        texts.push(range.toString());
      }
    }
    return texts.sort();
  });
}

/** Middle of the first occurrence of `text` inside the element `selector`, in viewport coordinates. */
export function pointOnText(page: Page, selector: string, text: string): Promise<{ x: number; y: number }> {
  return page.evaluate(
    ({ selector, text }) => {
      const element = document.querySelector(selector)!;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = (node as Text).data.indexOf(text);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + text.length);
        const box = range.getBoundingClientRect();
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      }
      throw new Error(`${text} not found in ${selector}`);
    },
    { selector, text },
  );
}

/**
 * Starts counting the `cs>bg:lookup` messages content scripts send to the worker; the returned function
 * reads the count. Lookups the user did not start must leave it at zero.
 */
export async function countLookups(serviceWorker: Worker): Promise<() => Promise<number>> {
  await serviceWorker.evaluate(() => {
    const holder = globalThis as unknown as { hostileLookups: number };
    holder.hostileLookups = 0;
    chrome.runtime.onMessage.addListener((message: { type?: unknown }, sender) => {
      if (sender.tab && message?.type === 'cs>bg:lookup') holder.hostileLookups++;
    });
  });
  return () =>
    serviceWorker.evaluate(() => (globalThis as unknown as { hostileLookups: number }).hostileLookups);
}

/** The id of the tab showing `url`, as the worker sees it. */
export async function tabIdOf(serviceWorker: Worker, url: string): Promise<number> {
  return serviceWorker.evaluate(async (pageUrl) => {
    const [tab] = await chrome.tabs.query({ url: pageUrl });
    return tab!.id!;
  }, url);
}

/**
 * What the side panel gets when it asks the tab's top document for its identifiers (each once, with how
 * often it appears), sent from the worker as @webext-core/messaging would; [] when nothing answers. The
 * context reader answers it, injected first as the worker does (utils/background/panel/page-identifiers.ts).
 */
export async function listedIdentifiers(
  worker: Worker,
  tabId: number,
): Promise<{ kind: string; value: string; confidence: string; count: number }[]> {
  await worker.evaluate(
    (target) =>
      chrome.scripting.executeScript({ target, files: ['/context-reader.js'] }).catch(() => undefined),
    { tabId, frameIds: [0] },
  );
  const answer = await sendAs({ role: 'background', worker, tabId }, 'bg>cs:listIdentifiers');
  return (answer.res ?? []) as {
    kind: string;
    value: string;
    confidence: string;
    count: number;
  }[];
}
