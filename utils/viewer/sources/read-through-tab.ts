/** The viewer's side of a read in the PDF's own tab: it asks the background for the parts and joins them. */
import type { TabReadFailure, TabReadPart, TabReadStart } from '@/utils/messaging/viewer-replies';

/** How the viewer asks the background (sendMessage in the page; a fake in tests). */
export interface TabReadMessenger {
  start(tabId: number, url: string): Promise<TabReadStart>;
  part(tabId: number, token: string, offset: number): Promise<TabReadPart>;
}

/** Decodes base64 into `into` at `offset`; resolves with how many bytes it wrote. */
export function decodeBase64Into(data: string, into: Uint8Array, offset: number): number {
  const binary = atob(data);
  if (offset + binary.length > into.length) throw new RangeError('More bytes than the read announced');
  for (let index = 0; index < binary.length; index++) into[offset + index] = binary.charCodeAt(index);
  return binary.length;
}

export async function readPdfThroughTab(
  tabId: number,
  url: string,
  messenger: TabReadMessenger,
): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; reason: TabReadFailure }> {
  const start = await messenger.start(tabId, url).catch(() => ({ ok: false, reason: 'no-access' }) as const);
  if (!start.ok) return start;
  const bytes = new Uint8Array(start.size);
  let offset = 0;
  while (offset < start.size) {
    const part = await messenger
      .part(tabId, start.token, offset)
      .catch(() => ({ ok: false, reason: 'gone' }) as const);
    if (!part.ok) return part;
    let written: number;
    try {
      written = decodeBase64Into(part.data, bytes, offset);
    } catch {
      return { ok: false, reason: 'gone' };
    }
    // A part that brings nothing would loop for ever: the read is over either way.
    if (written === 0) break;
    offset += written;
    if (part.done) break;
  }
  return offset === start.size ? { ok: true, bytes } : { ok: false, reason: 'gone' };
}
