/**
 * The viewer's address names where its document comes from, and nothing else: `?url=<PDF>&from=<tab>` (a
 * PDF the user opened from its tab or a link) or `?file=<handoff id>` (a file picked or dropped in the side
 * panel). Pure: the popup, the side panel, the background and the viewer build and read it here.
 */

/** The viewer's page, as the build names it. */
export const VIEWER_PAGE = 'viewer.html';

export type ViewerSource =
  { kind: 'url'; url: string; fromTab?: number } | { kind: 'file'; id: string } | { kind: 'none' };

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

/** What the viewer's own address asks it to open. */
export function readViewerAddress(address: URL): ViewerSource {
  const file = address.searchParams.get('file');
  if (file !== null) return isHandoffId(file) ? { kind: 'file', id: file } : { kind: 'none' };
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
    return source.kind === 'url' ? source.url : undefined;
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
