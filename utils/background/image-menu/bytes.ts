/** A data: URL (base64) from the frame back into bytes and its MIME type, in the worker. Pure. */

/** Its MIME type ('' when none or not base64) and bytes; undefined when it is no base64 data: URL. */
export function imageMenuDataUrlBytes(dataUrl: string): { mime: string; bytes: Uint8Array } | undefined {
  const comma = dataUrl.indexOf(',');
  const head = comma > 0 ? dataUrl.slice(0, comma) : '';
  const match = /^data:([^;,]*)(?:;[^;,]*)*;base64$/i.exec(head);
  if (!match) return undefined;
  const data = dataUrl.slice(comma + 1);
  const fromBase64 = (Uint8Array as unknown as { fromBase64?: (text: string) => Uint8Array }).fromBase64;
  try {
    if (fromBase64) return { mime: imageMenuMime(match[1] ?? ''), bytes: fromBase64(data) };
    const binary = atob(data);
    const bytes = new Uint8Array(binary.length);
    for (let at = 0; at < binary.length; at++) bytes[at] = binary.charCodeAt(at);
    return { mime: imageMenuMime(match[1] ?? ''), bytes };
  } catch {
    return undefined;
  }
}

/** FileReader names a typeless blob application/octet-stream: that says nothing, so it is dropped. */
function imageMenuMime(declared: string): string {
  const mime = declared.trim().toLowerCase();
  return mime === 'application/octet-stream' ? '' : mime;
}
