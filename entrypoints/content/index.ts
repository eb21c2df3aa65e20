/**
 * Finds identifiers in the page and offers a "Look up" button beside them (see utils/content-script/).
 *
 * Registered at run time, never in the manifest: utils/background/site-access/ registers it for the sites
 * the user granted, utils/site-access/scan-tab.ts injects it on "Scan this page", each with highlight.css.
 */
import { ContentScriptContext } from 'wxt/utils/content-script-context';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { runContentScript } from '@/utils/content-script/content-main';
import { guardStartedEvent } from '@/utils/content-script/started-guard';
import './highlight.css';

// At module evaluation, which comes before WXT creates this instance's context and announces it: from
// then on only our own instances' announcements reach WXT's listeners, never one the page forged.
// WXT's own event name (private in its types, hence the index access), so the two cannot drift apart.
const startedGuard = guardStartedEvent(ContentScriptContext['SCRIPT_STARTED_MESSAGE_TYPE']);

export default defineContentScript({
  registration: 'runtime',
  // highlight.css goes with every registration and injection (see above).
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
