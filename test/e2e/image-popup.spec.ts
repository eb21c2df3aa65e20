/**
 * Issue 41: an image pasted, dropped or picked in the popup is read on the device, and what it holds is listed
 * under **Read from the image**, each candidate read or doubtful. Nothing is looked up by the image itself: a
 * read candidate is looked up by its own button (one call); a doubtful one only goes to the box, where the
 * person checks it and presses Look up. OCR is slow on shared cores: few images, small, and waits on signals.
 */
import type { Page } from '@playwright/test';
import { configureMockApi, expect, test } from './fixtures';
import { PopupPage } from '@/test/support/pages/popup';
import { IMAGE_READ_TIMEOUT_MS } from '@/test/support/pages/image-reading';
import {
  IMAGE_CERTIFICATE,
  IMAGE_DEMO_VINS,
  certificateImage,
  textImage,
  vinLabelImage,
} from '@/test/support/images/fixtures';

const BUSINESS_TAX = '/verification/ng/business_tax';

/**
 * 4T1BF1FK5DU276514 printed with an S for its 9th character (5): its check digit fails, and one lookalike
 * change alone (S back to 5) makes it hold, so the rule can name the character in doubt and suggest the fix.
 */
const MISPRINTED_VIN = '4T1BF1FKSDU276514';
const TRUE_VIN = '4T1BF1FK5DU276514';
const png = (name: string, bytes: Buffer) => ({ name, bytes: new Uint8Array(bytes), mimeType: 'image/png' });

/** A blank tab to draw the test pictures in (never an extension page: its CSP is not the test's to bend). */
async function drawingPage(context: { newPage(): Promise<Page> }): Promise<Page> {
  const page = await context.newPage();
  await page.goto('about:blank');
  return page;
}

test.describe.configure({ timeout: 3 * IMAGE_READ_TIMEOUT_MS });

test('a screenshot pasted into the box gives a read VIN; one click looks it up with one call', async ({
  context,
  openExtensionPage,
  mockApi,
}) => {
  const vin = IMAGE_DEMO_VINS[0];
  const screenshot = await textImage(await drawingPage(context), {
    lines: [
      'Chassis details',
      `VIN: ${vin}`,
      `Tax ID ${IMAGE_CERTIFICATE.taxId}, Adewale Autos Nigeria Limited`,
    ],
    font: 'DejaVu Sans Mono',
  });
  await configureMockApi(openExtensionPage, mockApi.url);
  const popup = await PopupPage.open(openExtensionPage);
  await popup.image.paste(popup.identifier, png('screenshot.png', screenshot));

  const row = popup.image.rowOf(vin);
  await expect(row).toBeVisible({ timeout: IMAGE_READ_TIMEOUT_MS });
  await popup.image.waitUntilRead();
  await expect(row).toContainText('VIN');
  await expect(row.locator('.image-status')).toHaveText('read');
  await expect(row.locator('mark')).toHaveCount(0);
  // The name printed beside a Tax ID is kept as the name to check.
  await expect(popup.image.rowOf(IMAGE_CERTIFICATE.taxId)).toContainText(
    'Name beside it: Adewale Autos Nigeria Limited',
  );
  // The free preview sits beside it; nothing was sent by reading the image.
  await expect(row.getByRole('region', { name: 'VIN preview' })).toBeVisible();
  expect(mockApi.verificationCalls()).toEqual([]);
  // The box and the rest of the popup are untouched by the paste.
  await expect(popup.identifier).toHaveValue('');

  await row.getByRole('button', { name: `Look up VIN ${vin}` }).click();
  await expect(popup.vehicleReport).toBeVisible();
  expect(mockApi.verificationCalls()).toHaveLength(1);
  expect(mockApi.verificationCalls()[0]?.body).toMatchObject({ vin });
});

test('a dropped photo of a Code 39 label gives the VIN without its import "I"', async ({
  context,
  openExtensionPage,
  mockApi,
}) => {
  const vin = IMAGE_DEMO_VINS[1];
  const photo = await vinLabelImage(await drawingPage(context), {
    vin,
    symbology: 'code39',
    importI: true,
    rotateDeg: 4,
    jpegQuality: 80,
  });
  await configureMockApi(openExtensionPage, mockApi.url);
  const popup = await PopupPage.open(openExtensionPage);
  await popup.image.drop(popup.page.locator('main'), {
    name: 'door-jamb.jpg',
    bytes: new Uint8Array(photo),
    mimeType: 'image/jpeg',
  });
  // Barcodes are listed as soon as they are read, before the text is.
  const row = popup.image.rowOf(vin);
  await expect(row).toBeVisible({ timeout: IMAGE_READ_TIMEOUT_MS });
  await expect(row).toContainText('from a barcode');
  await expect(row.locator('.image-status')).toHaveText('read');
  await popup.image.waitUntilRead();
  await expect(popup.image.region.locator('.image-found__value')).not.toContainText([`I${vin}`]);
  expect(mockApi.verificationCalls()).toEqual([]);
});

test('a certificate gives its RC and Tax ID; a doubtful Tax ID is sent only after Look up', async ({
  context,
  openExtensionPage,
  mockApi,
}) => {
  const certificate = await certificateImage(await drawingPage(context), { ...IMAGE_CERTIFICATE });
  await configureMockApi(openExtensionPage, mockApi.url, undefined, BUSINESS_TAX);
  const popup = await PopupPage.open(openExtensionPage);
  await popup.image.pick(png('certificate.png', certificate));
  await popup.image.waitUntilRead();

  const taxId = popup.image.rowOf(IMAGE_CERTIFICATE.taxId);
  const rc = popup.image.rowOf(IMAGE_CERTIFICATE.rc.replace(/\s/g, ''));
  await expect(taxId).toBeVisible();
  await expect(rc).toBeVisible();
  // Read from text with no check digit: doubtful, so it goes to the box, not to the provider.
  await expect(taxId.locator('.image-status')).toHaveText('doubtful');
  await expect(taxId).toContainText('no check digit to prove the reading');
  // The certificate prints one company: its name goes with the Tax ID as the claim to check.
  await expect(taxId).toContainText(`Name beside it: ${IMAGE_CERTIFICATE.companyName}`);
  await taxId
    .getByRole('button', { name: `Put Tax ID ${IMAGE_CERTIFICATE.taxId} in the box to check it` })
    .click();
  await expect(popup.identifier).toHaveValue(IMAGE_CERTIFICATE.taxId);
  await expect(popup.nameToMatch).toHaveValue(IMAGE_CERTIFICATE.companyName);
  await expect(popup.page.getByText('Check it against the image, then press Look up.')).toBeVisible();
  expect(mockApi.verificationCalls()).toEqual([]);

  await popup.lookUpButton.click();
  await expect(
    popup.taxpayerRecord.getByRole('heading', { name: IMAGE_CERTIFICATE.companyName }),
  ).toBeVisible();
  await expect(
    popup.taxpayerRecord.getByText(`The name you typed, ${IMAGE_CERTIFICATE.companyName}, matches`),
  ).toBeVisible();
  const posts = mockApi.calls.filter((call) => call.method === 'POST');
  expect(posts.map((call) => [call.path, call.body])).toEqual([
    [BUSINESS_TAX, { tax_number: IMAGE_CERTIFICATE.taxId }],
  ]);
});

test('a VIN read with one wrong character is doubtful, shows it, and sends nothing until Look up', async ({
  context,
  openExtensionPage,
  mockApi,
}) => {
  const misprint = await textImage(await drawingPage(context), {
    lines: [`VIN ${MISPRINTED_VIN}`],
    font: 'DejaVu Sans Mono',
  });
  await configureMockApi(openExtensionPage, mockApi.url);
  const popup = await PopupPage.open(openExtensionPage);
  await popup.image.paste(popup.identifier, png('misprint.png', misprint));
  await popup.image.waitUntilRead();

  const row = popup.image.rowOf(MISPRINTED_VIN);
  await expect(row.locator('.image-status')).toHaveText('doubtful');
  await expect(row).toContainText('The check digit does not add up');
  await expect(row.locator('mark')).toHaveText(['S']);
  await expect(row).toContainText('Characters in doubt: 9th');
  // Beside it, the crop it was read from, to check it against: drawn, with ink in it.
  const crop = row.getByRole('img', { name: `Where ${MISPRINTED_VIN} was read in the image` });
  await expect
    .poll(() =>
      crop.evaluate((element) => {
        const canvas = element as HTMLCanvasElement;
        if (canvas.width === 0 || canvas.height === 0) return 0;
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let ink = 0;
        for (let at = 0; at < data.length; at += 4) if (data[at]! < 100) ink++;
        return ink;
      }),
    )
    .toBeGreaterThan(50);
  // No look-up button on a doubtful reading: only the box takes it.
  await expect(row.getByRole('button', { name: /^Look up/ })).toHaveCount(0);
  const suggestion = row.getByRole('button', { name: /^Try / });
  await expect(suggestion).toHaveText(`Try ${TRUE_VIN} (changes the 9th character)`);

  await row.getByRole('button', { name: `Put VIN ${MISPRINTED_VIN} in the box to check it` }).click();
  await expect(popup.identifier).toHaveValue(MISPRINTED_VIN);
  await suggestion.click();
  await expect(popup.identifier).toHaveValue(TRUE_VIN);
  await expect(popup.page.getByText('Check it against the image, then press Look up.')).toBeVisible();
  expect(mockApi.verificationCalls()).toEqual([]);

  await popup.lookUpButton.click();
  await expect(popup.vehicleReport).toBeVisible();
  expect(mockApi.verificationCalls().map((call) => call.body)).toEqual([{ vin: TRUE_VIN }]);
});

test('Cancel stops reading the text at once and keeps the barcodes already read', async ({
  context,
  openExtensionPage,
}) => {
  const vin = IMAGE_DEMO_VINS[3];
  // A label with its VIN printed under the symbol, so there is text to read after the barcode.
  const label = await vinLabelImage(await drawingPage(context), { vin, symbology: 'qr', caption: true });
  const popup = await PopupPage.open(openExtensionPage);
  await popup.image.pick(png('label.png', label));
  const row = popup.image.rowOf(vin);
  await expect(row).toBeVisible({ timeout: IMAGE_READ_TIMEOUT_MS });
  // Barcodes are listed while the text is still being read: the progress bar names that stage.
  await expect(popup.image.progress).toHaveAccessibleName('Reading the image');
  await expect(popup.image.progress).toHaveAttribute(
    'aria-valuetext',
    /^(Loading the text reader|Reading the text) /,
  );
  await popup.image.cancel.click();
  await expect(popup.image.progress).toHaveCount(0);
  await expect(row.locator('.image-status')).toHaveText('read');
  await expect(popup.image.region).toContainText('The text was not read (cancelled)');
  // The box takes the next image at once.
  await expect(popup.identifier).toBeEditable();
});
