/**
 * The test PDFs are what they say they are, as pdf.js reads them: the e2e tests and the bench rely on it
 * (a "password" PDF that opened without one would prove nothing about the viewer's password prompt).
 */
import { describe, expect, it } from 'vitest';
import {
  PDF_BUYER_TIN,
  boxedDigitsPdf,
  PDF_SUPPLIER_NAME,
  PDF_SUPPLIER_TAX_ID,
  corruptPdf,
  invoicePdf,
  javascriptPdf,
  largePdf,
  manyPagesPdf,
  notAPdf,
  passwordPdf,
  scannedPdf,
  spacedDigitsPdf,
  splitRunTaxIdPdf,
  twoColumnTablePdf,
} from '../../support/pdf/build-pdfs';
import { loadPdfJsForNode, openPdfInNode, readPdfPagesInNode } from '../../support/pdf/pdfjs-node';

/** The error pdf.js gives when opening `bytes` (with `password`), or undefined when it opens. */
async function openingError(
  bytes: Uint8Array,
  password?: string,
): Promise<{ name: string; code?: number } | undefined> {
  const task = await openPdfInNode(bytes, password);
  try {
    await task.promise;
    return undefined;
  } catch (error) {
    const { name, code } = error as { name: string; code?: number };
    return { name, ...(code === undefined ? {} : { code }) };
  } finally {
    await task.destroy();
  }
}

async function pageText(bytes: Uint8Array): Promise<string> {
  const pages = await readPdfPagesInNode(bytes);
  return pages.map((page) => page.items.map((item) => item.str).join(' ')).join('\n');
}

describe('test PDF builders', () => {
  it.each([
    ['invoicePdf', invoicePdf],
    ['splitRunTaxIdPdf', splitRunTaxIdPdf],
    ['twoColumnTablePdf', twoColumnTablePdf],
    ['spacedDigitsPdf', spacedDigitsPdf],
    ['boxedDigitsPdf', boxedDigitsPdf],
    ['manyPagesPdf(3)', () => manyPagesPdf(3)],
    ['javascriptPdf', () => javascriptPdf('http://127.0.0.1:9/canary')],
    ['scannedPdf', scannedPdf],
  ])('%s gives the same bytes each time', async (_name, build) => {
    const [first, second] = await Promise.all([build(), build()]);
    expect(first.length).toBeGreaterThan(500);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('largePdf(n) weighs n MB and still reads as the invoice', async () => {
    const bytes = await largePdf(3);
    expect(bytes.length).toBeGreaterThan(3 * 1024 * 1024);
    expect(bytes.length).toBeLessThan(3.1 * 1024 * 1024);
    expect(await pageText(bytes)).toContain(`Tax ID: ${PDF_SUPPLIER_TAX_ID}`);
  });

  it('manyPagesPdf(n) has n pages', async () => {
    expect(await readPdfPagesInNode(await manyPagesPdf(12))).toHaveLength(12);
  });

  it('passwordPdf asks for its password, refuses a wrong one and opens with the right one', async () => {
    const pdfjs = await loadPdfJsForNode();
    const bytes = await passwordPdf('s3cret');
    expect(await openingError(bytes)).toEqual({
      name: 'PasswordException',
      code: pdfjs.PasswordResponses.NEED_PASSWORD,
    });
    expect(await openingError(bytes, 'wrong')).toEqual({
      name: 'PasswordException',
      code: pdfjs.PasswordResponses.INCORRECT_PASSWORD,
    });
    expect(await openingError(bytes, 's3cret')).toBeUndefined();
    // Encrypted, the invoice's text is nowhere in the bytes.
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('1049382700013');
  });

  it('javascriptPdf holds every script and submit action, pointing at the given address', async () => {
    const url = 'http://127.0.0.1:9/canary';
    const bytes = await javascriptPdf(url);
    const source = Buffer.from(bytes).toString('latin1');
    expect(source).toContain('/OpenAction');
    expect(source.match(/\/S \/JavaScript/g)?.length).toBe(4);
    expect(source).toContain('/S /SubmitForm');
    for (const from of ['open-action', 'document-script', 'link', 'field-keystroke', 'submit-link']) {
      expect(source).toContain(`${url}?from=${from}`);
    }
    const task = await openPdfInNode(bytes);
    try {
      const page = await (await task.promise).getPage(1);
      const annotations = (await page.getAnnotations()) as {
        subtype: string;
        fieldName?: string;
        url?: string;
      }[];
      expect(annotations.map((annotation) => annotation.subtype).sort()).toEqual(['Link', 'Link', 'Widget']);
      expect(annotations.find((annotation) => annotation.subtype === 'Widget')?.fieldName).toBe('buyer_tin');
      // Neither link is a plain web link a viewer would follow.
      expect(annotations.some((annotation) => annotation.url)).toBe(false);
    } finally {
      await task.destroy();
    }
    expect(await pageText(bytes)).toContain(`Tax ID: ${PDF_SUPPLIER_TAX_ID}`);
  });

  it('scannedPdf has a page with a picture and no text', async () => {
    const pdfjs = await loadPdfJsForNode();
    const task = await openPdfInNode(await scannedPdf());
    try {
      const page = await (await task.promise).getPage(1);
      expect((await page.getTextContent()).items).toEqual([]);
      expect((await page.getOperatorList()).fnArray).toContain(pdfjs.OPS.paintImageXObject);
    } finally {
      await task.destroy();
    }
  });

  it.each([
    ['corruptPdf', corruptPdf, 'InvalidPDFException'],
    ['notAPdf (HTML)', async () => notAPdf(), 'InvalidPDFException'],
    ['notAPdf (PNG)', async () => notAPdf('png'), 'InvalidPDFException'],
    ['a 0-byte file', async () => new Uint8Array(), 'InvalidPDFException'],
  ])('%s does not open as a PDF', async (_name, build, name) => {
    expect(await openingError(await build())).toEqual({ name });
  });

  it('invoicePdf prints the supplier, its Tax ID and the buyer TIN as text', async () => {
    const text = await pageText(await invoicePdf());
    for (const printed of [PDF_SUPPLIER_NAME, PDF_SUPPLIER_TAX_ID, PDF_BUYER_TIN])
      expect(text).toContain(printed);
  });
});
