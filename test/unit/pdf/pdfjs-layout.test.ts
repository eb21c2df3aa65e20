/**
 * The layout on what the real pdf.js (legacy build, in Node) reads from the test PDFs: the same items the
 * viewer gets, then the project's detector on each block's text, as the page scanner reads it.
 */
import { describe, expect, it } from 'vitest';
import { detectIdentifiers, type Detection } from '@/utils/detect';
import { layoutPdfText, pdfBlockText } from '@/utils/pdf/text-layout';
import { readTaxpayerClaim } from '@/utils/taxpayer/page-claim';
import {
  PDF_BUYER_NAME,
  PDF_BUYER_TIN,
  PDF_CARRIER_TAX_ID,
  PDF_CARRIER_VIN,
  PDF_INVOICE_VIN,
  PDF_LOT_VINS,
  PDF_SUPPLIER_NAME,
  PDF_SUPPLIER_RC,
  PDF_SUPPLIER_TAX_ID,
  PDF_TABLE_BUYER_NAME,
  PDF_TABLE_BUYER_RC,
  PDF_TABLE_BUYER_TIN,
  boxedDigitsPdf,
  invoicePdf,
  manyPagesPdf,
  spacedDigitsPdf,
  splitRunTaxIdPdf,
  twoColumnTablePdf,
} from '../../support/pdf/build-pdfs';
import { readPdfPagesInNode, type PdfNodePage } from '../../support/pdf/pdfjs-node';

interface ReadBlock {
  text: string;
  found: string[];
}

function readBlocks(page: PdfNodePage): ReadBlock[] {
  return layoutPdfText(page.items, page.viewport).map((block) => {
    const text = pdfBlockText(block);
    return { text, found: detectIdentifiers(text).map((detection: Detection) => detection.value) };
  });
}

/** The one block where `value` is detected. */
function blockFinding(blocks: readonly ReadBlock[], value: string): ReadBlock {
  const holding = blocks.filter((block) => block.found.includes(value));
  expect(holding, `blocks detecting ${value}`).toHaveLength(1);
  return holding[0]!;
}

async function onlyPage(
  bytes: Promise<Uint8Array>,
  view: { scale?: number; rotation?: number } = {},
): Promise<PdfNodePage> {
  const pages = await readPdfPagesInNode(await bytes, view);
  expect(pages).toHaveLength(1);
  return pages[0]!;
}

describe('the layout on pdf.js text from the test PDFs', () => {
  it('reads the invoice: supplier name with its Tax ID and RC, the buyer apart, the VIN', async () => {
    const blocks = readBlocks(await onlyPage(invoicePdf()));
    const supplier = blockFinding(blocks, PDF_SUPPLIER_TAX_ID);
    expect(supplier.text).toContain(PDF_SUPPLIER_NAME);
    expect(supplier.found).toContain(PDF_SUPPLIER_RC);
    const buyer = blockFinding(blocks, PDF_BUYER_TIN);
    expect(buyer.text).toContain(PDF_BUYER_NAME);
    expect(buyer.text).not.toContain(PDF_SUPPLIER_NAME);
    blockFinding(blocks, PDF_INVOICE_VIN);
    // The bank account's ten digits carry no TIN keyword: not an identifier.
    expect(blocks.flatMap((block) => block.found)).not.toContain('1012345678');
  });

  it('reads a Tax ID that pdf.js hands over as three runs, and a VIN drawn glyph by glyph', async () => {
    const page = await onlyPage(splitRunTaxIdPdf());
    const strings = page.items.map((item) => item.str);
    expect(strings.some((text) => text.includes(PDF_SUPPLIER_TAX_ID))).toBe(false);
    // pdf.js merges the label with the first run (one font state), and starts an item at each change.
    expect(strings).toEqual(expect.arrayContaining(['Tax ID: 10493', '827', '00013']));
    expect(
      strings.filter((text) => text.length === 1 && PDF_INVOICE_VIN.includes(text)).length,
    ).toBeGreaterThan(10);

    const blocks = readBlocks(page);
    const supplier = blockFinding(blocks, PDF_SUPPLIER_TAX_ID);
    expect(supplier.text).toContain(`Tax ID: ${PDF_SUPPLIER_TAX_ID}`);
    expect(supplier.text).toContain(PDF_SUPPLIER_NAME);
    expect(blockFinding(blocks, PDF_INVOICE_VIN)).toBe(supplier);
  });

  it('keeps each column of a Seller | Buyer table in its own block, read out of content order', async () => {
    const page = await onlyPage(twoColumnTablePdf());
    const strings = page.items.map((item) => item.str);
    // Drawn buyer column first, bottom line first: pdf.js's order is not reading order.
    expect(strings.indexOf(PDF_TABLE_BUYER_RC)).toBeLessThan(strings.indexOf(PDF_SUPPLIER_NAME));
    expect(strings.indexOf(PDF_SUPPLIER_RC)).toBeLessThan(strings.indexOf('Seller'));

    const blocks = readBlocks(page);
    const seller = blockFinding(blocks, PDF_SUPPLIER_TAX_ID);
    expect(seller.found).toEqual([PDF_SUPPLIER_TAX_ID, PDF_SUPPLIER_RC]);
    expect(seller.text).toMatch(/^Seller\nADEWALE AUTOS NIGERIA LIMITED\n/);
    expect(seller.text).not.toContain(PDF_TABLE_BUYER_NAME);
    const buyer = blockFinding(blocks, PDF_TABLE_BUYER_TIN);
    expect(buyer.found).toEqual([PDF_TABLE_BUYER_TIN, PDF_TABLE_BUYER_RC]);
    expect(buyer.text).toContain(PDF_TABLE_BUYER_NAME);
    expect(buyer.text).not.toContain(PDF_SUPPLIER_NAME);
  });

  it('reads a Tax ID wrapped across two lines of a narrow cell, and leaves the wrapped name as words', async () => {
    const page = await onlyPage(twoColumnTablePdf());
    expect(page.items.some((item) => item.str.includes(PDF_CARRIER_TAX_ID))).toBe(false);
    const blocks = readBlocks(page);
    expect(blockFinding(blocks, PDF_CARRIER_TAX_ID).text).toBe(`Tax ID: ${PDF_CARRIER_TAX_ID}`);
    expect(blocks.map((block) => block.text)).toContain('SAHEL HAULAGE AND\nLOGISTICS LTD');
    blockFinding(blocks, PDF_CARRIER_VIN);
  });

  it('with softWraps, reads the carrier name wrapped in its cell as one name, and the columns as before', async () => {
    const page = await onlyPage(twoColumnTablePdf());
    const hard = layoutPdfText(page.items, page.viewport).map(pdfBlockText);
    const soft = layoutPdfText(page.items, page.viewport, { softWraps: true }).map(pdfBlockText);
    expect(hard).toContain('SAHEL HAULAGE AND\nLOGISTICS LTD');
    expect(soft).toContain(PDF_BUYER_NAME);
    expect(readTaxpayerClaim(PDF_BUYER_NAME).name).toBe(PDF_BUYER_NAME);
    expect(soft.filter((text) => text !== PDF_BUYER_NAME)).toEqual(
      hard.filter((text) => text !== 'SAHEL HAULAGE AND\nLOGISTICS LTD'),
    );
  });

  it('reads the table the same on a page turned 90° and at the viewer scale', async () => {
    const texts = (blocks: readonly ReadBlock[]): string[] => blocks.map((block) => block.text);
    const upright = texts(readBlocks(await onlyPage(twoColumnTablePdf())));
    const turnedPage = await onlyPage(twoColumnTablePdf(), { rotation: 90 });
    expect(turnedPage.viewport.width).toBeGreaterThan(turnedPage.viewport.height);
    expect(texts(readBlocks(turnedPage)).sort()).toEqual([...upright].sort());
    expect(texts(readBlocks(await onlyPage(twoColumnTablePdf(), { scale: 96 / 72 })))).toEqual(upright);
  });

  it('reads Tax IDs printed in digit groups', async () => {
    const blocks = readBlocks(await onlyPage(spacedDigitsPdf()));
    expect(blockFinding(blocks, PDF_SUPPLIER_TAX_ID).text).toContain(PDF_SUPPLIER_NAME);
    expect(blockFinding(blocks, PDF_CARRIER_TAX_ID).text).toContain(PDF_BUYER_NAME);
  });

  it('reads Tax IDs printed one digit per box, and letter-spaced', async () => {
    const page = await onlyPage(boxedDigitsPdf());
    const strings = page.items.map((item) => item.str);
    expect(strings.filter((text) => /^\d$/.test(text))).toHaveLength(13);
    expect(strings).toContain(Array.from(PDF_CARRIER_TAX_ID).join(' '));
    const blocks = readBlocks(page);
    expect(blockFinding(blocks, PDF_SUPPLIER_TAX_ID).text).toContain(PDF_SUPPLIER_NAME);
    expect(blockFinding(blocks, PDF_CARRIER_TAX_ID).text).toBe(`Carrier TIN: ${PDF_CARRIER_TAX_ID}`);
  });

  it('reads each page of a many-page sheet: its lot VIN and the consignor Tax ID', async () => {
    const pages = await readPdfPagesInNode(await manyPagesPdf(5));
    expect(pages).toHaveLength(5);
    pages.forEach((page, index) => {
      const found = readBlocks(page).flatMap((block) => block.found);
      expect(found).toEqual(
        expect.arrayContaining([PDF_LOT_VINS[index % PDF_LOT_VINS.length]!, PDF_SUPPLIER_TAX_ID]),
      );
    });
  });
});
