import { describe, expect, it, vi } from 'vitest';
import { loadViewerDocument, type ViewerLoadDeps } from '@/utils/viewer/sources/load-document';
import type { HandedOver } from '@/utils/viewer/sources/handoff';
import type { MimeHandlerPageApi } from '@/utils/viewer/sources/pdf-handler-stream';
import type { TabReadMessenger } from '@/utils/viewer/sources/read-through-tab';
import {
  viewerPathForFile,
  viewerPathForPageImage,
  viewerPathForRefusedImage,
  viewerPathForUrl,
} from '@/utils/viewer/sources/viewer-address';

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const HTML = new TextEncoder().encode('<!doctype html><title>Sign in</title>');
const at = (path: string) => new URL(`chrome-extension://abc${path}`);

const noTab: TabReadMessenger = {
  start: () => Promise.reject(new Error('not asked')),
  part: () => Promise.reject(new Error('not asked')),
};

function tabWith(bytes: Uint8Array): TabReadMessenger & { starts: string[] } {
  const starts: string[] = [];
  return {
    starts,
    start: (_tabId, url) => {
      starts.push(url);
      return Promise.resolve({ ok: true, token: 't', size: bytes.length });
    },
    part: () => Promise.resolve({ ok: true, data: Buffer.from(bytes).toString('base64'), done: true }),
  };
}

function deps(overrides: Partial<ViewerLoadDeps>): Partial<ViewerLoadDeps> {
  return {
    fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    tab: noTab,
    takeHandoff: () => Promise.resolve(undefined),
    sweepHandoffs: () => Promise.resolve(0),
    mimeHandler: undefined,
    ...overrides,
  };
}

const answer = (bytes: Uint8Array, status = 200) =>
  Promise.resolve(new Response(bytes as Uint8Array<ArrayBuffer>, { status }));

describe('loadViewerDocument', () => {
  it('an address that names nothing opens the empty viewer', async () => {
    expect(await loadViewerDocument(at('/viewer.html'), deps({}))).toBeNull();
  });

  it("a PDF the viewer may fetch is fetched with the site's cookies, and the tab is left alone", async () => {
    const fetch = vi.fn(() => answer(PDF));
    const tab = tabWith(PDF);
    const url = 'https://bank.example/statements/May%202026.pdf';
    const loaded = await loadViewerDocument(at(viewerPathForUrl(url, 3)), deps({ fetch, tab }));
    expect(loaded).toEqual({ name: 'May 2026.pdf', bytes: PDF });
    expect(fetch).toHaveBeenCalledWith(url, { credentials: 'include' });
    expect(tab.starts).toEqual([]);
  });

  it('a fetch the browser refuses (no permission, no CORS) is read through the PDF tab', async () => {
    const tab = tabWith(PDF);
    const url = 'https://portal.example/doc?id=9';
    expect(await loadViewerDocument(at(viewerPathForUrl(url, 3)), deps({ tab }))).toEqual({
      name: 'doc',
      bytes: PDF,
    });
    expect(tab.starts).toEqual([url]);
  });

  it("a login page instead of the PDF (the viewer's fetch lacks the site's session) asks the tab", async () => {
    const tab = tabWith(PDF);
    const loaded = await loadViewerDocument(
      at(viewerPathForUrl('https://portal.example/x.pdf', 3)),
      deps({ fetch: () => answer(HTML), tab }),
    );
    expect(loaded).toEqual({ name: 'x.pdf', bytes: PDF });
  });

  it('what is not a PDF from either read is refused with a message, never handed to pdf.js', async () => {
    const loaded = await loadViewerDocument(
      at(viewerPathForUrl('https://evil.example/invoice.pdf', 3)),
      deps({ fetch: () => answer(HTML), tab: tabWith(HTML) }),
    );
    expect(loaded).toEqual({
      failure: { reason: 'not-pdf', name: 'invoice.pdf', message: expect.stringContaining('not a PDF') },
    });
  });

  it('without a tab to ask, a refused fetch says so and how to open the file instead', async () => {
    const loaded = await loadViewerDocument(at(viewerPathForUrl('https://a.example/x.pdf')), deps({}));
    expect(loaded).toEqual({
      failure: {
        reason: 'fetch-failed',
        name: 'x.pdf',
        message: expect.stringContaining('open it with Open a file'),
      },
    });
  });

  it('a PDF on the computer is opened with Open a file, not fetched (no file-URL access needed)', async () => {
    const fetch = vi.fn(() => answer(PDF));
    const loaded = await loadViewerDocument(
      at(viewerPathForUrl('file:///home/ada/invoice.pdf', 3)),
      deps({ fetch }),
    );
    expect(loaded).toEqual({
      failure: {
        reason: 'file-url',
        name: 'invoice.pdf',
        message: 'it is a file on this computer. Open it with Open a file.',
      },
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("the tab's refusal of a huge PDF tells the user to save it and open it with Open a file", async () => {
    const tab: TabReadMessenger = {
      start: () => Promise.resolve({ ok: false, reason: 'too-big' }),
      part: () => Promise.reject(new Error('not asked')),
    };
    const loaded = await loadViewerDocument(
      at(viewerPathForUrl('https://a.example/big.pdf', 3)),
      deps({ tab }),
    );
    expect(loaded).toEqual({
      failure: {
        reason: 'too-big',
        name: 'big.pdf',
        message: expect.stringContaining('Save the PDF and open it with Open a file'),
      },
    });
  });

  it('a handed-over file is taken once; a second viewer with the same id is told it is gone', async () => {
    const id = crypto.randomUUID();
    const kept = new Map<string, HandedOver>([
      [id, { name: 'scan.pdf', bytes: PDF, mime: 'application/pdf' }],
    ]);
    const takeHandoff = (key: string) => {
      const file = kept.get(key);
      kept.delete(key);
      return Promise.resolve(file);
    };
    const address = at(viewerPathForFile(id));
    expect(await loadViewerDocument(address, deps({ takeHandoff }))).toEqual({
      name: 'scan.pdf',
      bytes: PDF,
    });
    expect(await loadViewerDocument(address, deps({ takeHandoff }))).toMatchObject({
      failure: { reason: 'handoff-gone' },
    });
  });

  it("a page's image handed over by the image menu opens as an image, with its MIME type and its page", async () => {
    const id = crypto.randomUUID();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const kept: HandedOver = {
      name: 'label.png',
      bytes: png,
      mime: 'image/png',
      pageUrl: 'https://cars.example/lot/7',
    };
    const loaded = await loadViewerDocument(
      at(viewerPathForPageImage(id, kept.pageUrl)),
      deps({ takeHandoff: (key) => Promise.resolve(key === id ? kept : undefined) }),
    );
    expect(loaded).toEqual({
      name: 'label.png',
      bytes: png,
      image: { mime: 'image/png', pageUrl: 'https://cars.example/lot/7' },
    });
  });

  it('an image file the side panel handed over is an image by its type; a PDF stays a PDF', async () => {
    const files = new Map<string, HandedOver>([
      ['a', { name: 'photo.jpg', bytes: new Uint8Array([0xff, 0xd8, 0xff]), mime: 'image/jpeg' }],
      ['b', { name: 'scan.pdf', bytes: PDF, mime: 'application/pdf' }],
    ]);
    const ids = { a: crypto.randomUUID(), b: crypto.randomUUID() };
    const takeHandoff = (key: string) => Promise.resolve(files.get(key === ids.a ? 'a' : 'b'));
    expect(await loadViewerDocument(at(viewerPathForFile(ids.a)), deps({ takeHandoff }))).toMatchObject({
      name: 'photo.jpg',
      image: { mime: 'image/jpeg' },
    });
    expect(await loadViewerDocument(at(viewerPathForFile(ids.b)), deps({ takeHandoff }))).toEqual({
      name: 'scan.pdf',
      bytes: PDF,
    });
  });

  it("a page's image the site refused is the image view's 'unreadable-source', named by its page", async () => {
    const loaded = await loadViewerDocument(
      at(viewerPathForRefusedImage('unreadable-source', 'https://web.whatsapp.com/')),
      deps({}),
    );
    expect(loaded).toEqual({
      failure: {
        reason: 'unreadable-source',
        name: 'Image from web.whatsapp.com',
        message: 'the site does not let the extension read it. Copy the image and paste it into the box.',
        image: { code: 'unreadable-source' },
      },
    });
  });

  it("a page's image over the limit says its size and the limit", async () => {
    const bytes = 52 * 1024 * 1024 + 400 * 1024;
    const loaded = await loadViewerDocument(
      at(viewerPathForRefusedImage('file-too-large', 'https://cars.example/', bytes)),
      deps({}),
    );
    expect(loaded).toMatchObject({
      failure: {
        reason: 'file-too-large',
        message: expect.stringContaining('it is 52 MB: images up to 25 MB are read'),
        image: { code: 'file-too-large', bytes, limitBytes: 25 * 1024 * 1024 },
      },
    });
  });

  it("as the browser's PDF handler it reads the stream, and hands back a way to the browser's viewer", async () => {
    const abort = vi.fn(() => Promise.resolve());
    const mimeHandler: MimeHandlerPageApi = {
      getStreamInfo: () =>
        Promise.resolve({
          streamUrl: 'chrome-extension://abc/stream-1',
          originalUrl: 'https://bank.example/a/receipt.pdf',
          tabId: 4,
          mimeType: 'application/pdf',
          embedded: false,
        }),
      abortAndFallbackToNativeHandler: abort,
    };
    const fetch = vi.fn(() => answer(PDF));
    const loaded = await loadViewerDocument(at('/viewer.html'), deps({ fetch, mimeHandler }));
    expect(fetch).toHaveBeenCalledWith('chrome-extension://abc/stream-1', { credentials: 'include' });
    expect(loaded).toMatchObject({ name: 'receipt.pdf', bytes: PDF });
    expect(abort).not.toHaveBeenCalled();
    await (loaded as { fallBack: () => Promise<void> }).fallBack();
    expect(abort).toHaveBeenCalledTimes(1);

    // A stream that is no PDF goes straight back to the browser.
    const other = await loadViewerDocument(
      at('/viewer.html'),
      deps({ fetch: () => answer(HTML), mimeHandler }),
    );
    expect(other).toMatchObject({ failure: { reason: 'not-pdf' } });
    expect(abort).toHaveBeenCalledTimes(2);
  });

  it('outside a handler context (getStreamInfo refuses) the viewer is empty', async () => {
    const mimeHandler: MimeHandlerPageApi = {
      getStreamInfo: () => Promise.reject(new Error('Not a mime handler context')),
      abortAndFallbackToNativeHandler: () => Promise.reject(new Error('not asked')),
    };
    expect(await loadViewerDocument(at('/viewer.html'), deps({ mimeHandler }))).toBeNull();
  });
});
