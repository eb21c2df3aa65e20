/** The content script's body: starts everything, and takes it all down when WXT invalidates the script. */
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { onContentMessage, sendMessage } from './messaging';
import { PAGE_VINS_LIMIT } from '@/utils/messaging/page-vins';
import type { PageIdentifier } from '@/utils/messaging/protocol';
import { enabledKinds } from './detector-kinds';
import { setCostHint } from './lookup-label';
import { summariseIdentifiers } from './identifier-summary';
import { publishScannerHandle } from './instance';
import { LookupUi } from './lookup-ui';
import { MarkStore } from './mark-store';
import { pageClock } from './page-clock';
import { PageScanner } from './page-scanner';
import { createSliceScheduler } from './slice-scheduler';

const ORPHAN_CHECK_MS = 3000;

async function readDetectors() {
  try {
    const config = await sendMessage('cs>bg:getConfig', undefined);
    setCostHint(config.costHint);
    return config.detectors;
  } catch {
    return undefined; // the background is restarting or refused: scan with the defaults
  }
}

export async function runContentScript(ctx: ContentScriptContext): Promise<void> {
  // A handle first, so scanTab sees this page as scanned even while the config is on its way.
  let focusWanted = false;
  let focusLookup = () => {
    focusWanted = true;
  };
  const withdrawHandle = publishScannerHandle({
    isAlive: () => ctx.isValid,
    focusLookup: () => focusLookup(),
  });
  ctx.onInvalidated(withdrawHandle);

  // While the config comes, scan with the defaults (most users keep them); paint once it confirms them.
  const detectors = readDetectors();

  const alive = () => ctx.isValid;
  let confirmed = false;
  const store: MarkStore = new MarkStore(() => {
    // The overlay host (and its live region) appears with the first identifier, not before.
    if (confirmed && store.size > 0) lookupUi.overlay.ensure();
  });
  store.holdPaint(true);
  const lookupUi: LookupUi = new LookupUi({
    document,
    store,
    signal: ctx.signal,
    alive,
    send: async (mark) => {
      const answer = await sendMessage('cs>bg:lookup', { kind: mark.kind, value: mark.value });
      if (answer?.accepted !== true) return 'failed';
      store.markChecked(mark.value);
      return answer.panelOpened ? 'sent' : 'ready';
    },
  });
  const clock = pageClock();
  const scheduler = createSliceScheduler(clock, {
    // The stack names our script: the page's console needs no other label.
    onError: (error) => console.warn(error),
    afterSlice: (idle) => (idle ? store.paint(true) : store.paintIfDue()),
  });
  const scanner = new PageScanner({
    document,
    kinds: enabledKinds(undefined),
    store,
    scheduler,
    yieldToPage: (priority) => clock.yieldToPage(priority),
    alive,
    isOwnNode: (node) => lookupUi.overlay.isOwnNode(node),
  });

  const removeListHandler = onContentMessage('bg>cs:listIdentifiers', (): PageIdentifier[] =>
    summariseIdentifiers(store.all()),
  );
  const removeAnswerHandler = onContentMessage('bg>cs:answer', ({ value, line }) =>
    lookupUi.overlay.answer(String(value), String(line)),
  );
  // Withdrawn access stops the scan now, not at the next reload. Each frame tests its own address, which
  // the background cannot see.
  const removeStopHandler = onContentMessage('bg>cs:revoked', (sources) => {
    // match() reads each source as a regular expression.
    if (sources.some((source) => location.href.match(source))) ctx.abort();
  });

  ctx.onInvalidated(() => {
    scheduler.stop();
    scanner.stop();
    removeListHandler();
    removeAnswerHandler();
    removeStopHandler();
    store.dispose();
    lookupUi.overlay.remove();
  });

  // An orphaned script gets no event: WXT's context notices when asked, so quiet pages ask here too.
  const watch = setInterval(() => void ctx.isInvalid, ORPHAN_CHECK_MS);
  ctx.onInvalidated(() => clearInterval(watch));

  lookupUi.start();
  scanner.start();

  const kinds = enabledKinds(await detectors);
  if (ctx.isInvalid) return;
  scanner.setKinds(kinds);
  confirmed = true;
  store.holdPaint(false);
  void scheduler.whenIdle().then(() => {
    if (ctx.isInvalid) return;
    store.paint(true);
    // The background checks each VIN's listing (its row or card) against what the VIN says.
    const vins = [...store.all()].filter((mark) => mark.kind === 'vin').map((mark) => mark.value);
    if (vins.length) sendMessage('cs>bg:vins', vins.slice(0, PAGE_VINS_LIMIT)).catch(() => {});
  });
  if (store.size > 0) lookupUi.overlay.ensure();

  focusLookup = () => void scanner.visiblePassDone.then(() => ctx.isValid && lookupUi.focusLookup());
  if (focusWanted) focusLookup();
}
