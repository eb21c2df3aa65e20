/**
 * The PDF viewer in Firefox ESR: a picked PDF is read by pdf.js (its worker, packaged in the Firefox build)
 * and drawn, with its printed text in the text layer; a file that is no PDF says so first. The viewer's tab
 * is opened by the installed copy itself (BiDi cannot navigate to moz-extension:// URLs), then driven.
 */
import { expect, test } from '@playwright/test';
import type { ElementHandle, Page } from 'puppeteer-core';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PDF_BUYER_TIN,
  PDF_SUPPLIER_NAME,
  PDF_SUPPLIER_TAX_ID,
  invoicePdf,
  notAPdf,
} from '@/test/support/pdf/build-pdfs';
import { extensionPage, launchFirefoxWithExtension } from './firefox';

const statusText = (page: Page) =>
  page.$eval('.viewer-status[role="status"]', (element) => element.textContent ?? '');

const text = (page: Page, selector: string) =>
  page.$eval(selector, (element) => element.textContent ?? '').catch(() => '');

/** Page 1's canvas pixels that are not paper white. */
const inkPixels = (page: Page) =>
  page.$eval('.pdf-page[data-page="1"] canvas', (element) => {
    const canvas = element as HTMLCanvasElement;
    if (canvas.width === 0) return 0;
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let ink = 0;
    for (let at = 0; at < data.length; at += 4) if (data[at]! < 200) ink++;
    return ink;
  });

test('Firefox: a PDF picked in the viewer is read and drawn, a file that is no PDF is refused', async () => {
  const files = mkdtempSync(join(tmpdir(), 'vin-tin-firefox-pdfs-'));
  const firefox = await launchFirefoxWithExtension({ openPages: ['viewer.html'] });
  try {
    const page = await extensionPage(firefox.browser, 'viewer.html');
    expect(await page.title()).toBe('VIN & TIN viewer');
    const picker = (await page.waitForSelector('input[type="file"]')) as ElementHandle<HTMLInputElement>;
    // Found as a person finds it: the input's label is "Open a file".
    expect(await picker.evaluate((input) => input.labels?.[0]?.textContent)).toBe('Open a file');

    await test.step('a file that is no PDF gets its message', async () => {
      const notPdf = join(files, 'invoice.pdf');
      writeFileSync(notPdf, notAPdf('html'));
      await picker.uploadFile(notPdf);
      await expect
        .poll(() => text(page, '.viewer-failure[role="alert"]'))
        .toContain('invoice.pdf is not a PDF. Choose a PDF file.');
    });

    await test.step('the invoice is read: text layer and canvas', async () => {
      const invoice = join(files, 'supplier-invoice.pdf');
      writeFileSync(invoice, await invoicePdf());
      await picker.uploadFile(invoice);
      await expect.poll(() => statusText(page)).toBe('1 page read');
      const layer = (await text(page, '.pdf-page[data-page="1"] .pdf-text')).replace(/\s+/g, '');
      for (const printed of [PDF_SUPPLIER_NAME, PDF_SUPPLIER_TAX_ID, PDF_BUYER_TIN]) {
        expect(layer).toContain(printed.replace(/\s+/g, ''));
      }
      await expect.poll(() => inkPixels(page)).toBeGreaterThan(1_000);
      expect(await page.$('.viewer-failure')).toBeNull();
    });
  } finally {
    await firefox.close();
    rmSync(files, { recursive: true, force: true });
  }
});
