/**
 * The viewer runs the web page's own scanner on a PDF's text layer: the same marks, the same Verify button
 * and answer card, the name check against the name the PDF prints beside the number (in its own column of a
 * table, never the other's), and the side panel's list of the PDF's identifiers.
 */
import { PDFDocument, StandardFonts, rgb } from '@cantoo/pdf-lib';
import { configureMockApi, expect, test } from './fixtures';
import { accessibleText, pressPageButton } from '@/test/support/page-ui';
import { markTexts } from '@/test/support/scanned-page';
import { readStoredHistory } from '@/test/support/stored-history';
import { ViewerPage } from '@/test/support/pages/viewer';
import { SidePanelPage } from '@/test/support/pages/side-panel';
import {
  invoicePdf,
  PDF_CARRIER_TAX_ID,
  PDF_CARRIER_VIN,
  PDF_INVOICE_VIN,
  PDF_SUPPLIER_NAME,
  PDF_SUPPLIER_RC,
  PDF_SUPPLIER_TAX_ID,
  PDF_TABLE_BUYER_NAME,
  PDF_TABLE_BUYER_RC,
  PDF_TABLE_BUYER_TIN,
  splitRunTaxIdPdf,
  twoColumnTablePdf,
} from '@/test/support/pdf/build-pdfs';

const BUSINESS_TAX = '/verification/ng/business_tax';

/** Marked texts with their spaces and dashes left out, as the identifiers' values read. */
async function markedValues(viewer: ViewerPage): Promise<string[]> {
  return (await markTexts(viewer.page)).map((text) => text.replace(/[\s-]/g, '').toUpperCase());
}

test.describe('identifiers in a PDF', () => {
  test('an invoice picked from disk is marked as a web page is: Tax ID, RC and VIN', async ({
    openExtensionPage,
  }) => {
    const viewer = await ViewerPage.withFile(openExtensionPage, {
      name: 'invoice.pdf',
      bytes: await invoicePdf(),
    });
    const marked = await markedValues(viewer);
    expect(marked).toEqual(expect.arrayContaining([PDF_SUPPLIER_TAX_ID, PDF_SUPPLIER_RC, PDF_INVOICE_VIN]));
  });

  test('a Tax ID drawn as several text runs is one mark', async ({ openExtensionPage }) => {
    const viewer = await ViewerPage.withFile(openExtensionPage, {
      name: 'waybill.pdf',
      bytes: await splitRunTaxIdPdf(),
    });
    expect(await markedValues(viewer)).toEqual(
      expect.arrayContaining([PDF_SUPPLIER_TAX_ID, PDF_INVOICE_VIN]),
    );
  });

  test('a two-column table, and a Tax ID wrapped over two lines of a narrow cell', async ({
    openExtensionPage,
  }) => {
    const viewer = await ViewerPage.withFile(openExtensionPage, {
      name: 'table.pdf',
      bytes: await twoColumnTablePdf(),
    });
    const marked = await markedValues(viewer);
    expect(marked).toEqual(
      expect.arrayContaining([
        PDF_SUPPLIER_TAX_ID,
        PDF_TABLE_BUYER_TIN.replace('-', ''),
        PDF_TABLE_BUYER_RC,
        PDF_CARRIER_TAX_ID,
        PDF_CARRIER_VIN,
      ]),
    );
  });
});

test.describe('a lookup from the viewer', () => {
  test('Verify on the Tax ID: one paid call, and the name printed beside it is checked', async ({
    openExtensionPage,
    mockApi,
    serviceWorker,
  }) => {
    await configureMockApi(openExtensionPage, mockApi.url, undefined, BUSINESS_TAX);
    const viewer = await ViewerPage.withFile(openExtensionPage, {
      name: 'invoice.pdf',
      bytes: await invoicePdf(),
    });
    await pressPageButton(viewer.page, new RegExp(`^Verify Tax ID ${PDF_SUPPLIER_TAX_ID}`));
    // The answer beside the number, out of the PDF's text: the provider's name, which the PDF prints.
    await expect
      .poll(() => accessibleText(viewer.page))
      .toMatch(new RegExp(`^✓ .*${PDF_SUPPLIER_NAME}`, 'm'));
    expect(mockApi.verificationCalls()).toHaveLength(1);
    expect(mockApi.verificationCalls()[0]!.path).toBe(BUSINESS_TAX);
    // History's page column: a picked file has no address, and the viewer's own is none of the user's.
    await expect.poll(async () => (await readStoredHistory(serviceWorker)).length).toBe(1);
    const [entry] = (await readStoredHistory(serviceWorker)) as { pageUrl?: string }[];
    expect(entry?.pageUrl).toBeUndefined();

    // The side panel for the viewer's tab holds the same verdict, with the name the PDF printed.
    const tabId = await viewer.page.evaluate(async () => (await chrome.tabs.getCurrent())!.id!);
    const panel = await SidePanelPage.open(openExtensionPage, tabId);
    await expect(panel.taxpayerRecord.getByText(/The name on the page, .*, matches$/)).toBeVisible();
    expect(mockApi.verificationCalls()).toHaveLength(1);
  });

  test("the side panel lists the viewer's identifiers", async ({ openExtensionPage }) => {
    const viewer = await ViewerPage.withFile(openExtensionPage, {
      name: 'invoice.pdf',
      bytes: await invoicePdf(),
    });
    const tabId = await viewer.page.evaluate(async () => (await chrome.tabs.getCurrent())!.id!);
    const panel = await SidePanelPage.open(openExtensionPage, tabId);
    await expect(panel.rowOf(PDF_SUPPLIER_TAX_ID)).toContainText('Tax ID');
    await expect(panel.rowOf(PDF_INVOICE_VIN)).toContainText('VIN');
    await expect(panel.rowOf(PDF_SUPPLIER_RC)).toBeVisible();
  });

  test("a table's buyer: the name checked is the one printed in the buyer's own column", async ({
    openExtensionPage,
  }) => {
    const viewer = await ViewerPage.withFile(openExtensionPage, {
      name: 'delivery-note.pdf',
      bytes: await twoColumnTablePdf(),
    });
    await pressPageButton(viewer.page, new RegExp(`^Verify TIN ${PDF_TABLE_BUYER_TIN}`));
    await expect.poll(() => accessibleText(viewer.page)).toMatch(new RegExp(`${PDF_TABLE_BUYER_NAME}$`, 'm'));
    const tabId = await viewer.page.evaluate(async () => (await chrome.tabs.getCurrent())!.id!);
    const panel = await SidePanelPage.open(openExtensionPage, tabId);
    // The seller's name, printed in the next column of the same row, is not this TIN's claim.
    await expect(
      panel.taxpayerRecord.getByText(`The name on the page, ${PDF_TABLE_BUYER_NAME}, matches`),
    ).toBeVisible();
    await expect(panel.taxpayerRecord.getByText(PDF_SUPPLIER_NAME)).toHaveCount(0);
  });

  test('a name the PDF prints white on white is no claim: the name was not checked', async ({
    openExtensionPage,
  }) => {
    const viewer = await ViewerPage.withFile(openExtensionPage, {
      name: 'white-name.pdf',
      bytes: await whiteNamePdf(),
    });
    await pressPageButton(viewer.page, new RegExp(`^Verify Tax ID ${PDF_SUPPLIER_TAX_ID}`));
    await expect
      .poll(() => accessibleText(viewer.page))
      .toMatch(
        new RegExp(`^⚠ Found in the demo data, but the name was not checked · ${PDF_SUPPLIER_NAME}$`, 'm'),
      );
    expect(await accessibleText(viewer.page)).not.toMatch(/^✓/m);
  });
});

/** The supplier's name drawn white on the white page above its Tax ID, drawn black: only the number shows. */
async function whiteNamePdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  page.drawText(PDF_SUPPLIER_NAME, { x: 50, y: 780, size: 12, font, color: rgb(1, 1, 1) });
  page.drawText(`Tax ID: ${PDF_SUPPLIER_TAX_ID}`, { x: 50, y: 764, size: 12, font, color: rgb(0, 0, 0) });
  return document.save({ useObjectStreams: false });
}
