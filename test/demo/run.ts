/**
 * `npm run demo`: the extension on built-in data, end to end, in Debian's Chromium.
 * With a display it opens a browser to play with; without one (or with CI set) it performs one VIN and
 * one TIN lookup through the real popup, prints what came back, saves screenshots and exits.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { startMockApi } from '@/test/mock-api/server';
import { launchWithExtension } from '@/test/support/chromium';
import {
  configureCustomApi,
  lookUpVin,
  openExtensionPage,
  verifyTaxpayer,
} from '@/test/support/extension-ui';
import { startStaticServer } from '@/test/support/static-server';

const DEMO_KEY = 'demo-key-0000000000000000';
const VIN = '4T1BF1FK5DU276514';
const TIN = '10493827-0001';
const SCREENSHOTS = resolve(import.meta.dirname, '../../artifacts/demo');

async function readRegion(page: Page, name: string): Promise<string[]> {
  const region = page.getByRole('region', { name });
  await region.waitFor({ timeout: 30_000 });
  return region
    .locator('.values__row')
    .evaluateAll((rows) =>
      rows.map(
        (row) =>
          `${row.querySelector('dt')?.textContent ?? ''}: ${row.querySelector('dd .values__text, dd a, dd span')?.textContent ?? ''}`,
      ),
    );
}

async function main(): Promise<void> {
  const headless = Boolean(process.env.CI) || !process.env.DISPLAY;
  const mockApi = await startMockApi({ apiKey: DEMO_KEY, port: headless ? 0 : 8787 });
  const site = await startStaticServer(resolve(import.meta.dirname, 'pages'), headless ? 0 : 8788);
  const { context, extensionId } = await launchWithExtension({ headless });
  console.log(`Mock API:         ${mockApi.url} (key ${DEMO_KEY})`);
  console.log(`Demo dealer page: ${site.url}/`);

  if (!headless) {
    const dealer = await context.newPage();
    await dealer.goto(`${site.url}/`);
    await openExtensionPage(context, extensionId, 'popup.html');
    console.log('Chromium is open with the extension. Close the browser window (or press Ctrl+C) to stop.');
    await new Promise<void>((done) => context.on('close', () => done()));
    await Promise.all([mockApi.close(), site.close()]);
    return;
  }

  mkdirSync(SCREENSHOTS, { recursive: true });
  const popup = await openExtensionPage(context, extensionId, 'popup.html');
  await popup.setViewportSize({ width: 420, height: 900 });

  console.log(`\n1. VIN ${VIN} on the built-in demo data (no network):`);
  await lookUpVin(popup, VIN);
  const vehicle = popup.getByRole('region', { name: 'Vehicle report' });
  await vehicle.waitFor();
  console.log(
    `   ${await vehicle.locator('.vehicle__name').textContent()} · ${await vehicle.locator('.vehicle__facts').innerText()}`,
  );
  for (const row of (await readRegion(popup, 'Vehicle report')).slice(0, 8)) console.log(`   ${row}`);
  await popup.screenshot({ path: resolve(SCREENSHOTS, 'vehicle-report.png'), fullPage: true });

  console.log(`\n2. TIN ${TIN} through the local mock API (options: Custom, ${mockApi.url}):`);
  const options = await openExtensionPage(context, extensionId, 'options.html');
  await configureCustomApi(options, mockApi.url, DEMO_KEY);
  await options.screenshot({ path: resolve(SCREENSHOTS, 'options.png'), fullPage: true });
  await popup.reload();
  await verifyTaxpayer(popup, 'TIN', TIN);
  for (const row of await readRegion(popup, 'Taxpayer record')) console.log(`   ${row}`);
  await popup.screenshot({ path: resolve(SCREENSHOTS, 'taxpayer-record.png'), fullPage: true });
  console.log(`   The mock API received ${mockApi.verificationCalls().length} paid call(s).`);

  console.log(`\nScreenshots: ${SCREENSHOTS}`);
  await context.close();
  await Promise.all([mockApi.close(), site.close()]);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
