/**
 * The viewer's address names where its document comes from, and nothing else: `?url=<PDF>&from=<tab>` (a
 * PDF the user opened from its tab or a link), `?file=<handoff id>` (a file picked or dropped in the side
 * panel; `&page=<address>` when it is a page's image from the image menu) or `?imageRefused=<reason>` (a page's
 * image whose bytes the browser or site refused). Pure: the popup, the side panel, the background and the viewer
 * build and read it here.
 */

/** The viewer's page, as the build names it. */
export const VIEWER_PAGE = 'viewer.html';

/**
 * Why a page's image (the image menu, utils/background/image-menu) reached the viewer without its bytes: the
 * browser or the site refused them, or they are over the image limit. The viewer says so and takes a paste.
 */
export type RefusedImageReason = 'unreadable-source' | 'file-too-large';

export type ViewerSource =
  | { kind: 'url'; url: string; fromTab?: number }
  /** `pageUrl`: set when the file is a page's image (the image menu), the page it was on. */
  | { kind: 'file'; id: string; pageUrl?: string }
  | { kind: 'image-refused'; reason: RefusedImageReason; bytes?: number; pageUrl?: string }
  | { kind: 'none' };

/** A handoff id is a random UUID (handoff.ts): anything else in `?file=` names nothing. */
const HANDOFF_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isHandoffId(id: string): boolean {
  return HANDOFF_ID.test(id);
}

/** The path (with its query) of the viewer for a PDF at `url`, read with the help of tab `fromTab`. */
export function viewerPathForUrl(url: string, fromTab?: number): string {
  const query = new URLSearchParams({ url });
  if (fromTab !== undefined) query.set('from', String(fromTab));
  return `/${VIEWER_PAGE}?${query.toString()}`;
}

export function viewerPathForFile(id: string): string {
  return `/${VIEWER_PAGE}?${new URLSearchParams({ file: id }).toString()}`;
}

/** A page's image handed over under `id`; `page` names the page it was on (never the image's own address). */
export function viewerPathForPageImage(id: string, pageUrl: string | undefined): string {
  const query = new URLSearchParams({ file: id });
  if (pageUrl) query.set('page', pageUrl);
  return `/${VIEWER_PAGE}?${query.toString()}`;
}

/** A page's image whose bytes could not be had: the viewer says why and takes a paste instead. */
export function viewerPathForRefusedImage(
  reason: RefusedImageReason,
  pageUrl: string | undefined,
  bytes?: number,
): string {
  const query = new URLSearchParams({ imageRefused: reason });
  if (bytes !== undefined) query.set('size', String(bytes));
  if (pageUrl) query.set('page', pageUrl);
  return `/${VIEWER_PAGE}?${query.toString()}`;
}

/** Only a web or file page's address is kept as the page an image came from. */
function pageOf(address: URL): string | undefined {
  const page = address.searchParams.get('page');
  return page && /^(https?|file):/i.test(page) ? page : undefined;
}

/** What the viewer's own address asks it to open. */
export function readViewerAddress(address: URL): ViewerSource {
  const file = address.searchParams.get('file');
  const pageUrl = pageOf(address);
  if (file !== null) {
    if (!isHandoffId(file)) return { kind: 'none' };
    return pageUrl ? { kind: 'file', id: file, pageUrl } : { kind: 'file', id: file };
  }
  const refused = address.searchParams.get('imageRefused');
  if (refused === 'unreadable-source' || refused === 'file-too-large') {
    const size = Number(address.searchParams.get('size'));
    return {
      kind: 'image-refused',
      reason: refused,
      ...(refused === 'file-too-large' && Number.isSafeInteger(size) && size > 0 ? { bytes: size } : {}),
      ...(pageUrl ? { pageUrl } : {}),
    };
  }
  const url = address.searchParams.get('url');
  if (url === null || url === '') return { kind: 'none' };
  const from = Number(address.searchParams.get('from'));
  return Number.isInteger(from) && from >= 0 && address.searchParams.has('from')
    ? { kind: 'url', url, fromTab: from }
    : { kind: 'url', url };
}

/**
 * The address of the document a viewer at `address` shows, for the history's page column: its PDF's own
 * URL, or none (a picked or dropped file has no address, and the viewer's own says nothing to a reader).
 */
export function viewerDocumentUrl(address: string | undefined): string | undefined {
  if (!address) return undefined;
  try {
    const source = readViewerAddress(new URL(address));
    if (source.kind === 'url') return source.url;
    // A page's image: the page it was on, as a PDF's address is the PDF's.
    return source.kind === 'file' || source.kind === 'image-refused' ? source.pageUrl : undefined;
  } catch {
    return undefined;
  }
}

/** Schemes the viewer fetches: a file:// PDF is opened with "Open a file" instead (no file-URL access). */
export type PdfUrlScheme = 'web' | 'file' | 'other';

export function pdfUrlScheme(url: string): PdfUrlScheme {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'other';
  }
  if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return 'web';
  return parsed.protocol === 'file:' ? 'file' : 'other';
}

/** An address whose path ends in `.pdf` (any case; query and fragment aside). Many PDFs have none. */
export function hasPdfPath(url: string): boolean {
  try {
    return /\.pdf$/i.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/** A file name for the viewer's title: the address's last path segment, decoded, or its host. */
export function pdfNameFromUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const last = parsed.pathname.split('/').filter(Boolean).pop();
    if (!last) return parsed.host || url;
    try {
      return decodeURIComponent(last);
    } catch {
      return last;
    }
  } catch {
    return url;
  }
}

/**
 * Context menu patterns (Chrome match patterns): a path ending in `.pdf` or `.PDF`, with or without a
 * query. Links to PDFs without `.pdf` have the popup's button instead.
 */
export const PDF_URL_PATTERNS = ['*://*/*.pdf', '*://*/*.pdf?*', '*://*/*.PDF', '*://*/*.PDF?*'];
