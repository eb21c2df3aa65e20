/**
 * The keyboard on a fully scanned page: how long Alt+Shift+S takes to put focus on the first Look up
 * button in view, and each arrow key to move it to the next identifier. Timed in the page's main world
 * from its own capture listener on `keydown` (registered before the content script's, so it runs
 * first) to the `focusin` our button's host gets: the work between is the content script's handler.
 * Started halfway down the page, where a slow way of finding "the first in view" or "the next one"
 * shows most.
 */
import type { BrowserContext } from '@playwright/test';
import { HOST_TAG } from '@/test/support/scanned-page';
import { withDeadline } from './deadline';
import type { BenchPage } from './pages';
import { swLogReady, waitForScan, type Servers } from './scan';

const ARROWS = 20;
const KEY_TIMEOUT_MS = 10_000;

export interface KeyboardRun {
  page: string;
  marks: number;
  /** Alt+Shift+S to focus, each time from the middle of the page. */
  shortcutMs: number[];
  /** ArrowDown to the next identifier's button. */
  arrowMs: number[];
}

interface KeyTimer {
  /** Starts waiting for the next key's effect: `result` then resolves with its time (ms). */
  arm(): void;
  result?: Promise<number>;
}

/**
 * Installed in the page's main world once the scan is done. The end is the first sign of our button
 * moving after the key: focus reaching it (the first time), or a change inside its shadow root (after
 * that: moving to the next identifier keeps the same, focused button). Mutation callbacks run once the
 * content script's handler has returned, so the time covers all of it.
 */
function installKeyTimer(hostTag: string): void {
  let pressed = 0;
  let resolve: ((ms: number) => void) | undefined;
  let watched: ShadowRoot | undefined;
  const end = () => {
    if (!pressed || !resolve) return;
    resolve(performance.now() - pressed);
    resolve = undefined;
    pressed = 0;
  };
  const observer = new MutationObserver(end);
  addEventListener('keydown', (event) => event.isTrusted && resolve && (pressed = performance.now()), true);
  document.addEventListener('focusin', () => {
    end();
    const root = document.querySelector(hostTag)?.shadowRoot;
    if (root && root !== watched) {
      watched = root;
      observer.observe(root, { subtree: true, attributes: true, childList: true, characterData: true });
    }
  });
  const timer: KeyTimer = {
    arm() {
      timer.result = new Promise((done) => (resolve = done));
    },
  };
  (window as unknown as { __keys: KeyTimer }).__keys = timer;
}

export async function measureKeyboard(
  context: BrowserContext,
  servers: Servers,
  page: BenchPage,
  shortcuts: number,
): Promise<KeyboardRun> {
  const worker = await swLogReady(context);
  const url = `${servers.granted}/${page.file}?watch=1&expect=${page.expected}&keyboard=1`;
  const tab = await context.newPage();
  try {
    await tab.goto(url, { timeout: 120_000 });
    const scan = await waitForScan(tab, worker, url, page);
    await tab.evaluate(installKeyTimer, HOST_TAG);
    const timed = async (key: string) => {
      await tab.evaluate(() => (window as unknown as { __keys: KeyTimer }).__keys.arm());
      await tab.keyboard.press(key);
      return withDeadline(
        tab.evaluate(() => (window as unknown as { __keys: KeyTimer }).__keys.result!),
        KEY_TIMEOUT_MS,
        `${page.id}: ${key} moved no Look up button`,
      );
    };
    const toMiddle = async () => {
      await tab.evaluate(() => scrollTo(0, document.documentElement.scrollHeight / 2));
      // Two frames: the paint window has placed what is now near.
      await tab.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
    };
    const shortcutMs: number[] = [];
    const arrowMs: number[] = [];
    for (let round = 0; round < shortcuts; round++) {
      await toMiddle();
      shortcutMs.push(await timed('Alt+Shift+S'));
      if (round === 0) for (let step = 0; step < ARROWS; step++) arrowMs.push(await timed('ArrowDown'));
      await tab.keyboard.press('Escape');
    }
    return { page: page.id, marks: scan.listed, shortcutMs, arrowMs };
  } finally {
    await tab.close();
  }
}
