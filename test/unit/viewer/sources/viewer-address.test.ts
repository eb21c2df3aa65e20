import { describe, expect, it } from 'vitest';
import {
  hasPdfPath,
  pdfNameFromUrl,
  pdfUrlScheme,
  readViewerAddress,
  viewerPathForFile,
  viewerPathForPageImage,
  viewerPathForRefusedImage,
  viewerPathForUrl,
  viewerDocumentUrl,
} from '@/utils/viewer/sources/viewer-address';

const at = (path: string) => new URL(`chrome-extension://abc${path}`);

describe("the viewer's address", () => {
  it('names a PDF and the tab it came from, whatever its own query holds', () => {
    const pdf = 'https://bank.example/files/invoice.pdf?sig=a&b=c#page=2';
    expect(readViewerAddress(at(viewerPathForUrl(pdf, 42)))).toEqual({ kind: 'url', url: pdf, fromTab: 42 });
    expect(readViewerAddress(at(viewerPathForUrl(pdf)))).toEqual({ kind: 'url', url: pdf });
  });

  it('ignores a tab that is no tab id', () => {
    expect(readViewerAddress(at('/viewer.html?url=https%3A%2F%2Fa.example%2Fx.pdf&from=abc'))).toEqual({
      kind: 'url',
      url: 'https://a.example/x.pdf',
    });
    expect(readViewerAddress(at('/viewer.html?url=https%3A%2F%2Fa.example%2Fx.pdf&from=-1'))).toEqual({
      kind: 'url',
      url: 'https://a.example/x.pdf',
    });
  });

  it('names a handoff only by a random id; anything else names nothing', () => {
    const id = crypto.randomUUID();
    expect(readViewerAddress(at(viewerPathForFile(id)))).toEqual({ kind: 'file', id });
    expect(readViewerAddress(at('/viewer.html?file=../../secrets'))).toEqual({ kind: 'none' });
    expect(readViewerAddress(at('/viewer.html?file=1'))).toEqual({ kind: 'none' });
    expect(readViewerAddress(at('/viewer.html'))).toEqual({ kind: 'none' });
    expect(readViewerAddress(at('/viewer.html?url='))).toEqual({ kind: 'none' });
  });
});

describe("a page's image in the viewer's address (the image menu)", () => {
  it('names the handoff and the page it was on, never the image itself', () => {
    const id = crypto.randomUUID();
    const path = viewerPathForPageImage(id, 'https://cars.example/lot/7?v=1');
    expect(readViewerAddress(at(path))).toEqual({
      kind: 'file',
      id,
      pageUrl: 'https://cars.example/lot/7?v=1',
    });
    expect(readViewerAddress(at(viewerPathForPageImage(id, undefined)))).toEqual({ kind: 'file', id });
  });

  it('keeps only a web or file page as the page: a script address is dropped', () => {
    const id = crypto.randomUUID();
    expect(readViewerAddress(at(viewerPathForPageImage(id, 'javascript:alert(1)')))).toEqual({
      kind: 'file',
      id,
    });
  });

  it('names why an image came without its bytes, and the size only for one over the limit', () => {
    expect(
      readViewerAddress(at(viewerPathForRefusedImage('unreadable-source', 'https://web.whatsapp.com/'))),
    ).toEqual({ kind: 'image-refused', reason: 'unreadable-source', pageUrl: 'https://web.whatsapp.com/' });
    expect(readViewerAddress(at(viewerPathForRefusedImage('file-too-large', undefined, 52_000_000)))).toEqual(
      {
        kind: 'image-refused',
        reason: 'file-too-large',
        bytes: 52_000_000,
      },
    );
    expect(readViewerAddress(at('/viewer.html?imageRefused=anything'))).toEqual({ kind: 'none' });
    expect(readViewerAddress(at('/viewer.html?imageRefused=file-too-large&size=-5'))).toEqual({
      kind: 'image-refused',
      reason: 'file-too-large',
    });
  });
});

describe("the document a viewer shows, for the history's page column", () => {
  it("is its PDF's own address, or none for a file", () => {
    const base = 'chrome-extension://abc/viewer.html';
    const pdf = 'https://portal.example.ng/invoices/INV-42.pdf?x=1';
    expect(viewerDocumentUrl(`${base}?url=${encodeURIComponent(pdf)}&from=3`)).toBe(pdf);
    expect(viewerDocumentUrl(`${base}?file=0b9d3c52-4a1e-4f0a-9b7e-2f1c3d4e5f60`)).toBeUndefined();
    expect(viewerDocumentUrl(base)).toBeUndefined();
    expect(viewerDocumentUrl('not an address')).toBeUndefined();
    expect(viewerDocumentUrl(undefined)).toBeUndefined();
  });

  it("is a page image's page, as a PDF's address is the PDF's", () => {
    const base = 'chrome-extension://abc';
    const page = 'https://cars.example/lot/7';
    expect(viewerDocumentUrl(base + viewerPathForPageImage(crypto.randomUUID(), page))).toBe(page);
    expect(viewerDocumentUrl(base + viewerPathForRefusedImage('unreadable-source', page))).toBe(page);
  });
});

describe('PDF addresses', () => {
  it('a path ending in .pdf, in any case and with a query, is a PDF by its name', () => {
    expect(hasPdfPath('https://a.example/docs/Invoice.PDF?download=1')).toBe(true);
    expect(hasPdfPath('https://a.example/docs/invoice.pdf#page=3')).toBe(true);
    expect(hasPdfPath('https://a.example/download?file=invoice.pdf')).toBe(false);
    expect(hasPdfPath('https://a.example/pdf')).toBe(false);
    expect(hasPdfPath('not a url')).toBe(false);
  });

  it('tells web addresses from files and everything else', () => {
    expect(pdfUrlScheme('https://a.example/x.pdf')).toBe('web');
    expect(pdfUrlScheme('http://127.0.0.1:8080/x.pdf')).toBe('web');
    expect(pdfUrlScheme('file:///home/ada/x.pdf')).toBe('file');
    expect(pdfUrlScheme('javascript:alert(1)')).toBe('other');
    expect(pdfUrlScheme('data:application/pdf;base64,JVBERi0=')).toBe('other');
    expect(pdfUrlScheme('::')).toBe('other');
  });

  it("names the document by the address's last segment, decoded, or its host", () => {
    expect(pdfNameFromUrl('https://a.example/files/CAC%20certificate.pdf?x=1')).toBe('CAC certificate.pdf');
    expect(pdfNameFromUrl('https://a.example/')).toBe('a.example');
    expect(pdfNameFromUrl('https://a.example/%E0%A4%A.pdf')).toBe('%E0%A4%A.pdf');
  });
});
