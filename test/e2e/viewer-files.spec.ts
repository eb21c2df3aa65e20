/**
 * The viewer with the files people really pick: an invoice drawn with its text layer, a password-protected
 * file, files that are broken or no PDF at all, a PDF that tries to run code or send a form, a long
 * document and a scanned page. Every test waits for the viewer's own signals (its status line, messages and
 * pages), never for a clock.
 */
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { ViewerPage } from '@/test/support/pages/viewer';
import { markTexts } from '@/test/support/scanned-page';
import {
  PDF_BUYER_TIN,
  PDF_CARRIER_VIN,
  PDF_INVOICE_VIN,
  PDF_LOT_VINS,
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
} from '@/test/support/pdf/build-pdfs';

test('a picked invoice: its page drawn, its printed text in the text layer, the first page first', async ({
  openExtensionPage,
}) => {
  const viewer = await ViewerPage.open(openExtensionPage);
  await expect(viewer.page).toHaveTitle('VIN & TIN viewer');
  const bytes = await invoicePdf();
  const started = Date.now();
  await viewer.pick({ name: 'invoice.pdf', bytes });

  await expect(viewer.textLayer(1)).toContainText(PDF_SUPPLIER_NAME);
  await expect.poll(() => viewer.inkPixels(1)).toBeGreaterThan(1_000);
  const firstPageMs = Date.now() - started;
  test.info().annotations.push({ type: 'first page readable', description: `${firstPageMs} ms` });
  console.log(`viewer: invoice's first page readable (text + canvas) ${firstPageMs} ms after the pick`);

  await viewer.waitUntilRead(1);
  const text = await viewer.textLayer(1).textContent();
  for (const printed of [PDF_SUPPLIER_TAX_ID, PDF_BUYER_TIN, PDF_INVOICE_VIN]) {
    expect(text?.replace(/\s+/g, '')).toContain(printed);
  }
  // The text host lies exactly over the canvas: same box as the page.
  const [pageBox, textBox, canvasBox] = await Promise.all([
    viewer.pages.first().boundingBox(),
    viewer.textLayer(1).boundingBox(),
    viewer.page.locator('.pdf-page[data-page="1"] canvas').boundingBox(),
  ]);
  expect(textBox).toEqual(pageBox);
  expect(canvasBox).toEqual(pageBox);
  // The viewer's own words (the file name, the status) are outside what the scanner reads.
  await expect(viewer.page.locator('.viewer-toolbar')).toHaveAttribute('data-vin-tin-ignore');
  await expect(viewer.page.getByText('invoice.pdf')).toBeVisible();
});

test("a file's name holding a VIN is not marked; what the PDF prints is", async ({ openExtensionPage }) => {
  const viewer = await ViewerPage.open(openExtensionPage);
  // A VIN the invoice does not print: only the viewer's own words (toolbar, messages) hold it.
  const named = `${PDF_CARRIER_VIN}.pdf`;
  await viewer.pick({ name: named, bytes: notAPdf('html') });
  await expect(viewer.failure).toContainText(`${named} is not a PDF.`);
  await viewer.pick({ name: named, bytes: await invoicePdf() });
  await viewer.waitUntilRead(1);
  await viewer.waitForScanIdle();
  await expect(viewer.page.locator('.viewer-file-name')).toHaveText(named);
  const marked = (await markTexts(viewer.page)).map((text) => text.replace(/\s/g, ''));
  expect(marked).toContain(PDF_INVOICE_VIN);
  expect(marked).not.toContain(PDF_CARRIER_VIN);
});

test("pdf.js's packaged files are there and its wasm decoders compile under the pages' CSP", async ({
  openExtensionPage,
}) => {
  const viewer = await ViewerPage.open(openExtensionPage);
  const compiled = await viewer.page.evaluate(async () => {
    const results: Record<string, string> = {};
    for (const name of ['jbig2.wasm', 'openjpeg.wasm', 'qcms_bg.wasm']) {
      try {
        const bytes = await (await fetch(`/pdfjs/wasm/${name}`)).arrayBuffer();
        await WebAssembly.compile(bytes);
        results[name] = 'compiled';
      } catch (error) {
        results[name] = String(error);
      }
    }
    for (const path of ['pdf.worker.min.mjs', 'cmaps/UniGB-UCS2-H.bcmap', 'standard_fonts/FoxitSymbol.pfb']) {
      results[path] = String((await fetch(`/pdfjs/${path}`)).status);
    }
    return results;
  });
  expect(compiled).toEqual({
    'jbig2.wasm': 'compiled',
    'openjpeg.wasm': 'compiled',
    'qcms_bg.wasm': 'compiled',
    'pdf.worker.min.mjs': '200',
    'cmaps/UniGB-UCS2-H.bcmap': '200',
    'standard_fonts/FoxitSymbol.pfb': '200',
  });
  // What a PDF's scripts would need is not shipped at all: pdf.js's scripting sandbox (QuickJS).
  expect(
    await viewer.page.evaluate(async () => {
      const statuses = [];
      for (const path of ['/pdfjs/wasm/quickjs-eval.wasm', '/pdfjs/pdf.sandbox.min.mjs']) {
        statuses.push(
          await fetch(path).then(
            (response) => response.status,
            () => 'refused',
          ),
        );
      }
      return statuses;
    }),
  ).not.toContain(200);
});

test('a password-protected PDF asks for its password: a wrong one is refused, the right one opens it', async ({
  openExtensionPage,
}) => {
  const viewer = await ViewerPage.open(openExtensionPage);
  const bytes = await passwordPdf('lagos-2026');

  await viewer.pick({ name: 'locked.pdf', bytes });
  await expect(viewer.page.getByText('locked.pdf is protected by a password.')).toBeVisible();
  await viewer.page.getByRole('button', { name: 'Cancel' }).click();
  await expect(viewer.status).toHaveText('Opening locked.pdf was cancelled.');
  await expect(viewer.page.getByLabel('Password')).toHaveCount(0);

  await viewer.pick({ name: 'locked.pdf', bytes });
  await viewer.enterPassword('abuja-2025');
  await expect(viewer.page.getByRole('alert')).toHaveText('That password is not right. Try again.');
  await expect(viewer.page.getByLabel('Password')).toHaveValue('');
  await viewer.enterPassword('lagos-2026');
  await viewer.waitUntilRead(1);
  await expect(viewer.textLayer(1)).toContainText(PDF_SUPPLIER_NAME);
  await expect(viewer.page.getByLabel('Password')).toHaveCount(0);
});

test('a corrupt, an empty and a non-PDF file each say what is wrong, then a good file opens in the same tab', async ({
  openExtensionPage,
}) => {
  const viewer = await ViewerPage.open(openExtensionPage);
  const errors: string[] = [];
  viewer.page.on('pageerror', (error) => errors.push(error.message));

  await viewer.pick({ name: 'cut-off.pdf', bytes: await corruptPdf() });
  await expect(viewer.failure).toContainText('cut-off.pdf is damaged or incomplete, so it cannot be opened.');

  await viewer.pick({ name: 'empty.pdf', bytes: new Uint8Array() });
  await expect(viewer.failure).toContainText('empty.pdf is empty (0 bytes). Choose another file.');

  await viewer.pick({ name: 'invoice.pdf', bytes: notAPdf('html') });
  await expect(viewer.failure).toContainText('invoice.pdf is not a PDF. Choose a PDF file.');
  await viewer.pick({ name: 'scan.pdf', bytes: notAPdf('png') });
  await expect(viewer.failure).toContainText('scan.pdf is not a PDF. Choose a PDF file.');
  await expect(viewer.pages).toHaveCount(0);

  // The fix is one click away: the message's button opens the file picker.
  const chooser = viewer.page.waitForEvent('filechooser');
  await viewer.failure.getByRole('button', { name: 'Choose another file' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await invoicePdf()),
  });
  await viewer.waitUntilRead(1);
  await expect(viewer.failure).toHaveCount(0);
  await expect(viewer.textLayer(1)).toContainText(PDF_SUPPLIER_NAME);
  expect(errors).toEqual([]);
});

test('a file over the size cap is refused by its size, before a byte of it is read', async ({
  openExtensionPage,
}) => {
  const viewer = await ViewerPage.open(openExtensionPage);
  // A sparse file: 300 MB long, no disk used; set by path, so nothing is copied into the browser either.
  const folder = mkdtempSync(join(tmpdir(), 'viewer-big-'));
  const big = join(folder, 'archive.pdf');
  try {
    writeFileSync(big, '%PDF-1.7\n');
    truncateSync(big, 300 * 1000 * 1000);
    await viewer.picker.setInputFiles(big);
    await expect(viewer.failure).toContainText('archive.pdf is 300 MB: the viewer opens files up to 268 MB.');
    await expect(viewer.pages).toHaveCount(0);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('a 100 MB PDF opens: its page readable soon after the pick', async ({ openExtensionPage }) => {
  const viewer = await ViewerPage.open(openExtensionPage);
  const folder = mkdtempSync(join(tmpdir(), 'viewer-large-'));
  const large = join(folder, 'large.pdf');
  try {
    writeFileSync(large, await largePdf(100));
    const started = Date.now();
    // Set by path: the browser reads the file from disk as it does a file a person picks.
    await viewer.picker.setInputFiles(large);
    await viewer.waitUntilRead(1);
    await expect(viewer.textLayer(1)).toContainText(PDF_SUPPLIER_NAME);
    await expect.poll(() => viewer.inkPixels(1)).toBeGreaterThan(1_000);
    console.log(`viewer: a 100 MB PDF read and drawn ${Date.now() - started} ms after the pick`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('a PDF with JavaScript, actions and a form runs none: no dialog, no tab, its URL never asked', async ({
  context,
  extensionId,
  openExtensionPage,
}) => {
  const asked: string[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    asked.push(request.url ?? '');
    response.writeHead(204).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/collect`;
  try {
    const viewer = await ViewerPage.open(openExtensionPage);
    const dialogs: string[] = [];
    viewer.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const tabs = context.pages().length;
    // Every request the browser makes from here on (the viewer, pdf.js's worker, any tab).
    const requested: string[] = [];
    context.on('request', (request) => requested.push(request.url()));

    await viewer.pick({ name: 'scripted.pdf', bytes: await javascriptPdf(url) });
    await viewer.waitUntilRead(1);
    await expect.poll(() => viewer.inkPixels(1)).toBeGreaterThan(0);
    // Clicking where its JavaScript link and its submit link lie does nothing either.
    await viewer.page.getByText('Open the payment portal').click();
    await viewer.page.getByText('Submit the form').click();
    // No form field becomes an input: the field's value is drawn, not editable.
    await expect(viewer.page.locator('.pdf-page input, .pdf-page textarea, .pdf-page a')).toHaveCount(0);

    expect(dialogs).toEqual([]);
    expect(context.pages()).toHaveLength(tabs);
    expect(asked).toEqual([]);
    // Only the extension's own files (pdf.js's worker and data) were fetched; the worker's own load is seen.
    expect(requested).toContain(`chrome-extension://${extensionId}/pdfjs/pdf.worker.min.mjs`);
    expect(requested.filter((address) => !address.startsWith(`chrome-extension://${extensionId}/`))).toEqual(
      [],
    );
  } finally {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

test('a 50-page PDF: every page read, the status line counting up to its done state', async ({
  openExtensionPage,
}) => {
  const viewer = await ViewerPage.open(openExtensionPage);
  await viewer.pick({ name: 'auction.pdf', bytes: await manyPagesPdf(50) });
  await expect(viewer.status).toHaveText(/^(Reading page \d+ of 50…|50 pages read)$/);
  await viewer.waitUntilRead(50);
  await expect(viewer.pages).toHaveCount(50);
  await expect(viewer.textLayer(50)).toContainText('Lot 50 of 50');
  const lastVin = PDF_LOT_VINS[(50 - 1) % PDF_LOT_VINS.length]!;
  expect((await viewer.textLayer(50).textContent())?.replace(/\s+/g, '')).toContain(lastVin);
  // Far pages hold no pixels: canvases are drawn near the viewport only.
  expect(await viewer.inkPixels(50)).toBe(0);
  await viewer.page.locator('.pdf-page[data-page="50"]').scrollIntoViewIfNeeded();
  await expect.poll(() => viewer.inkPixels(50)).toBeGreaterThan(0);
  await expect.poll(() => viewer.inkPixels(1)).toBe(0);
});

test('a scanned page says so and offers reading it on the device', async ({ openExtensionPage }) => {
  const viewer = await ViewerPage.open(openExtensionPage);
  await viewer.pick({ name: 'scan.pdf', bytes: await scannedPdf() });
  await viewer.waitUntilRead(1);
  await expect(viewer.notice(1)).toContainText('This page is a scanned image.');
  const offer = viewer.notice(1).getByRole('button', { name: 'Read the scanned page' });
  await expect(offer).toBeEnabled();
  await expect(offer).toHaveAccessibleDescription('');
  await expect(viewer.notice(1)).toHaveAttribute('data-vin-tin-ignore', '');
  await expect.poll(() => viewer.inkPixels(1)).toBeGreaterThan(1_000);
});

test('a PDF dropped on the page opens as a picked one does', async ({ openExtensionPage }) => {
  const viewer = await ViewerPage.open(openExtensionPage);
  await viewer.drop({ name: 'dropped.pdf', bytes: await invoicePdf() });
  await viewer.waitUntilRead(1);
  await expect(viewer.textLayer(1)).toContainText(PDF_SUPPLIER_NAME);
});
