/**
 * Issue 41: bad images get a clear message and break nothing. A 20,000 x 20,000 px PNG, a damaged JPEG, an SVG
 * with a script and a 50 MB file are each refused with their own words (from their headers, before anything
 * is decoded), in the popup and in the side panel; the box still takes the next image, and a normal lookup
 * through the worker still works after.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { configureMockApi, expect, test } from './fixtures';
import { PopupPage } from '@/test/support/pages/popup';
import { SidePanelPage } from '@/test/support/pages/side-panel';
import { ImageReading } from '@/test/support/pages/image-reading';
import {
  HUGE_PNG_SIDE,
  IMAGE_DEMO_VINS,
  corruptJpeg,
  fiftyMegabyteFile,
  hugePixelsPng,
  scriptedSvg,
} from '@/test/support/images/fixtures';

const file = (name: string, bytes: Buffer, mimeType: string) => ({
  name,
  bytes: new Uint8Array(bytes),
  mimeType,
});

test('the popup says what is wrong with a huge, a damaged, a scripted and a 50 MB image, then looks up as usual', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const popup = await PopupPage.open(openExtensionPage);
  const image = popup.image;

  await image.paste(popup.identifier, file('huge.png', hugePixelsPng(), 'image/png'));
  await expect(image.failure).toContainText(
    `This image is ${HUGE_PNG_SIDE} × ${HUGE_PNG_SIDE} pixels, more than the 50 million pixels that are read.`,
  );

  await image.pick(file('photo.jpg', corruptJpeg(), 'image/jpeg'));
  await expect(image.failure).toHaveText(/This image is damaged or incomplete, so it cannot be read\./);

  await image.drop(popup.page.locator('main'), file('drawing.svg', scriptedSvg(), 'image/svg+xml'));
  await expect(image.failure).toContainText('SVG drawings are not read: save it as PNG or JPEG.');
  // Its script and onload never ran in the popup: they would have set these.
  expect(
    await popup.page.evaluate(() => {
      const seen = globalThis as { __svgOnload?: boolean; __svgScript?: boolean };
      return [seen.__svgOnload, seen.__svgScript];
    }),
  ).toEqual([undefined, undefined]);

  // Too large to hand over in memory: picked from the disk, as a person picks it.
  const big = join(tmpdir(), `fifty-${process.pid}.png`);
  writeFileSync(big, fiftyMegabyteFile());
  await image.pick(big);
  await expect(image.failure).toContainText('This file is 50 MB: images up to 25 MB are read.');
  // Each failure offers its fix: another image, at once.
  await expect(image.failure.getByRole('button', { name: 'Choose another image' })).toBeVisible();

  // Nothing broke: the box, the worker and the provider answer as before, one call.
  await expect(popup.identifier).toBeEditable();
  expect(mockApi.verificationCalls()).toEqual([]);
  await popup.lookUpVin(IMAGE_DEMO_VINS[0]);
  await expect(popup.vehicleReport).toBeVisible();
  expect(mockApi.verificationCalls()).toHaveLength(1);
});

test('the side panel says so too, and its lookups still work after', async ({
  openExtensionPage,
  openScannedPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const { tabId } = await openScannedPage('plain.html');
  const panel = await SidePanelPage.open(openExtensionPage, tabId);
  const image = new ImageReading(panel.page);
  const box = panel.page.getByLabel('Identifier', { exact: true });

  await image.paste(box, file('huge.png', hugePixelsPng(), 'image/png'));
  await expect(image.failure).toContainText('pixels, more than the 50 million pixels that are read.');
  await image.drop(panel.page.locator('main'), file('drawing.svg', scriptedSvg(), 'image/svg+xml'));
  await expect(image.failure).toContainText('SVG drawings are not read');
  await image.pick(file('photo.jpg', corruptJpeg(), 'image/jpeg'));
  await expect(image.failure).toContainText('This image is damaged or incomplete');

  await box.fill(IMAGE_DEMO_VINS[1]);
  await panel.page.getByRole('button', { name: 'Look up', exact: true }).click();
  await expect(panel.vehicleReport).toBeVisible();
  expect(mockApi.verificationCalls()).toHaveLength(1);
});
