/**
 * Finds identifiers in the page and offers a "Look up" button beside them (see utils/scan/).
 *
 * Registered at run time, never in the manifest: utils/site-access/ registers it for the sites the user
 * granted and injects it on "Scan this page". Its highlight styles (highlight.css) are injected with it.
 */
import { defineContentScript } from 'wxt/utils/define-content-script';
import { runContentScript } from '../../utils/scan/content-main';
import './highlight.css';

export default defineContentScript({
  registration: 'runtime',
  // highlight.css goes with every registration and injection made by utils/site-access/.
  cssInjectionMode: 'manual',
  // No IIFE global and no window.postMessage: nothing the page's own scripts could notice.
  globalName: false,
  noScriptStartedPostMessage: true,
  main: (ctx) => runContentScript(ctx),
});
