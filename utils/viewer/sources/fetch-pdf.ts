/**
 * The viewer's own fetch of a PDF's address, with the user's cookies for that site. It succeeds where the
 * extension holds the origin's host permission (a site the user chose to scan) or the server allows CORS;
 * anywhere else the browser refuses it, and the viewer asks for the PDF's tab (read-through-tab.ts).
 */
import { PDF_MAX_BYTES } from '@/utils/viewer/pdf-file-check';

export type FetchedPdf = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'fetch-failed' | 'too-big' };

/** Reads `response`'s body up to `maxBytes`, refusing early by the declared length. */
export async function readBodyCapped(
  response: Response,
  maxBytes: number,
): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-big' }> {
  if (Number(response.headers.get('content-length')) > maxBytes) {
    void response.body?.cancel();
    return { ok: false, reason: 'too-big' };
  }
  if (!response.body) return { ok: true, bytes: new Uint8Array(await response.arrayBuffer()) };
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      void reader.cancel();
      return { ok: false, reason: 'too-big' };
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return { ok: true, bytes };
}

export async function fetchPdfBytes(
  url: string,
  fetcher: typeof fetch = fetch,
  maxBytes = PDF_MAX_BYTES,
): Promise<FetchedPdf> {
  let response: Response;
  try {
    response = await fetcher(url, { credentials: 'include' });
  } catch {
    return { ok: false, reason: 'fetch-failed' };
  }
  if (!response.ok) return { ok: false, reason: 'fetch-failed' };
  try {
    return await readBodyCapped(response, maxBytes);
  } catch {
    return { ok: false, reason: 'fetch-failed' };
  }
}
