/**
 * The verification summary: from a taxpayer answer and a vehicle answer of the mock API, the PDF is one A4
 * page holding the facts, the PNG is the same layout and its QR code reads back the reference, the copied text
 * holds the facts in a few lines; a demo answer says "Demo data" in large type and carries no reference.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { MOCK_PRICE } from '@/test/mock-api/answers';
import { lookUpVin, openSummary, verifyTaxpayer } from '@/test/support/extension-ui';
import { configureMockApi, expect, test } from './fixtures';

const TIN = '10493827-0001';
const TIN_MASKED = '1049****-0001';
const TAXPAYER = 'ADEWALE AUTOS NIGERIA LIMITED';
const VIN = '4T1BF1FK5DU276514';
// The serial's last 3 stay visible, so the sheet stands for one car (utils/summary/mask.ts).
const VIN_MASKED = '4T1BF1FK5DU***514';
const REFERENCE = 'ref-mock-charged';
const CHARGE = `Charged ${MOCK_PRICE.currency} ${MOCK_PRICE.amount}`;
/** "Thursday, 26 November 2026 at 14:20:11 GMT+1 (Africa/Lagos)": a time, then the zone by name. */
const TIME_WITH_ZONE = /\d{1,2}:\d{2}:\d{2}[^\n]*\([A-Za-z_]+(\/[A-Za-z_]+)*\)/;
const SCREENSHOTS = resolve(import.meta.dirname, '../../test-results/summary-screenshots');

/** The PDF of the print path on A4: its page count and its text (Debian's poppler-utils). */
async function printed(page: Page): Promise<{ pages: number; text: string }> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  const file = join(mkdtempSync(join(tmpdir(), 'summary-pdf-')), 'summary.pdf');
  writeFileSync(file, pdf);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  // A fact the page wraps is one fact: lines are joined.
  return { pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]), text: text.replace(/\s+/g, ' ') };
}

interface PngCheck {
  width: number;
  height: number;
  /** The QR code's pixels, cut from the PNG where the layout has it. */
  qr: { data: number[]; width: number; height: number };
  /** Mean difference per channel (0-255) between the PNG, scaled to CSS pixels, and a screenshot. */
  difference: number;
}

/** Saves the PNG as a user would, then reads it back against the page's own drawing of the same sheet. */
async function savedPng(summary: Page, sheet: Locator): Promise<{ png: Buffer; check: PngCheck }> {
  const [download] = await Promise.all([
    summary.waitForEvent('download'),
    summary.getByRole('button', { name: 'Save as PNG' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^verification-\d{8}-\d{4}\.png$/);
  const png = readFileSync((await download.path())!);
  const shot = await sheet.screenshot();
  const check = await summary.evaluate(
    async ({ pngUrl, shotUrl }) => {
      const load = async (url: string) => {
        const image = new Image();
        image.src = url;
        await image.decode();
        return image;
      };
      const [picture, screenshot] = await Promise.all([load(pngUrl), load(shotUrl)]);
      const sheetBox = document.querySelector('.summary-sheet')!.getBoundingClientRect();
      const qrBox = document.querySelector('.summary svg.qr')!.getBoundingClientRect();
      const scale = picture.naturalWidth / sheetBox.width;
      const cut = document.createElement('canvas');
      cut.width = Math.round(qrBox.width * scale);
      cut.height = Math.round(qrBox.height * scale);
      const cutContext = cut.getContext('2d')!;
      cutContext.drawImage(
        picture,
        (qrBox.left - sheetBox.left) * scale,
        (qrBox.top - sheetBox.top) * scale,
        cut.width,
        cut.height,
        0,
        0,
        cut.width,
        cut.height,
      );
      const qr = cutContext.getImageData(0, 0, cut.width, cut.height);
      const pixels = (image: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = screenshot.naturalWidth;
        canvas.height = screenshot.naturalHeight;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        return context.getImageData(0, 0, canvas.width, canvas.height).data;
      };
      const [a, b] = [pixels(picture), pixels(screenshot)];
      let total = 0;
      for (let index = 0; index < a.length; index += 1) total += Math.abs(a[index]! - b[index]!);
      return {
        width: picture.naturalWidth,
        height: picture.naturalHeight,
        qr: { data: Array.from(qr.data), width: qr.width, height: qr.height },
        difference: total / a.length,
      };
    },
    {
      pngUrl: `data:image/png;base64,${png.toString('base64')}`,
      shotUrl: `data:image/png;base64,${shot.toString('base64')}`,
    },
  );
  return { png, check };
}

function readQr(qr: PngCheck['qr']): string | undefined {
  return jsQR(Uint8ClampedArray.from(qr.data), qr.width, qr.height)?.data;
}

async function copiedText(context: BrowserContext, summary: Page): Promise<string> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await summary.getByRole('button', { name: 'Copy as text' }).click();
  await expect(summary.getByRole('button', { name: 'Copied' })).toBeVisible();
  return summary.evaluate(() => navigator.clipboard.readText());
}

/** Light and dark, 400 px wide: what a dealer sees on a phone-sized window; no serious axe finding. */
async function screenshots(summary: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await summary.setViewportSize({ width: 400, height: 900 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await summary.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page: summary }).analyze();
    expect(
      violations
        .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
        .map((v) => v.id),
      `${name} (${colorScheme})`,
    ).toEqual([]);
    await summary.screenshot({ path: join(SCREENSHOTS, `${name}-400-${colorScheme}.png`), fullPage: true });
  }
  await summary.emulateMedia({ colorScheme: 'light' });
  await summary.setViewportSize({ width: 1000, height: 900 });
}

test('a taxpayer answer has a one-page summary: PDF, PNG, text and QR hold the same facts', async ({
  context,
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const popup = await openExtensionPage('popup.html');
  mockApi.setScenario('charged');
  await popup.getByLabel('Identifier', { exact: true }).fill(TIN);
  await popup.getByLabel('Name on the document (optional)').fill('Adewale Autos Nig. Ltd');
  await verifyTaxpayer(popup, 'TIN', TIN);
  await expect(popup.getByRole('region', { name: 'Taxpayer record' })).toBeVisible();
  const summary = await openSummary(context, popup);
  const sheet = summary.locator('.summary-sheet');

  await expect(sheet).toContainText('Verified');
  await expect(sheet.getByRole('heading', { name: TAXPAYER })).toBeVisible();
  await expect(sheet.locator('.summary__identifier')).toHaveText(TIN_MASKED);
  await expect(sheet).not.toContainText(TIN);
  await expect(sheet).toContainText('The name you typed, Adewale Autos Nig. Ltd, matches');
  await expect(sheet.locator('.summary__time')).toHaveText(TIME_WITH_ZONE);
  await expect(sheet.locator('.summary__reference')).toHaveText(REFERENCE);
  await expect(sheet.locator('.summary__charge')).toHaveText(CHARGE);
  await expect(sheet).not.toContainText('test-key');
  // The whole identifier only when asked.
  await summary.getByLabel('Show the whole identifier').check();
  await expect(sheet.locator('.summary__identifier')).toHaveText(TIN);
  await summary.getByLabel('Show the whole identifier').uncheck();

  const pdf = await printed(summary);
  expect(pdf.pages).toBe(1);
  for (const fact of [
    'Verified',
    TAXPAYER,
    TIN_MASKED,
    REFERENCE,
    CHARGE,
    'The name you typed, Adewale Autos Nig. Ltd, matches',
  ])
    expect(pdf.text).toContain(fact);
  expect(pdf.text).toMatch(TIME_WITH_ZONE);
  expect(pdf.text).not.toContain(TIN);

  const { check } = await savedPng(summary, sheet);
  const box = (await sheet.boundingBox())!;
  // Twice the sheet's CSS size, give or take the sub-pixel the browser rounds.
  expect(Math.abs(check.width - box.width * 2)).toBeLessThanOrEqual(1);
  expect(Math.abs(check.height - box.height * 2)).toBeLessThanOrEqual(1);
  expect(check.difference).toBeLessThan(8);
  const qr = readQr(check.qr);
  expect(qr).toContain(REFERENCE);
  expect(qr).toContain('/api/v1/verification/api/status/ref-mock-charged/');
  expect(await sheet.locator('svg.qr').getAttribute('data-qr-text')).toBe(qr);

  const text = await copiedText(context, summary);
  const lines = text.split('\n');
  expect(lines.length).toBeLessThanOrEqual(8);
  expect(lines[0]).toBe(`✓ Verified: ${TAXPAYER}`);
  for (const fact of [TIN_MASKED, REFERENCE, CHARGE]) expect(text).toContain(fact);
  expect(text).toMatch(TIME_WITH_ZONE);
  expect(text).not.toContain(TIN);

  // No share sheet in this browser: Share offers WhatsApp with the same text, as a link the user clicks.
  expect(context.pages()).toHaveLength(3);
  await summary.getByRole('button', { name: 'Share' }).click();
  const whatsApp = summary.getByRole('link', { name: 'Send on WhatsApp' });
  const href = (await whatsApp.getAttribute('href'))!;
  expect(href.startsWith('https://wa.me/?text=')).toBe(true);
  expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(text);
  expect(context.pages()).toHaveLength(3);

  // The raw answer on demand only.
  await expect(summary.getByLabel("The answer's data, as stored")).toHaveCount(0);
  await summary.getByText("Show the answer's data").click();
  await expect(summary.getByLabel("The answer's data, as stored")).toContainText(TAXPAYER);
  await screenshots(summary, 'taxpayer');
});

test('a vehicle answer has a one-page summary with the free VIN decode beside the provider', async ({
  context,
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const popup = await openExtensionPage('popup.html');
  mockApi.setScenario('charged');
  await lookUpVin(popup, VIN);
  await expect(popup.getByRole('region', { name: 'Vehicle report' })).toBeVisible();
  const summary = await openSummary(context, popup);
  const sheet = summary.locator('.summary-sheet');

  // A factory specification, not an identity verified; and it says what it did not check.
  await expect(sheet.locator('.summary__verdict-text')).toHaveText('Specification found');
  await expect(sheet).not.toContainText('Verified');
  await expect(sheet).toContainText('not a history, theft or accident check');
  await expect(sheet.getByRole('heading', { name: '2013 Toyota Camry LE' })).toBeVisible();
  await expect(sheet.locator('.summary__identifier')).toHaveText(VIN_MASKED);
  await expect(sheet).toContainText('VIN specification');
  const decode = sheet.getByRole('table', { name: /free VIN decode/ });
  await expect(decode.getByRole('row', { name: /Model year/ })).toContainText('2013');
  await expect(decode.getByRole('row', { name: /Maker/ })).toContainText('Toyota');
  await expect(sheet.locator('.summary__reference')).toHaveText(REFERENCE);
  await expect(sheet.locator('.summary__charge')).toHaveText(CHARGE);

  const pdf = await printed(summary);
  expect(pdf.pages).toBe(1);
  for (const fact of ['Specification found', '2013 Toyota Camry LE', VIN_MASKED, REFERENCE, CHARGE])
    expect(pdf.text).toContain(fact);
  expect(pdf.text).toMatch(TIME_WITH_ZONE);
  expect(pdf.text).not.toContain(VIN);

  const { check } = await savedPng(summary, sheet);
  expect(check.difference).toBeLessThan(8);
  expect(readQr(check.qr)).toContain(REFERENCE);

  const text = await copiedText(context, summary);
  expect(text.split('\n').length).toBeLessThanOrEqual(8);
  for (const fact of [VIN_MASKED, REFERENCE, CHARGE, '2013 Toyota Camry LE']) expect(text).toContain(fact);
  // The WhatsApp text keeps what was not checked.
  expect(text).toContain('A factory specification, not a history, theft or accident check.');
  expect(text).not.toContain(VIN);
  await screenshots(summary, 'vehicle');
});

test('a demo answer says "Demo data" in large type and carries no provider reference', async ({
  context,
  openExtensionPage,
}) => {
  const popup = await openExtensionPage('popup.html');
  await lookUpVin(popup, VIN);
  await expect(popup.getByRole('region', { name: 'Vehicle report' })).toBeVisible();
  const summary = await openSummary(context, popup);
  const sheet = summary.locator('.summary-sheet');
  const banner = sheet.getByText('Demo data', { exact: true }).first();
  await expect(banner).toBeVisible();
  const size = await banner.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
  const verdictSize = await sheet
    .locator('.summary__verdict-text')
    .evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
  expect(size).toBeGreaterThanOrEqual(24);
  expect(size).toBeGreaterThan(verdictSize);
  // It comes before the verdict: nobody reads the verdict without it.
  const before = await banner.evaluate(
    (node) =>
      !!(
        node.compareDocumentPosition(document.querySelector('.summary__verdict')!) &
        Node.DOCUMENT_POSITION_FOLLOWING
      ),
  );
  expect(before).toBe(true);
  await expect(sheet).not.toContainText('Provider reference');
  await expect(sheet.locator('svg.qr')).toHaveCount(0);
  await expect(sheet.locator('.summary__charge')).toHaveText('Free (demo data)');

  const pdf = await printed(summary);
  expect(pdf.pages).toBe(1);
  expect(pdf.text).toContain('DEMO DATA');
  const text = await copiedText(context, summary);
  expect(text.split('\n')[0]).toBe('DEMO DATA: a sample, not a verification');
  expect(text).not.toMatch(/\bRef\b/);
  await screenshots(summary, 'demo-vehicle');
});

test('a summary or report opened without an answer leads back to History', async ({ openExtensionPage }) => {
  for (const path of ['summary.html?id=gone', 'report.html']) {
    const page = await openExtensionPage(path);
    await expect(page.getByRole('alert')).toContainText('no longer in your history');
    await page.getByRole('link', { name: 'Open History' }).click();
    await expect(page.getByRole('button', { name: 'History', pressed: true })).toBeVisible();
  }
});

/** One page of the PDF's text, lines joined. */
function pageText(pdf: Buffer, page: number): string {
  const file = join(mkdtempSync(join(tmpdir(), 'report-pdf-')), 'report.pdf');
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-f', String(page), '-l', String(page), file, '-'], {
    encoding: 'utf8',
  });
  return text.replace(/\s+/g, ' ');
}

async function openReport(context: BrowserContext, from: Page): Promise<Page> {
  const [report] = await Promise.all([
    context.waitForEvent('page'),
    from.getByRole('link', { name: 'Printable report' }).click(),
  ]);
  await expect(report.getByRole('article', { name: 'Verification summary' })).toBeVisible();
  await report.emulateMedia({ media: 'print' });
  return report;
}

test('the printable report starts with the summary; the specification follows, each fact once', async ({
  context,
  openExtensionPage,
}) => {
  const popup = await openExtensionPage('popup.html');
  await lookUpVin(popup, VIN);
  await expect(popup.getByRole('region', { name: 'Vehicle report' })).toBeVisible();
  const report = await openReport(context, popup);
  const pdf = await report.pdf({ format: 'A4', preferCSSPageSize: true });
  const file = join(mkdtempSync(join(tmpdir(), 'report-pdf-')), 'report.pdf');
  writeFileSync(file, pdf);
  expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/^Pages:\s+2$/m);
  const first = pageText(pdf, 1);
  for (const fact of ['DEMO DATA', VIN_MASKED, 'VIN specification', 'Free (demo data)'])
    expect(first).toContain(fact);
  expect(first).not.toContain('Curb Weight');
  const second = pageText(pdf, 2);
  expect(second).toContain('Curb Weight');
  // The provider repeats these under other names with the same value; the report says each once.
  expect(second.match(/Curb Weight/g)).toHaveLength(1);
  expect(second.match(/GVWR|Gross Vehicle Weight Rating/g)).toHaveLength(1);
  // Page 1 said when, where from and the VIN against the report: page 2 does not repeat it.
  expect(second).not.toContain('Answer received');
  expect(second).not.toContain('not a history, theft or accident check');
  // Open groups print without a disclosure triangle.
  const markers = await report
    .locator('details > summary')
    .evaluateAll((all) => all.map((node) => getComputedStyle(node).listStyleType));
  expect(markers.length).toBeGreaterThan(0);
  expect(new Set(markers)).toEqual(new Set(['none']));
});

test('the printed taxpayer report keeps the name and RC verdicts shown on screen', async ({
  context,
  openExtensionPage,
}) => {
  const popup = await openExtensionPage('popup.html');
  await popup.getByLabel('Identifier', { exact: true }).fill(TIN);
  await popup.getByLabel('Name on the document (optional)').fill('Sahel Haulage Ltd');
  await verifyTaxpayer(popup, 'TIN', TIN);
  const record = popup.getByRole('region', { name: 'Taxpayer record' });
  await expect(record).toContainText('The name you typed, Sahel Haulage Ltd, does not match');
  const report = await openReport(context, popup);
  await expect(report.locator('.summary__verdict')).toContainText('the name differs');
  await expect(report.getByRole('region', { name: 'Taxpayer record' })).toContainText(
    'The name you typed, Sahel Haulage Ltd, does not match',
  );
  const pdf = await report.pdf({ format: 'A4', preferCSSPageSize: true });
  for (const page of [1, 2])
    expect(pageText(pdf, page)).toContain('The name you typed, Sahel Haulage Ltd, does not match');
});

test('a history row and a bulk row offer the summary of their answer', async ({
  context,
  openExtensionPage,
}) => {
  const popup = await openExtensionPage('popup.html');
  await verifyTaxpayer(popup, 'TIN', TIN);
  await expect(popup.getByRole('region', { name: 'Taxpayer record' })).toBeVisible();

  const history = await openExtensionPage('sidepanel.html?view=history');
  await history
    .getByRole('button', { name: new RegExp(TIN) })
    .first()
    .click();
  const fromHistory = await openSummary(context, history);
  await expect(fromHistory.locator('.summary__identifier')).toHaveText(TIN_MASKED);

  const bulk = await openExtensionPage('bulk.html');
  await bulk.getByLabel('Identifiers').fill(VIN);
  await bulk.getByRole('button', { name: 'Check' }).click();
  await bulk.getByRole('button', { name: 'Start' }).click();
  await expect(bulk.getByText(/Finished/)).toBeVisible();
  await bulk
    .getByRole('row', { name: new RegExp(VIN) })
    .getByRole('button', { name: '1', exact: true })
    .click();
  await expect(bulk.getByRole('region', { name: 'Vehicle report' })).toBeVisible();
  const fromBulk = await openSummary(context, bulk);
  await expect(fromBulk.locator('.summary__identifier')).toHaveText(VIN_MASKED);
});
