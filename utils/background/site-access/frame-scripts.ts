/**
 * Injects the content script's parts loaded on need into the one frame that needs them: the page UI
 * (button, answer card, keyboard) on the user's first need, the listing check once the frame has a VIN,
 * the context reader when a lookup started outside the page needs the text beside its identifier (or what
 * the page prints, for its country), every detector once the frame's text calls for more than the common ones.
 */
import { browser } from 'wxt/browser';
import { runsOwnParts } from './own-page-scanners';
import {
  CONTEXT_READER_FILE,
  LISTING_CHECK_FILE,
  PAGE_UI_FILE,
  MORE_DETECTORS_FILE,
} from '@/utils/site-access/constants';

export type FrameScript = 'pageUi' | 'listingCheck' | 'contextReader' | 'moreDetectors';

const FILES = {
  pageUi: PAGE_UI_FILE,
  listingCheck: LISTING_CHECK_FILE,
  contextReader: CONTEXT_READER_FILE,
  moreDetectors: MORE_DETECTORS_FILE,
} as const;

/**
 * The frame already runs our scanner, so the host access it was scanned with covers this too: no new
 * permission, and no web-accessible resource a page could probe for. False when that access is gone.
 */
export async function injectFrameScript(
  tabId: number,
  frameId: number,
  script: FrameScript,
): Promise<boolean> {
  // Our own viewer cannot be scripted, and runs every part from its start.
  if (await runsOwnParts(tabId, frameId)) return true;
  try {
    // At once, not at document_idle: a part asked for while the page still parses (the first screen's
    // country, its CAC numbers) would otherwise wait for the whole page to load.
    await browser.scripting.executeScript({
      target: { tabId, frameIds: [frameId] },
      files: [FILES[script]],
      injectImmediately: true,
    });
    return true;
  } catch {
    return false;
  }
}
