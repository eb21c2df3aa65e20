/**
 * Finds identifiers in the page (utils/content-script/). Registered at run time only, never in the
 * manifest: for the granted sites, or injected on "Scan this page", each time with highlight.css.
 */
import { ContentScriptContext } from 'wxt/utils/content-script-context';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { runContentScript } from '@/utils/content-script/main/content-main';
import { guardStartedEvent } from '@/utils/content-script/main/started-guard';
import './highlight.css';

// At module evaluation, before WXT announces this instance: its listeners then hear only our own
// instances, never a page's forgery. WXT's private event name, read so the two cannot drift apart.
const startedGuard = guardStartedEvent(ContentScriptContext['SCRIPT_STARTED_MESSAGE_TYPE']);

export default defineContentScript({
  registration: 'runtime',
  cssInjectionMode: 'manual',
  // No IIFE global and no window.postMessage: nothing the page's own scripts could notice.
  globalName: false,
  noScriptStartedPostMessage: true,
  main: (ctx) => {
    startedGuard.announced();
    ctx.onInvalidated(() => startedGuard.remove());
    return runContentScript(ctx);
  },
});
