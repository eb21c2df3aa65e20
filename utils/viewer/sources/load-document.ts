/**
 * The viewer's one question at mount: which document its address names, and its bytes. Every way in ends
 * here: a PDF's address (the popup's button, the context menu), a file handed over by the side panel, or the
 * browser's PDF handler. Nothing opens unless the user asked: each of those starts with a user's action.
 */
import { i18n } from '#i18n';
import { sendMessage } from '@/utils/messaging/protocol';
import { checkPdfSize, hasPdfHeader, PDF_HEADER_BYTES } from '@/utils/viewer/pdf-file-check';
import { fetchPdfBytes } from './fetch-pdf';
import { takeHandoff, sweepHandoffs } from './handoff';
import { mimeHandlerPageApi, readHandlerStream, type MimeHandlerPageApi } from './pdf-handler-stream';
import { readPdfThroughTab, type TabReadMessenger } from './read-through-tab';
import type { TabReadFailure } from '@/utils/messaging/viewer-replies';
import { pdfNameFromUrl, pdfUrlScheme, readViewerAddress } from './viewer-address';
import { TAB_READ_MAX_BYTES_LABEL } from './tab-read-limit';

export interface ViewerDocument {
  name: string;
  bytes: Uint8Array;
  /**
   * Set when the browser opened the viewer as its PDF handler: a PDF the viewer cannot render calls it, and
   * the browser's own viewer takes the PDF over (this page is then torn down).
   */
  fallBack?: () => Promise<void>;
}

export type ViewerLoadFailureReason = TabReadFailure | 'file-url' | 'unsupported' | 'handoff-gone';

/** Why the named document could not be had, as the viewer's failure line ends: "<name> could not be opened: …". */
export interface ViewerLoadFailure {
  failure: { reason: ViewerLoadFailureReason; name: string; message: string };
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

function failed(reason: ViewerLoadFailureReason, name: string): ViewerLoadFailure {
  const message = {
    'file-url': () => i18n.t('viewerWays.fileUrl'),
    unsupported: () => i18n.t('viewerWays.unsupported'),
    'handoff-gone': () => i18n.t('viewerWays.handoffGone'),
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
    return handed ? { name: handed.name, bytes: handed.bytes } : failed('handoff-gone', '');
  }
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
