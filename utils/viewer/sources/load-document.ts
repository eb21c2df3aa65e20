/**
 * The viewer's one question at mount: which document its address names, and its bytes. Every way in ends
 * here: a PDF's address (the popup's button, the context menu), a file handed over by the side panel, a page's
 * image (the image menu, issue 41), or the browser's PDF handler. Nothing opens unless the user asked: each of
 * those starts with a user's action.
 *
 * For the viewer's image view (H3, issue 41), the shape is explicit:
 * - a `ViewerDocument` with `image` set is an image: `bytes` (checked again by utils/image, never trusted by
 *   their `image.mime`), `image.pageUrl` the page it was on (the image menu); open-at-mount.ts calls
 *   `openers.openImage(document)` for it;
 * - a `ViewerLoadFailure` with `failure.image` set is a page's image the browser or the site refused
 *   ('unreadable-source': "Copy the image and paste it into the box") or one over the limit ('file-too-large');
 *   open-at-mount.ts calls `openers.reportImageFailure(failure.image, name)` for it, and the viewer takes a paste.
 */
import { i18n } from '#i18n';
import { sendMessage } from '@/utils/messaging/protocol';
import { checkPdfSize, hasPdfHeader, PDF_HEADER_BYTES } from '@/utils/viewer/pdf-file-check';
import { fetchPdfBytes } from './fetch-pdf';
import { takeHandoff, sweepHandoffs } from './handoff';
import { mimeHandlerPageApi, readHandlerStream, type MimeHandlerPageApi } from './pdf-handler-stream';
import { readPdfThroughTab, type TabReadMessenger } from './read-through-tab';
import type { TabReadFailure } from '@/utils/messaging/viewer-replies';
import { pdfNameFromUrl, pdfUrlScheme, readViewerAddress, type ViewerSource } from './viewer-address';
import { TAB_READ_MAX_BYTES_LABEL } from './tab-read-limit';
import { IMAGE_FILE_LIMIT_BYTES } from '@/utils/image/file-check';
import type { ImageFailure } from '@/utils/image/types';

/** An image handed over (a page's image from the image menu, or an image file the side panel took). */
export interface ViewerImageSource {
  /** The declared MIME type ('' when none): the site's or the file's, never trusted over the bytes. */
  mime: string;
  /** The page the image was on (the image menu); the history names it as a PDF's address is named. */
  pageUrl?: string;
}

export interface ViewerDocument {
  name: string;
  bytes: Uint8Array;
  /** Set when the bytes are an image, not a PDF. */
  image?: ViewerImageSource;
  /**
   * Set when the browser opened the viewer as its PDF handler: a PDF the viewer cannot render calls it, and
   * the browser's own viewer takes the PDF over (this page is then torn down).
   */
  fallBack?: () => Promise<void>;
}

export type ViewerLoadFailureReason =
  TabReadFailure | 'file-url' | 'unsupported' | 'handoff-gone' | 'unreadable-source' | 'file-too-large';

/** Why the named document could not be had, as the viewer's failure line ends: "<name> could not be opened: …". */
export interface ViewerLoadFailure {
  failure: {
    reason: ViewerLoadFailureReason;
    name: string;
    message: string;
    /** A page's image that never arrived, as the image view says it (utils/image/types.ts). */
    image?: ImageFailure;
  };
}

export interface ViewerLoadDeps {
  fetch: typeof fetch;
  tab: TabReadMessenger;
  takeHandoff: typeof takeHandoff;
  sweepHandoffs: typeof sweepHandoffs;
  mimeHandler: MimeHandlerPageApi | undefined;
}

const defaultDeps = (): ViewerLoadDeps => ({
  fetch: (...args) => fetch(...args),
  tab: {
    start: (tabId, url) => sendMessage('ui>bg:readPdfFromTab', { tabId, url }),
    part: (tabId, token, offset) => sendMessage('ui>bg:readPdfPart', { tabId, token, offset }),
  },
  takeHandoff,
  sweepHandoffs,
  mimeHandler: mimeHandlerPageApi(),
});

/** Megabytes (of 1024 × 1024 bytes, as the limit is set) as the image messages say them: 25, 52.4. */
function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 10 ? String(Math.round(mb)) : String(Math.round(mb * 10) / 10);
}

function failed(reason: ViewerLoadFailureReason, name: string, bytes = 0): ViewerLoadFailure {
  const message = {
    'file-url': () => i18n.t('viewerWays.fileUrl'),
    unsupported: () => i18n.t('viewerWays.unsupported'),
    'handoff-gone': () => i18n.t('viewerWays.handoffGone'),
    'unreadable-source': () => i18n.t('imageMenu.unreadable'),
    // No size: an image sent without its length, refused once more than the limit had arrived.
    'file-too-large': () =>
      bytes > 0
        ? i18n.t('imageMenu.tooLarge', [megabytes(bytes), megabytes(IMAGE_FILE_LIMIT_BYTES)])
        : i18n.t('imageMenu.tooLargeOver', [megabytes(IMAGE_FILE_LIMIT_BYTES)]),
    'fetch-failed': () => i18n.t('viewerWays.fetchFailed'),
    'no-access': () => i18n.t('viewerWays.noAccess'),
    gone: () => i18n.t('viewerWays.noAccess'),
    'too-big': () => i18n.t('viewerWays.tooBig', [TAB_READ_MAX_BYTES_LABEL]),
    'not-pdf': () => i18n.t('viewerWays.notPdf'),
    empty: () => i18n.t('viewerWays.empty'),
  }[reason]();
  return { failure: { reason, name: name || i18n.t('viewerWays.handoffName'), message } };
}

/** Bytes fetched from a site: a PDF by its header and size, or why not (the viewer's own checks, once). */
function judged(name: string, bytes: Uint8Array): ViewerDocument | ViewerLoadFailure {
  const size = checkPdfSize(bytes.length);
  if (!size.ok) return size.reason === 'empty' ? failed('empty', name) : failed('too-big', name);
  if (!hasPdfHeader(bytes.subarray(0, PDF_HEADER_BYTES))) return failed('not-pdf', name);
  return { name, bytes };
}

/** A page's image whose bytes never arrived: the failure the image view shows, named by its page. */
function refusedImage(source: Extract<ViewerSource, { kind: 'image-refused' }>): ViewerLoadFailure {
  let host: string;
  try {
    host = source.pageUrl ? new URL(source.pageUrl).host : '';
  } catch {
    host = '';
  }
  const name = host ? i18n.t('imageMenu.imageFrom', [host]) : i18n.t('imageMenu.imageName');
  const bytes = source.bytes ?? 0;
  const loaded = failed(source.reason, name, bytes);
  const image: ImageFailure =
    source.reason === 'file-too-large'
      ? { code: 'file-too-large', bytes, limitBytes: IMAGE_FILE_LIMIT_BYTES }
      : { code: 'unreadable-source' };
  return { failure: { ...loaded.failure, image } };
}

async function loadFromUrl(
  url: string,
  fromTab: number | undefined,
  deps: ViewerLoadDeps,
): Promise<ViewerDocument | ViewerLoadFailure> {
  const name = pdfNameFromUrl(url);
  const scheme = pdfUrlScheme(url);
  // A file:// PDF needs the browser's file-URL access to fetch; picking the file needs none.
  if (scheme === 'file') return failed('file-url', name);
  if (scheme !== 'web') return failed('unsupported', name);
  const own = await fetchPdfBytes(url, deps.fetch);
  if (own.ok) {
    const document = judged(name, own.bytes);
    // A login page instead of the PDF (this fetch's cookies are third-party): the tab's read may still work.
    if ('bytes' in document || fromTab === undefined) return document;
  } else if (own.reason === 'too-big' || fromTab === undefined) {
    return failed(own.reason, name);
  }
  const read = await readPdfThroughTab(fromTab, url, deps.tab);
  return read.ok ? judged(name, read.bytes) : failed(read.reason, name);
}

/**
 * What the viewer at `address` should show: a document, a failure to say, or null when its address names
 * nothing (the empty viewer with its file picker).
 */
export async function loadViewerDocument(
  address: URL,
  overrides: Partial<ViewerLoadDeps> = {},
): Promise<ViewerDocument | ViewerLoadFailure | null> {
  const deps = { ...defaultDeps(), ...overrides };
  const source = readViewerAddress(address);
  if (source.kind === 'file') {
    const handed = await deps.takeHandoff(source.id);
    void deps.sweepHandoffs().catch(() => 0);
    if (!handed) return failed('handoff-gone', '');
    // An image by its declared type or because it came from a page's image; a PDF otherwise, as before.
    const isImage = handed.pageUrl !== undefined || handed.mime.startsWith('image/');
    if (!isImage) return { name: handed.name, bytes: handed.bytes };
    const image: ViewerImageSource = handed.pageUrl
      ? { mime: handed.mime, pageUrl: handed.pageUrl }
      : { mime: handed.mime };
    return { name: handed.name, bytes: handed.bytes, image };
  }
  if (source.kind === 'image-refused') return refusedImage(source);
  if (source.kind === 'url') return loadFromUrl(source.url, source.fromTab, deps);
  void deps.sweepHandoffs().catch(() => 0);
  const stream = await readHandlerStream(deps.mimeHandler);
  if (!stream || !deps.mimeHandler) return null;
  const handler = deps.mimeHandler;
  const fallBack = () => handler.abortAndFallbackToNativeHandler();
  const name = pdfNameFromUrl(stream.originalUrl);
  const fetched = await fetchPdfBytes(stream.streamUrl, deps.fetch);
  const loaded = fetched.ok ? judged(name, fetched.bytes) : failed(fetched.reason, name);
  // The browser's own viewer does better with anything this one cannot take.
  if ('failure' in loaded) {
    await fallBack().catch(() => undefined);
    return loaded;
  }
  return { ...loaded, fallBack };
}
