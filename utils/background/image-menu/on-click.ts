/**
 * A click on "Read identifiers in this image": the image's bytes are read in its own frame and handed to the
 * viewer through the #40 handoff (the extension's IndexedDB), which opens beside the page and reads them
 * (utils/image, on the device). Where the browser or the site refuses, the viewer opens all the same and says
 * "Copy the image and paste it into the box": a click is never answered with silence.
 *
 * The worker never fetches the image itself: with the extension's privileges that request would carry the
 * user's cookies to the image's site (a third party to the page, often) on a click meant to read a picture,
 * and would get round the site's own rule (no CORS) that the page's frame obeys.
 */
import { translate } from '@/utils/i18n/extension-translate';
import type { Translate } from '@/utils/i18n/translate';
import { openViewerPageBeside } from '@/utils/background/viewer/open-viewer';
import { putHandoff } from '@/utils/viewer/sources/handoff';
import {
  viewerPathForPageImage,
  viewerPathForRefusedImage,
  type RefusedImageReason,
} from '@/utils/viewer/sources/viewer-address';
import { imageMenuDataUrlBytes } from './bytes';
import { pageImageName } from './image-name';
import { imageMenuRequestOf, type ImageMenuClickInfo } from './menu';
import { readImageInTab, type FrameImageRead } from './read-in-frame';

export interface ImageMenuDeps {
  read: (tabId: number, frameId: number, srcUrl: string) => Promise<FrameImageRead>;
  putHandoff: (file: Blob, name: string, now: number, pageUrl?: string) => Promise<string>;
  /** Opens the viewer at `path`, beside tab `tabId` when there is one; resolves with its tab id. */
  openViewer: (path: string, tabId?: number) => Promise<number | undefined>;
  t: Translate;
  now: () => number;
}

/** What a click did: for the end-to-end tests (through the worker's test hooks) and nothing else. */
export interface ImageMenuOutcome {
  viewerTabId?: number;
  /** 'handed-over': the viewer has the bytes; otherwise why it opened without them. */
  outcome: 'handed-over' | RefusedImageReason;
  /** Why the frame gave no bytes (its own words, or 'no-access'). */
  why?: string;
  via?: 'fetch' | 'canvas';
  size?: number;
  mime?: string;
}

const defaultDeps = (): ImageMenuDeps => ({
  read: readImageInTab,
  putHandoff,
  openViewer: openViewerPageBeside,
  t: translate,
  now: () => Date.now(),
});

/** Handles a click on the image item; resolves undefined for any other item. */
export async function onImageMenuClick(
  info: ImageMenuClickInfo,
  tab?: { id?: number },
  overrides: Partial<ImageMenuDeps> = {},
): Promise<ImageMenuOutcome | undefined> {
  const request = imageMenuRequestOf(info, tab);
  if (!request) return undefined;
  const deps = { ...defaultDeps(), ...overrides };
  const refuse = async (reason: RefusedImageReason, why: string, bytes?: number) => ({
    viewerTabId: await deps.openViewer(
      viewerPathForRefusedImage(reason, request.pageUrl, bytes),
      request.tabId,
    ),
    outcome: reason,
    why,
  });
  if (request.tabId === undefined || !request.srcUrl) return refuse('unreadable-source', 'no-access');
  const read = await deps.read(request.tabId, request.frameId, request.srcUrl);
  if (!read.ok) {
    return read.reason === 'too-large'
      ? refuse('file-too-large', read.reason, read.bytes)
      : refuse('unreadable-source', read.reason);
  }
  const decoded = imageMenuDataUrlBytes(read.dataUrl);
  if (!decoded) return refuse('unreadable-source', 'not-base64');
  const name = pageImageName(request.srcUrl, request.pageUrl, deps.t);
  let id: string;
  try {
    id = await deps.putHandoff(
      new Blob([decoded.bytes as Uint8Array<ArrayBuffer>], { type: decoded.mime }),
      name,
      deps.now(),
      request.pageUrl,
    );
  } catch {
    // No IndexedDB for the extension (a private window in some browsers): a paste still works.
    return refuse('unreadable-source', 'no-handoff');
  }
  return {
    viewerTabId: await deps.openViewer(viewerPathForPageImage(id, request.pageUrl), request.tabId),
    outcome: 'handed-over',
    via: read.via,
    size: decoded.bytes.length,
    mime: decoded.mime,
  };
}
