/**
 * Issue 41 in the viewer: **Open a file** takes an image as well as a PDF, shows it on the viewer's own page
 * and lists what it holds under **Read from the image**, with lookups answered in the viewer; a scanned PDF
 * page is read the same way by **Read the scanned page**; an image pasted on the page is read too.
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import type { Page } from '@playwright/test';
import { configureMockApi, expect, test } from './fixtures';
import { ViewerPage } from '@/test/support/pages/viewer';
import { IMAGE_READ_TIMEOUT_MS } from '@/test/support/pages/image-reading';
import { HUGE_PNG_SIDE, IMAGE_DEMO_VINS, hugePixelsPng, vinLabelImage } from '@/test/support/images/fixtures';

test.describe.configure({ timeout: 3 * IMAGE_READ_TIMEOUT_MS });

async function drawingPage(context: { newPage(): Promise<Page> }): Promise<Page> {
  const page = await context.newPage();
  await page.goto('about:blank');
  return page;
}

/** A one-page PDF that is only a picture (a scan): no text at all, the label's image filling the page. */
async function scannedLabelPdf(picture: Buffer): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const image = await document.embedPng(new Uint8Array(picture));
  const size = image.scaleToFit(420, 300);
  const page = document.addPage([size.width, size.height]);
  page.drawImage(image, { x: 0, y: 0, width: size.width, height: size.height });
  return document.save();
}

test('an image opened in the viewer is shown and read; its read VIN is looked up there, one call', async ({
  context,
  openExtensionPage,
  mockApi,
}) => {
  const vin = IMAGE_DEMO_VINS[2];
  const label = await vinLabelImage(await drawingPage(context), { vin, symbology: 'datamatrix' });
  await configureMockApi(openExtensionPage, mockApi.url);
  const viewer = await ViewerPage.open(openExtensionPage);
  await viewer.pick({ name: 'label.png', bytes: new Uint8Array(label), mimeType: 'image/png' });

  await expect(viewer.shownImage).toBeVisible();
  const row = viewer.image.rowOf(vin);
  await expect(row).toBeVisible({ timeout: IMAGE_READ_TIMEOUT_MS });
  await expect(row.locator('.image-status')).toHaveText('read');
  await viewer.image.waitUntilRead();
  // Not a PDF: no "not a PDF" message, no pages.
  await expect(viewer.failure).toHaveCount(0);
  await expect(viewer.pages).toHaveCount(0);
  expect(mockApi.verificationCalls()).toEqual([]);

  await row.getByRole('button', { name: `Look up VIN ${vin}` }).click();
  await expect(viewer.page.getByRole('region', { name: 'Vehicle report' })).toBeVisible();
  expect(mockApi.verificationCalls().map((call) => call.body)).toEqual([{ vin }]);
});

test('"Read the scanned page" reads a scanned PDF page on the device', async ({
  context,
  openExtensionPage,
}) => {
  const vin = IMAGE_DEMO_VINS[3];
  const label = await vinLabelImage(await drawingPage(context), { vin, symbology: 'qr' });
  const viewer = await ViewerPage.open(openExtensionPage);
  await viewer.pick({ name: 'scan.pdf', bytes: await scannedLabelPdf(label) });
  await viewer.waitUntilRead(1);
  await expect(viewer.notice(1)).toContainText('This page is a scanned image.');
  const offer = viewer.notice(1).getByRole('button', { name: 'Read the scanned page' });
  await expect(offer).toBeEnabled();

  await offer.click();
  const row = viewer.image.rowOf(vin);
  await expect(row).toBeVisible({ timeout: IMAGE_READ_TIMEOUT_MS });
  await expect(row.locator('.image-status')).toHaveText('read');
  await viewer.image.waitUntilRead();
  // The PDF stays shown under what its page holds.
  await expect(viewer.pages).toHaveCount(1);
});

test('an image pasted on the viewer page is read, and a huge one is refused with its size', async ({
  openExtensionPage,
}) => {
  const viewer = await ViewerPage.open(openExtensionPage);
  await viewer.image.paste(viewer.page.locator('body'), {
    name: 'huge.png',
    bytes: new Uint8Array(hugePixelsPng()),
    mimeType: 'image/png',
  });
  await expect(viewer.image.failure).toContainText(
    `This image is ${HUGE_PNG_SIDE} × ${HUGE_PNG_SIDE} pixels`,
  );
  // Never drawn: its header refused it before any decode.
  await expect(viewer.shownImage).toHaveCount(1);
  expect(
    await viewer.shownImage.evaluate(
      (canvas) => (canvas as HTMLCanvasElement).width * (canvas as HTMLCanvasElement).height,
    ),
  ).toBeLessThan(1_000_000);
  await expect(viewer.picker).toBeEnabled();
});
