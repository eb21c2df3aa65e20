/**
 * Reading a PDF's bytes in its own tab, when the viewer's own fetch is refused (no host permission, no CORS):
 * the user's click on the toolbar button or the context menu granted activeTab for that tab, and a fetch run
 * there is same-origin with the PDF, with the page's cookies. The bytes stay in the extension's isolated
 * world of the tab (never the page's own world) and leave it in bounded parts, one message each.
 */
import { browser } from 'wxt/browser';
import type { TabReadPart, TabReadStart } from '@/utils/messaging/viewer-replies';
import { TAB_READ_MAX_BYTES, TAB_READ_PART_BYTES } from '@/utils/viewer/sources/tab-read-limit';

/** Where the isolated world keeps the bytes between the viewer's questions (not the page's world). */
const STASH_KEY = '__vinTinPdfReads';

/** How long unread bytes stay in the tab: a viewer that never asks for the rest does not hold them for ever. */
const STASH_MS = 120_000;

/**
 * Runs in the tab (no closures: the browser serialises it). Fetches `url` as the page would, refuses what is
 * over `maxBytes` (by its declared length, then while reading) or does not start like a PDF, and keeps it.
 */
async function fetchPdfInTab(url: string, maxBytes: number, stashKey: string, keepMs: number) {
  type Stash = Map<string, Uint8Array>;
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include' });
  } catch {
    return { ok: false as const, reason: 'fetch-failed' as const };
  }
  if (!response.ok || !response.body) return { ok: false as const, reason: 'fetch-failed' as const };
  if (Number(response.headers.get('content-length')) > maxBytes) {
    void response.body.cancel();
    return { ok: false as const, reason: 'too-big' as const };
  }
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      void reader.cancel();
      return { ok: false as const, reason: 'too-big' as const };
    }
    parts.push(value);
  }
  if (size === 0) return { ok: false as const, reason: 'empty' as const };
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  // "%PDF-" within the first 1024 bytes; the viewer checks again (pdf-file-check.ts): this only keeps a
  // page's HTML from travelling as if it were a PDF.
  const head = String.fromCharCode(...bytes.subarray(0, 1028));
  if (!head.includes('%PDF-') || head.indexOf('%PDF-') > 1023) {
    return { ok: false as const, reason: 'not-pdf' as const };
  }
  const scope = globalThis as unknown as Record<string, Stash | undefined>;
  const stash = (scope[stashKey] ??= new Map());
  const token = crypto.randomUUID();
  stash.set(token, bytes);
  setTimeout(() => stash.delete(token), keepMs);
  return { ok: true as const, token, size };
}

/** Runs in the tab: one part of kept bytes as base64; the last part frees them. */
function takePdfPartInTab(stashKey: string, token: string, offset: number, length: number) {
  const stash = (globalThis as unknown as Record<string, Map<string, Uint8Array> | undefined>)[stashKey];
  const bytes = stash?.get(token);
  if (!bytes || offset < 0 || offset >= bytes.length) return { ok: false as const, reason: 'gone' as const };
  const part = bytes.subarray(offset, offset + length);
  let binary = '';
  for (let at = 0; at < part.length; at += 0x8000) {
    binary += String.fromCharCode(...part.subarray(at, at + 0x8000));
  }
  const done = offset + part.length >= bytes.length;
  if (done) stash?.delete(token);
  return { ok: true as const, data: btoa(binary), done };
}

/** The first frame's result of `func(...args)` run in the tab's isolated world. */
async function runInTab<T>(
  tabId: number,
  func: (...args: never[]) => T,
  args: unknown[],
): Promise<T | undefined> {
  const inject = browser.scripting.executeScript as (options: {
    target: { tabId: number };
    func: (...args: never[]) => T;
    args: unknown[];
  }) => Promise<{ result?: unknown }[]>;
  const [injection] = await inject({ target: { tabId }, func, args });
  return (await injection?.result) as T | undefined;
}

/** Starts a read of `url` in tab `tabId`: its size and a token for the parts, or why not. */
export async function startPdfReadInTab(tabId: number, url: string): Promise<TabReadStart> {
  try {
    const result = await runInTab(tabId, fetchPdfInTab, [url, TAB_READ_MAX_BYTES, STASH_KEY, STASH_MS]);
    return result ?? { ok: false, reason: 'no-access' };
  } catch {
    // No grant for this tab (the click's activeTab is gone: the tab moved on or closed), or a browser page.
    return { ok: false, reason: 'no-access' };
  }
}

/** The part of a started read at `offset` (a multiple of TAB_READ_PART_BYTES). */
export async function readPdfPartInTab(tabId: number, token: string, offset: number): Promise<TabReadPart> {
  try {
    const result = await runInTab(tabId, takePdfPartInTab, [STASH_KEY, token, offset, TAB_READ_PART_BYTES]);
    return result ?? { ok: false, reason: 'gone' };
  } catch {
    return { ok: false, reason: 'no-access' };
  }
}
