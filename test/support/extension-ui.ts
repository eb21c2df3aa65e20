/** What a person does in the extension's pages, shared by the e2e tests, the demo and the benchmarks. */
import { expect, type BrowserContext, type Page } from '@playwright/test';

export async function openExtensionPage(
  context: BrowserContext,
  extensionId: string,
  path: string,
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/${path}`);
  return page;
}

/** Opens Options' Advanced disclosure (preset, base URL, paths, test mode) when it is closed. */
export async function openAdvanced(options: Page): Promise<void> {
  const advanced = options.locator('details.advanced');
  if ((await advanced.getAttribute('open')) === null) await advanced.locator('summary').click();
}

/** Points the extension at an API through the options page: data source API, preset Custom, URL and key. */
export async function configureCustomApi(
  options: Page,
  baseUrl: string,
  apiKey: string,
  taxIdPath?: string,
): Promise<void> {
  await options.getByLabel('Data source').selectOption({ label: 'API' });
  await openAdvanced(options);
  await options.getByLabel('Preset').selectOption({ label: 'Custom' });
  await options.getByLabel('API base URL').fill(baseUrl);
  if (taxIdPath !== undefined) await options.getByLabel('Tax ID path').fill(taxIdPath);
  await options.getByLabel('API key').fill(apiKey);
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByText('Settings saved.')).toBeVisible();
}

export async function lookUpVin(popup: Page, vin: string): Promise<void> {
  await popup.getByText('Vehicle', { exact: true }).click();
  await popup.getByLabel('VIN').fill(vin);
  await popup.getByRole('button', { name: 'Look up' }).click();
}

export async function verifyTaxpayer(
  popup: Page,
  channel: 'TIN' | 'CAC' | 'Phone',
  number: string,
): Promise<void> {
  await popup.getByText('Taxpayer', { exact: true }).click();
  await popup.getByLabel('Channel').selectOption({ label: channel });
  await popup.getByLabel('Number').fill(number);
  await popup.getByRole('button', { name: 'Verify' }).click();
}
