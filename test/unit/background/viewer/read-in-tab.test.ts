/**
 * The read through a PDF's tab, with the injected functions run here as the browser runs them in the tab's
 * isolated world: their arguments are what the worker passes, their globals a fresh world's.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readPdfPartInTab, startPdfReadInTab } from '@/utils/background/viewer/read-in-tab';
import { TAB_READ_MAX_BYTES, TAB_READ_PART_BYTES } from '@/utils/viewer/sources/tab-read-limit';

type Injected = { func: (...args: unknown[]) => unknown; args: unknown[]; target: { tabId: number } };

/** Runs injected functions locally; `fails` as the browser does without a grant for the tab. */
function runInjectedHere(fails = false) {
  return vi.spyOn(fakeBrowser.scripting, 'executeScript').mockImplementation((async (options: Injected) => {
    if (fails)
      throw new Error('Cannot access contents of the page. Extension manifest must request permission');
    return [{ frameId: 0, result: await options.func(...options.args) }];
  }) as never);
}

function serve(body: Uint8Array | string, headers: Record<string, string> = {}) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body as BodyInit, { headers }));
}

const pdfOf = (size: number) => {
  const bytes = new Uint8Array(size).map((_, index) => index % 251);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
};

describe('reading a PDF in its tab', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    delete (globalThis as Record<string, unknown>)['__vinTinPdfReads'];
  });

  it("fetches with the page's cookies, hands out the exact bytes in parts, then lets them go", async () => {
    runInjectedHere();
    const pdf = pdfOf(TAB_READ_PART_BYTES + 1000);
    const fetch = serve(pdf);
    const start = await startPdfReadInTab(5, 'https://portal.example/s.pdf');
    expect(fetch).toHaveBeenCalledWith('https://portal.example/s.pdf', { credentials: 'include' });
    expect(start).toEqual({ ok: true, token: expect.any(String), size: pdf.length });
    if (!start.ok) return;

    const first = await readPdfPartInTab(5, start.token, 0);
    const second = await readPdfPartInTab(5, start.token, TAB_READ_PART_BYTES);
    expect(first).toMatchObject({ ok: true, done: false });
    expect(second).toMatchObject({ ok: true, done: true });
    if (!first.ok || !second.ok) return;
    const joined = Buffer.concat([Buffer.from(first.data, 'base64'), Buffer.from(second.data, 'base64')]);
    // Compared as buffers: a deep equality over 4 MB, element by element, takes half a minute.
    expect(joined.length).toBe(pdf.length);
    expect(joined.equals(Buffer.from(pdf))).toBe(true);
    // The last part freed them: asking again finds nothing.
    expect(await readPdfPartInTab(5, start.token, 0)).toEqual({ ok: false, reason: 'gone' });
  });

  it('refuses what is not a PDF, an empty answer, and a refused fetch', async () => {
    runInjectedHere();
    serve('<!doctype html><title>Sign in</title>');
    expect(await startPdfReadInTab(5, 'https://a.example/x.pdf')).toEqual({ ok: false, reason: 'not-pdf' });
    serve(new Uint8Array(0));
    expect(await startPdfReadInTab(5, 'https://a.example/x.pdf')).toEqual({ ok: false, reason: 'empty' });
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await startPdfReadInTab(5, 'https://b.example/x.pdf')).toEqual({
      ok: false,
      reason: 'fetch-failed',
    });
  });

  it('refuses a huge answer by its declared length before reading it, and by its bytes while reading', async () => {
    runInjectedHere();
    const declared = serve(pdfOf(10), { 'content-length': String(TAB_READ_MAX_BYTES + 1) });
    expect(await startPdfReadInTab(5, 'https://a.example/big.pdf')).toEqual({ ok: false, reason: 'too-big' });
    expect(declared).toHaveBeenCalledTimes(1);

    // A server that sends more than it declared (or declares nothing): counted as it streams.
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 8 * 1024 * 1024;
        controller.enqueue(new Uint8Array(8 * 1024 * 1024));
      },
    });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(endless));
    expect(await startPdfReadInTab(5, 'https://a.example/endless.pdf')).toEqual({
      ok: false,
      reason: 'too-big',
    });
    expect(sent).toBeLessThanOrEqual(TAB_READ_MAX_BYTES + 16 * 1024 * 1024);
  });

  it('without a grant for the tab (it moved on, or was never clicked) says so', async () => {
    runInjectedHere(true);
    expect(await startPdfReadInTab(5, 'https://a.example/x.pdf')).toEqual({ ok: false, reason: 'no-access' });
    expect(await readPdfPartInTab(5, 'token', 0)).toEqual({ ok: false, reason: 'no-access' });
  });

  it('a token the tab does not hold, or an offset outside the file, gives nothing', async () => {
    runInjectedHere();
    serve(pdfOf(100));
    const start = await startPdfReadInTab(5, 'https://a.example/x.pdf');
    if (!start.ok) throw new Error('not started');
    expect(await readPdfPartInTab(5, 'someone-else', 0)).toEqual({ ok: false, reason: 'gone' });
    expect(await readPdfPartInTab(5, start.token, 100)).toEqual({ ok: false, reason: 'gone' });
  });
});
