/**
 * The web page's scanner, run on the viewer's own document: the same detector, marks, button and answer card
 * (utils/content-script/), not a copy. Only the way its parts arrive differs: on a web page the background
 * injects each on need; an extension page cannot be scripted, so the viewer starts them all here, at once,
 * and the scanner's host finds them attached and never asks. Text the viewer draws for itself (toolbar,
 * messages) carries `data-vin-tin-ignore`, which the scanner skips.
 */
import { ContentScriptContext } from 'wxt/utils/content-script-context';
import { runContentScript } from '@/utils/content-script/main/content-main';
import { startPageUi } from '@/utils/content-script/page-ui/page-ui-main';
import { startContextReader } from '@/utils/content-script/context-reader/reader-main';
import { startListingCheck } from '@/utils/content-script/listing-check/listing-main';
import { startMoreDetectors } from '@/utils/content-script/more-detectors/detectors-main';
import { partsLinkOf } from '@/utils/content-script/parts/parts-host';
import { setDrawnSurface } from '@/utils/content-script/read/drawn-surface';
import { inkUnderText } from './ink-under-text';
import '@/entrypoints/content/highlight.css';

export interface ViewerScanner {
  /** Resolves once the scanner has stopped (the viewer is closing or was replaced). */
  readonly stopped: Promise<void>;
  stop(): void;
}

/** Starts the scanner and its parts on `document` (the viewer page); call once per page load. */
export function startViewerScanner(): ViewerScanner {
  // The name check reads the canvas under the transparent text layer: that is what the user sees.
  setDrawnSurface(inkUnderText);
  const context = new ContentScriptContext('viewer');
  const running = runContentScript(context);
  // runContentScript publishes its parts host before its first await: the parts attach to it now.
  if (!partsLinkOf()) throw new Error('The scanner published no parts host.');
  startPageUi();
  startContextReader();
  startListingCheck();
  startMoreDetectors();
  const stopped = running.catch((error: unknown) => console.warn(error));
  return { stopped, stop: () => context.abort() };
}
