/** The always-on half's body: starts everything, and takes it all down when WXT invalidates the script. */
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { onContentMessage, sendMessage } from './messaging';
import { blockOf } from '../scan/block-walk';
import { enabledKinds } from '../scan/detector-kinds';
import { publishScannerHandle } from './instance';
import { MarkStore } from '../paint/mark-store';
import { afterFirstScreen, afterNextFrame, inNextFrame, pageClock } from '../time/page-clock';
import { PageScanner } from '../scan/page-scanner';
import { hostParts, type ListingCheckEvent } from '../parts/parts-host';
import { listenForPageUi, prepareWhenSeen, type PageUiTrigger } from '../parts/page-ui-trigger';
import { createSliceScheduler } from '../time/slice-scheduler';

const ORPHAN_CHECK_MS = 3000;

/** The frame says hello: the background records it and answers with the config. */
async function readConfig() {
  try {
    return await sendMessage('cs>bg:hello', undefined);
  } catch {
    return undefined; // the background is restarting or refused: scan with the defaults
  }
}

export async function runContentScript(ctx: ContentScriptContext): Promise<void> {
  // While the config comes, scan with the defaults (most users keep them); paint once it confirms them. A
  // kind the user turned off never flashes: the first frame's marks paint with it only if the hello came
  // first, else in the frame after it comes.
  const config = readConfig();

  const alive = () => ctx.isValid;
  let confirmed = false;
  const store = new MarkStore();
  store.holdPaint(true);
  let costHint = '';
  const parts = hostParts(
    // The side panel read this frame's list (through the context reader): unchecked VINs get their round.
    {
      store,
      signal: ctx.signal,
      alive,
      costHint: () => costHint,
      listAsked: () => toListings('listAsked'),
      useDetector: (detect) => scanner.useDetector(detect),
    },
    // The background injects the part named in the message (the context reader it injects unasked).
    (part) => sendMessage(`cs>bg:wake${part}` as 'cs>bg:wakePageUi', undefined),
  );
  const toUi = (trigger: PageUiTrigger) => parts.tell('PageUi', 'trigger', trigger);
  // A handle first, so scanTab sees this page as scanned even while the config is on its way.
  const withdrawHandle = publishScannerHandle({
    isAlive: () => ctx.isValid,
    // Once the identifiers in view are read: the UI then has something to focus.
    focusLookup: () => void scanner.visiblePassDone.then(() => alive() && toUi({ type: 'shortcut' })),
    // Marks waiting for the page's country or for every detector are still to come: not idle yet.
    idle: () => confirmed && scheduler.idle && !scanner.awaiting,
    uiAttached: () => parts.has('PageUi'),
  });
  ctx.onInvalidated(withdrawHandle);

  const clock = pageClock();
  const scheduler = createSliceScheduler(clock, {
    // The stack names our script: the page's console needs no other label.
    onError: (error) => console.warn(error),
    afterSlice: (idle) => {
      if (!idle) return store.paintIfDue();
      store.paint(true);
      if (confirmed) afterWholeScan();
    },
  });
  /** The store's size when it was last looked through and held no VIN: unchanged, it is not looked again. */
  let noVinAt = -1;
  const hasVin = () => {
    if (store.size === noVinAt) return false;
    for (const mark of store.all()) if (mark.kind === 'vin') return true;
    noVinAt = store.size;
    return false;
  };
  /** The listing check comes once the frame has a VIN: most pages hold none and never load it. */
  const toListings = (event: ListingCheckEvent) => {
    if (parts.has('ListingCheck') || hasVin()) parts.tell('ListingCheck', event);
  };
  let preparing = false;
  /**
   * A page with marks gets its UI once its whole first scan is done, before the first hover: earlier, its
   * evaluation would sit in the scan's own slices.
   */
  const preparePageUi = () => {
    if (preparing || store.size === 0 || ctx.isInvalid) return;
    preparing = true;
    prepareWhenSeen(document, ctx.signal, () => parts.wake('PageUi'));
  };
  /** A scan went idle on the whole page: the VINs found since are read against their own listing. */
  const afterWholeScan = () => {
    toListings('afterScan');
    preparePageUi();
  };
  const scanner = new PageScanner({
    document,
    kinds: enabledKinds(undefined),
    store,
    scheduler,
    yieldToPage: (priority) => clock.yieldToPage(priority),
    alive,
    isOwnNode: (node) => parts.ask('PageUi', 'isOwnNode', node) === true,
    askCountry: (complete) => sendMessage('cs>bg:pageCountry', { complete }),
    wakeDetectors: () => parts.wake('MoreDetectors'),
  });
  listenForPageUi({
    document,
    signal: ctx.signal,
    alive,
    hasMarks: () => store.size > 0 || parts.has('PageUi'),
    wants: (target) => {
      const block = blockOf(target);
      return parts.has('PageUi') || (!!block && store.marksOf(block).length > 0);
    },
    trigger: toUi,
  });

  const removeHandlers = [
    // Withdrawn access stops the scan now, not at the next reload. Each frame tests its own address, which
    // the background cannot see.
    onContentMessage('bg>cs:revoked', (sources) => {
      // match() reads each source as a regular expression.
      if (sources.some((source) => location.href.match(source))) ctx.abort();
    }),
    // The user's rule for this site changed the page's country: answered once the marks are read again.
    onContentMessage('bg>cs:pageCountry', (verdict) => {
      scanner.setCountry(verdict);
      return scheduler.whenIdle();
    }),
  ];

  ctx.onInvalidated(() => {
    scheduler.stop();
    scanner.stop();
    for (const remove of removeHandlers) remove();
    store.dispose();
    parts.remove();
  });

  // An orphaned script gets no event: WXT's context notices when asked, so quiet pages ask here too.
  const watch = setInterval(() => void ctx.isInvalid, ORPHAN_CHECK_MS);
  ctx.onInvalidated(() => clearInterval(watch));

  // The page's first screen is the page's. A page still parsing (the script runs from document_start) gets
  // that screen read in the rendering step of its first frame with content, so that frame paints its marks
  // (then right after it, if that step did not run), and the whole read once the page is parsed and its
  // next frame drawn. A page parsed already is read from the next frame's rendering step.
  const started = new Promise<void>((resolve) => {
    let begun = false;
    const start = (inFrame?: boolean) => {
      if (begun) return;
      begun = true;
      resolve(ctx.isValid ? scanner.start(inFrame) : undefined);
    };
    if (document.readyState !== 'loading') return inNextFrame(() => start(true));
    let drawn = false;
    let parsed = false;
    let framed = false;
    const cancel = afterFirstScreen(
      () => {
        drawn = true;
        if (parsed) start();
        else if (!framed && ctx.isValid) scanner.peek();
      },
      () => {
        framed = true;
        if (parsed) start(true);
        else if (ctx.isValid) scanner.peek(true);
      },
    );
    ctx.onInvalidated(cancel);
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        parsed = true;
        // Parsed before its first screen was drawn: the whole read waits for that screen.
        if (drawn) afterNextFrame(start);
      },
      { once: true },
    );
  });

  const settings = await config;
  if (ctx.isInvalid) return;
  costHint = settings?.costHint ?? '';
  // The site's rule or its last page's verdict: this page's own reading confirms or corrects it.
  if (settings?.country) scanner.setCountry(settings.country);
  scanner.setKinds(enabledKinds(settings?.detectors));
  store.holdPaint(false);
  await started;
  if (ctx.isInvalid) return;
  void scheduler.whenIdle().then(() => {
    if (ctx.isInvalid) return;
    // Listings are read from whole pages only; set here, after the first whole read, the handle says idle.
    confirmed = true;
    store.paint(true);
    afterWholeScan();
  });
}
