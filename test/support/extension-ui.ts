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

/** Fills Options for an API, as a merchant does: data source API, the preset, its base URL and the key. */
export async function fillApiSettings(
  options: Page,
  preset: 'Custom' | 'Prembly',
  baseUrl: string,
  apiKey: string,
): Promise<void> {
  await options.getByLabel('Data source').selectOption({ label: 'API' });
  await openAdvanced(options);
  await options.getByLabel('Preset').selectOption({ label: preset });
  await options.getByLabel('API base URL').fill(baseUrl);
  await options.getByLabel('API key').fill(apiKey);
}

/** Saves Options and waits for it to say so. */
export async function saveOptions(options: Page): Promise<void> {
  await options.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(options.getByText('Settings saved.')).toBeVisible();
}

/** Points the extension at an API through the options page: data source API, preset Custom, URL and key. */
export async function configureCustomApi(
  options: Page,
  baseUrl: string,
  apiKey: string,
  taxIdPath?: string,
): Promise<void> {
  await fillApiSettings(options, 'Custom', baseUrl, apiKey);
  if (taxIdPath !== undefined) await options.getByLabel('Tax ID path').fill(taxIdPath);
  await saveOptions(options);
}

/** Opens the Summary of the answer `from` shows, in its own tab. */
export async function openSummary(context: BrowserContext, from: Page): Promise<Page> {
  const [summary] = await Promise.all([
    context.waitForEvent('page'),
    from.getByRole('link', { name: 'Summary', exact: true }).click(),
  ]);
  await expect(summary.getByRole('article', { name: 'Verification summary' })).toBeVisible();
  return summary;
}

/** The one box: typed, read as a VIN (the chip says so), then Look up. */
export async function lookUpVin(popup: Page, vin: string): Promise<void> {
  await popup.getByLabel('Identifier', { exact: true }).fill(vin);
  await popup.getByRole('button', { name: 'Look up', exact: true }).click();
}

const READ_AS = {
  TIN: /^Read as (Tax ID|TIN)$/,
  CAC: /^Read as (RC|BN|CAC) number$/,
  Phone: /^Read as Phone$/,
} as const;

/**
 * A taxpayer's number in the one box. Where it reads as two kinds, "Look up by" picks `by`; otherwise the
 * chip must already say `by`, so a test never sends a number as a kind the box did not read.
 */
export async function verifyTaxpayer(
  popup: Page,
  by: 'TIN' | 'CAC' | 'Phone',
  number: string,
): Promise<void> {
  await popup.getByLabel('Identifier', { exact: true }).fill(number);
  const choice = popup.getByLabel('Look up by');
  if ((await choice.count()) > 0) await choice.selectOption({ label: by });
  await expect(popup.getByRole('status', { name: READ_AS[by] })).toBeVisible();
  await popup.getByRole('button', { name: 'Look up', exact: true }).click();
}
