import type { Locator, Page } from '@playwright/test';
import { lookUpVin } from '@/test/support/extension-ui';
import { DEMO_VINS } from '@/utils/demo/index';
import { expect, test } from './fixtures';

/** One pixel of what the user sees in `element`, read from a real screenshot decoded by the page itself. */
async function seenPixel(page: Page, element: Locator, x: number, y: number): Promise<number[]> {
  const png = (await element.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, x, y }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return [...context.getImageData(x, y, 1, 1).data].slice(0, 3);
    },
    { png, x, y },
  );
}

const luminance = ([r = 0, g = 0, b = 0]: number[]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

test('the car picture sits on a tile of the page theme: dark in dark mode, light in light mode', async ({
  openExtensionPage,
}) => {
  const popup = await openExtensionPage('popup.html');
  await popup.emulateMedia({ colorScheme: 'dark' });
  await lookUpVin(popup, DEMO_VINS[0]!);
  const picture = popup.getByRole('img', { name: /Toyota|Camry|photo/i }).first();
  await expect(picture).toBeVisible();
  // Above the car's roof, left of its bonnet: the tile, not the car.
  expect(luminance(await seenPixel(popup, picture, 10, 10))).toBeLessThan(80);
  await popup.emulateMedia({ colorScheme: 'light' });
  expect(luminance(await seenPixel(popup, picture, 10, 10))).toBeGreaterThan(200);
});
