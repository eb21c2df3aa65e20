/**
 * The always-on content script's main (utils/content-script/main/content-main.ts) on a linkedom page with
 * WXT's fake browser: it publishes the scanner's handle at once, scans with the kinds the background's hello
 * confirms (or the defaults when the background does not answer), hands the marks to the parts host and
 * wakes the page UI and the listing check only for a page that needs them, stops on withdrawn access, and
 * takes everything down when its context is invalidated (the extension reloaded, or a second injection).
 */
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseHTML } from 'linkedom';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { runContentScript } from '@/utils/content-script/main/content-main';
import { PARTS_HOST_KEY, type PartsLink } from '@/utils/content-script/parts/parts-host';
import { SCANNER_HANDLE_KEY, type ScannerHandle } from '@/utils/site-access/constants';
import { DEFAULT_DETECTORS } from '@/utils/detect/types';

const VIN = '1HGCM82633A004352';
const TIN = '10493827-0001';
const PAGE = `<html><body><p>VIN ${VIN}</p><p>Seller TIN ${TIN}</p></body></html>`;

/** WXT's context as content-main uses it: valid until aborted, then its callbacks run once. */
function fakeContext() {
  const controller = new AbortController();
  const callbacks: (() => void)[] = [];
  const ctx = {
    signal: controller.signal,
    get isValid() {
      return !controller.signal.aborted;
    },
    /** How often isInvalid was read: WXT's context notices an orphaned script only when asked. */
    invalidReads: 0,
    get isInvalid() {
      ctx.invalidReads++;
      return controller.signal.aborted;
    },
    onInvalidated(callback: () => void) {
      callbacks.push(callback);
      return () => {};
    },
    abort() {
      if (controller.signal.aborted) return;
      controller.abort();
      for (const callback of callbacks) callback();
    },
  };
  return ctx;
}

/** A linkedom page as the isolated world's globals; `visible` is its document.visibilityState. */
function page(html = PAGE, visibility: DocumentVisibilityState = 'visible') {
  const { document, window } = parseHTML(html);
  const own = window as unknown as Record<string, unknown>;
  for (const name of ['MutationObserver', 'Node', 'Element', 'Text', 'Range', 'StaticRange']) {
    if (own[name]) vi.stubGlobal(name, own[name]);
  }
  vi.stubGlobal('NodeFilter', own.NodeFilter ?? { SHOW_ELEMENT: 1, SHOW_TEXT: 4 });
  Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
  vi.stubGlobal('document', document);
  // The page's input is heard on the window (utils/content-script/parts/page-ui-trigger.ts).
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('innerHeight', 800);
  vi.stubGlobal('location', new URL('https://dealer.example/listing/42'));
  // A frame is drawn in a task of its own.
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 0));
  vi.stubGlobal('cancelAnimationFrame', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
  return document as unknown as Document;
}

/** Fires the page's own event on its document. */
function fire(document: Document, type: string) {
  const { Event: PageEvent } = document.defaultView as unknown as { Event: typeof Event };
  document.dispatchEvent(new PageEvent(type));
}

type Sent = { type: string; data: unknown };

/** The background's end: answers hello with `config` (or refuses it), and each wake with `woken`. */
function background(config: unknown, woken = false) {
  const sent: Sent[] = [];
  vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation((async (message: Sent) => {
    sent.push({ type: message.type, data: message.data });
    if (message.type === 'cs>bg:hello') return config === undefined ? undefined : { res: config };
    return { res: woken };
  }) as never);
  return { sent, types: () => sent.map(({ type }) => type) };
}

const handle = () => (globalThis as unknown as Record<string, ScannerHandle | undefined>)[SCANNER_HANDLE_KEY];
const partsLink = () => (globalThis as unknown as Record<string, PartsLink | undefined>)[PARTS_HOST_KEY];
/** The fake's event has hasListeners() at run time; its type leaves it out. */
const listening = () =>
  (fakeBrowser.runtime.onMessage as unknown as { hasListeners(): boolean }).hasListeners();
/** A message from the background, as @webext-core/messaging sends it (the fake passes on every argument). */
const fromBackground = (type: string, data: unknown) =>
  (fakeBrowser.runtime.onMessage.trigger as (...args: unknown[]) => Promise<unknown>)(
    { id: 1, type, data, timestamp: Date.now() },
    {},
    () => {},
  );
const values = (link: PartsLink) => [...link.store.all()].map((mark) => mark.value).sort();

/** Runs main on the page; resolves once its first whole scan is read and the handle says idle. */
async function run(ctx = fakeContext()) {
  const done = runContentScript(ctx as unknown as ContentScriptContext);
  await expect.poll(() => handle()?.idle()).toBe(true);
  await done;
  return ctx;
}

let contexts: ReturnType<typeof fakeContext>[] = [];
beforeEach(() => {
  contexts = [];
});
afterEach(() => {
  for (const ctx of contexts) ctx.abort();
  fakeBrowser.reset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
const context = () => {
  const ctx = fakeContext();
  contexts.push(ctx);
  return ctx;
};

describe('the content script main', () => {
  it('publishes its handle before the background answers, says hello once, then reads the page', async () => {
    const document = page();
    const before = document.documentElement.outerHTML;
    let answer: (value: unknown) => void = () => {};
    const sent: string[] = [];
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation((async (message: Sent) => {
      sent.push(message.type);
      if (message.type === 'cs>bg:hello') return new Promise((resolve) => (answer = resolve));
      return { res: false };
    }) as never);
    const ctx = context();
    const done = runContentScript(ctx as unknown as ContentScriptContext);
    // scanTab must see this page as scanned while the config is on its way, but not yet idle.
    expect(handle()?.isAlive()).toBe(true);
    expect(handle()?.idle()).toBe(false);
    expect(sent).toEqual(['cs>bg:hello']);
    answer({ res: { detectors: DEFAULT_DETECTORS, costHint: 'paid' } });
    await expect.poll(() => handle()?.idle()).toBe(true);
    await done;
    expect(values(partsLink()!)).toEqual([VIN, TIN].sort());
    expect(sent.filter((type) => type === 'cs>bg:hello')).toHaveLength(1);
    // Marks are ranges painted by the Highlight API: the page's own markup is as it came.
    expect(document.documentElement.outerHTML).toBe(before);
    expect(partsLink()!.costHint()).toBe('paid');
  });

  it("reads a page parsed already in the next frame's rendering step, and paints no kind turned off", async () => {
    page();
    // The Custom Highlight API, faked: the registry holds sets of ranges.
    const registry = new Map<string, Set<{ init: { startContainer: Node } }>>();
    vi.stubGlobal('Highlight', Set);
    vi.stubGlobal(
      'StaticRange',
      class {
        constructor(readonly init: { startContainer: Node }) {}
      },
    );
    vi.stubGlobal('CSS', { highlights: registry });
    const painted = () =>
      [...registry.values()].flatMap((ranges) =>
        [...ranges].map(({ init }) => init.startContainer.textContent),
      );
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    let answer: (value: unknown) => void = () => {};
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation((async (message: Sent) =>
      message.type === 'cs>bg:hello'
        ? new Promise((resolve) => (answer = resolve))
        : { res: false }) as never);
    const done = runContentScript(context() as unknown as ContentScriptContext);
    // The frame comes before the hello's answer: its pass reads with the defaults, all held unpainted.
    expect(frames).toHaveLength(1);
    frames.shift()!();
    // Read before the frame paints (this TIN's shape waits for the page's country, asked after).
    expect(values(partsLink()!)).toEqual([VIN]);
    expect(painted()).toEqual([]);
    // The user turned VIN off: the answer drops those marks before any was painted, and reads again.
    answer({ res: { detectors: { ...DEFAULT_DETECTORS, vin: false }, costHint: '' } });
    await expect.poll(() => handle()?.idle()).toBe(true);
    await done;
    expect(values(partsLink()!)).toEqual([TIN]);
    expect(painted()).toEqual([`Seller TIN ${TIN}`]);
  });

  it('scans only the kinds the settings enable', async () => {
    page();
    background({ detectors: { ...DEFAULT_DETECTORS, vin: false }, costHint: '' });
    await run(context());
    const link = partsLink()!;
    expect(values(link)).toContain(TIN);
    expect(values(link)).not.toContain(VIN);
  });

  it('scans with the default kinds when the background does not answer its hello', async () => {
    page();
    background(undefined);
    await run(context());
    expect(values(partsLink()!)).toEqual([VIN, TIN].sort());
    expect(partsLink()!.costHint()).toBe('');
  });

  it('waits for the page to be parsed before its whole read', async () => {
    const document = page();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    background({ detectors: DEFAULT_DETECTORS, costHint: '' });
    const ctx = context();
    const done = runContentScript(ctx as unknown as ContentScriptContext);
    // The first screen is drawn (peeked at), but the whole read waits for DOMContentLoaded.
    await vi.waitFor(() => expect(values(partsLink()!).length).toBeGreaterThan(0));
    expect(handle()?.idle()).toBe(false);
    fire(document, 'DOMContentLoaded');
    await expect.poll(() => handle()?.idle()).toBe(true);
    await done;
    expect(values(partsLink()!)).toEqual([VIN, TIN].sort());
  });

  it('asks for the page UI and the listing check once a page with a VIN is read', async () => {
    page();
    const { types } = background({ detectors: DEFAULT_DETECTORS, costHint: '' });
    await run(context());
    await vi.waitFor(() => expect(types()).toContain('cs>bg:wakePageUi'));
    expect(types()).toContain('cs>bg:wakeListingCheck');
  });

  it('asks for neither on a page without identifiers, and no listing check without a VIN', async () => {
    page('<html><body><p>Nothing to look up here.</p></body></html>');
    const empty = background({ detectors: DEFAULT_DETECTORS, costHint: '' });
    const first = await run(context());
    expect(empty.types()).toEqual(['cs>bg:hello']);
    first.abort();

    vi.restoreAllMocks();
    page(`<html><body><p>Seller TIN ${TIN}</p></body></html>`);
    const tinOnly = background({ detectors: DEFAULT_DETECTORS, costHint: '' });
    await run(context());
    await vi.waitFor(() => expect(tinOnly.types()).toContain('cs>bg:wakePageUi'));
    expect(tinOnly.types()).not.toContain('cs>bg:wakeListingCheck');
  });

  it('asks for the page UI only once a hidden tab is shown', async () => {
    const document = page(PAGE, 'hidden');
    const { types } = background({ detectors: DEFAULT_DETECTORS, costHint: '' });
    await run(context());
    expect(types()).not.toContain('cs>bg:wakePageUi');
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    fire(document, 'visibilitychange');
    await vi.waitFor(() => expect(types()).toContain('cs>bg:wakePageUi'));
  });

  it('hands the page UI its part of the parts host, and asks it whether a node is its own', async () => {
    const document = page();
    background({ detectors: DEFAULT_DETECTORS, costHint: '' });
    await run(context());
    const own = document.createElement('div');
    const ui = {
      on: vi.fn((event: string, data: unknown) => event === 'isOwnNode' && data === own),
      stop: vi.fn(),
    };
    expect(partsLink()!.attach('PageUi', () => ui)).toBe(true);
    expect(handle()!.uiAttached()).toBe(true);
    // A second injection attaches nothing.
    expect(partsLink()!.attach('PageUi', () => ui)).toBe(false);
    // The UI's own nodes are never read as the page's: the scanner asks when the page changes.
    document.body.append(own);
    own.textContent = `VIN ${VIN.replace('4352', '4353')}`;
    await vi.waitFor(() => expect(ui.on).toHaveBeenCalledWith('isOwnNode', expect.anything()));
    // The shortcut reaches the UI once the identifiers in view are read.
    handle()!.focusLookup();
    await vi.waitFor(() => expect(ui.on).toHaveBeenCalledWith('trigger', { type: 'shortcut' }));
  });

  it('stops for good when access to its address is withdrawn, and not for another site', async () => {
    page();
    background({ detectors: DEFAULT_DETECTORS, costHint: '' });
    const ctx = await run(context());
    const revoke = (sources: string[]) => fromBackground('bg>cs:revoked', sources);
    await revoke(['^https://other\\.example/']);
    expect(ctx.isValid).toBe(true);
    await revoke(['^https://dealer\\.example/']);
    await vi.waitFor(() => expect(ctx.isValid).toBe(false));
  });

  it('takes everything down when invalidated: handle, parts, marks, listeners and the orphan check', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    page();
    background({ detectors: DEFAULT_DETECTORS, costHint: '' });
    const ctx = await run(context());
    const link = partsLink()!;
    const ui = { on: vi.fn(), stop: vi.fn() };
    link.attach('PageUi', () => ui);
    expect(listening()).toBe(true);
    expect(vi.getTimerCount()).toBe(1);
    ctx.abort();
    expect(handle()).toBeUndefined();
    expect(partsLink()).toBeUndefined();
    expect(ui.stop).toHaveBeenCalledTimes(1);
    expect(values(link)).toEqual([]);
    expect(listening()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('asks its context every few seconds on a quiet page, so an orphaned script notices', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    page();
    background({ detectors: DEFAULT_DETECTORS, costHint: '' });
    const ctx = context();
    await run(ctx);
    const before = ctx.invalidReads;
    // Every 3 s (ORPHAN_CHECK_MS in content-main.ts, not exported), on fake time.
    vi.advanceTimersByTime(3000);
    expect(ctx.invalidReads).toBe(before + 1);
    vi.advanceTimersByTime(9000);
    expect(ctx.invalidReads).toBe(before + 4);
    ctx.abort();
    const after = ctx.invalidReads;
    vi.advanceTimersByTime(9000);
    expect(ctx.invalidReads).toBe(after);
  });

  it('does not scan when invalidated before the background answers (a second injection)', async () => {
    page();
    let answer: (value: unknown) => void = () => {};
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation((async (message: Sent) =>
      message.type === 'cs>bg:hello'
        ? new Promise((resolve) => (answer = resolve))
        : { res: false }) as never);
    const ctx = context();
    const done = runContentScript(ctx as unknown as ContentScriptContext);
    const link = partsLink()!;
    ctx.abort();
    answer({ res: { detectors: DEFAULT_DETECTORS, costHint: 'paid' } });
    await done;
    expect(handle()).toBeUndefined();
    expect(values(link)).toEqual([]);
    expect(link.costHint()).toBe('');
  });
});
