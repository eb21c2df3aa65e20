/**
 * The page UI's first appearance: a trusted hover over an identifier to its button showing, on a fresh
 * load, with the service worker awake (the hover as soon as the first screen is marked, the UI possibly
 * still on its way) or stopped first (as the browser stops an idle worker while the user reads). Timed in
 * the page, from the hover's own event.
 */
import type { BrowserContext } from '@playwright/test';
import type { BenchPage } from './pages';
import type { Servers } from './scan';
import { median } from './report';

interface FirstButtonState {
  hover?: number;
  shown?: number;
}

/** Runs in the page: notes the first trusted pointer move and the moment the button shows. */
function watchFirstButton(hostTag: string): void {
  const state: FirstButtonState = {};
  (window as unknown as { __firstButton: FirstButtonState }).__firstButton = state;
  addEventListener('pointermove', (event) => event.isTrusted && (state.hover ??= event.timeStamp), true);
  const check = () => {
    const button = document.querySelector(hostTag)?.shadowRoot?.querySelector('button');
    if (button && !button.hidden) state.shown ??= performance.now();
  };
  new MutationObserver(() => {
    check();
    const root = document.querySelector(hostTag)?.shadowRoot;
    if (root) new MutationObserver(check).observe(root, { attributes: true, subtree: true });
  }).observe(document.documentElement, { childList: true });
}

/** The middle of the first marked identifier in view. */
function firstMarkInView(names: readonly string[]): { x: number; y: number } | undefined {
  for (const name of names) {
    for (const marked of (CSS.highlights.get(name) as (Highlight & Iterable<AbstractRange>) | undefined) ??
      []) {
      const range = document.createRange();
      range.setStart(marked.startContainer, marked.startOffset);
      range.setEnd(marked.endContainer, marked.endOffset);
      const box = range.getClientRects()[0];
      if (box && box.top > 0 && box.bottom < innerHeight)
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    }
  }
  return undefined;
}

let loads = 0;

export async function measureFirstButton(
  context: BrowserContext,
  servers: Servers,
  page: BenchPage,
  cold: boolean,
  names: readonly string[],
): Promise<number> {
  const tab = await context.newPage();
  try {
    await tab.goto(`${servers.granted}/${page.file}?button=${++loads}`);
    await tab.evaluate(watchFirstButton, 'vin-tin-lookup-overlay');
    await tab.waitForFunction(firstMarkInView, names);
    const point = (await tab.evaluate(firstMarkInView, names))!;
    if (cold) {
      const cdp = await context.newCDPSession(tab);
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
      await cdp.detach();
      await tab.waitForTimeout(500);
    }
    await tab.mouse.move(point.x, point.y);
    await tab.waitForFunction(
      () => (window as unknown as { __firstButton: FirstButtonState }).__firstButton.shown,
    );
    const { hover, shown } = await tab.evaluate(
      () => (window as unknown as { __firstButton: FirstButtonState }).__firstButton,
    );
    return shown! - hover!;
  } finally {
    await tab.close();
  }
}

export interface InteractionFigures {
  firstButtonMs: number;
  firstButtonColdMs: number;
  runs: { warm: number[]; cold: number[] };
}

export async function measureInteraction(
  context: BrowserContext,
  servers: Servers,
  page: BenchPage,
  runs: number,
  names: readonly string[],
): Promise<InteractionFigures> {
  const warm: number[] = [];
  const cold: number[] = [];
  for (let run = 0; run < runs; run++) {
    warm.push(await measureFirstButton(context, servers, page, false, names));
    cold.push(await measureFirstButton(context, servers, page, true, names));
  }
  return { firstButtonMs: median(warm), firstButtonColdMs: median(cold), runs: { warm, cold } };
}
