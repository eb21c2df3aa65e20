/**
 * Nigeria's tax identity since 2026: the Tax ID in the popup against a provider that does not know it
 * (the mock API answers "not found" for any number it has no record of), and a page whose identifiers
 * are printed as real pages print them.
 */
import { expect, test, configureMockApi } from './fixtures';
import { verifyTaxpayer } from '@/test/support/extension-ui';
import { markTexts, tabIdOf } from '@/test/support/scanned-page';

const TAX_ID = '1234567890123';
/** Printed in a block with two RC numbers (a company and its parent). */
const OTHER_TAX_ID = '9876543210987';
/** Custom's Tax ID path, where the mock serves Business Tax as the Prembly preset's docs put it. */
const BUSINESS_TAX = '/verification/ng/business_tax';

test('a Tax ID typed in groups is read as a Tax ID, sent as 13 digits, and "not found" offers the next steps', async ({
  context,
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url, undefined, BUSINESS_TAX);
  const popup = await openExtensionPage('popup.html');
  const box = popup.getByLabel('Identifier', { exact: true });
  await box.fill('1234 5678 90123');
  await expect(popup.getByText(`Read as a Tax ID (13 digits): ${TAX_ID}`)).toBeVisible();
  await expect(popup.getByRole('status', { name: 'Read as Tax ID' })).toBeVisible();
  await box.fill('20304753-0001');
  await expect(popup.getByText('Read as a legacy NRS (formerly FIRS) TIN: 20304753-0001')).toBeVisible();
  await expect(popup.getByRole('status', { name: 'Read as TIN' })).toBeVisible();
  await box.fill('2087654321');
  await expect(popup.getByText('Read as a legacy JRB (formerly JTB) TIN: 2087654321')).toBeVisible();
  // None of them is a VIN: the free VIN preview stays away ("made in Canada" was a Tax ID read as a VIN).
  await expect(popup.getByRole('region', { name: 'VIN preview' })).toHaveCount(0);

  const pagesBefore = context.pages().length;
  await verifyTaxpayer(popup, 'TIN', '1234 5678 90123');
  // Not found is an answer, shown as information (a status), not as an alert.
  const failure = popup
    .getByRole('status')
    .filter({ hasText: 'It may not verify the new 13-digit Tax ID yet' });
  await expect(failure).toBeVisible();
  await expect(popup.getByRole('alert')).toHaveCount(0);
  await expect(failure).not.toContainText('typos');
  const next = popup.getByRole('note', { name: 'Next steps for this Tax ID' });
  await expect(next).toContainText("verify the company's RC or BN number, or the person's legacy TIN");
  const portal = next.getByRole('link', { name: 'taxid.nrs.gov.ng' });
  await expect(portal).toHaveAttribute('href', 'https://taxid.nrs.gov.ng');
  await expect(portal).toHaveAttribute('target', '_blank');
  await expect(next.getByRole('link', { name: 'taxid.jrb.gov.ng' })).toHaveAttribute(
    'href',
    'https://taxid.jrb.gov.ng',
  );
  expect(context.pages().length).toBe(pagesBefore); // nothing opened until a click

  // Business Tax takes the Tax ID (issue 27), as 13 digits under tax_number.
  const calls = mockApi.calls.filter((call) => call.method === 'POST');
  expect(calls.map((call) => [call.path, call.body])).toEqual([[BUSINESS_TAX, { tax_number: TAX_ID }]]);
});

test('an invoice whose buyer prints an RC first: the offer is the RC printed beside the Tax ID', async ({
  context,
  pages,
  serviceWorker,
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url, undefined, BUSINESS_TAX);
  const page = await context.newPage();
  const url = `${pages.url}/content/invoice-two-companies.html`;
  await page.goto(url);
  await expect.poll(() => markTexts(page).then((texts) => texts.length)).toBeGreaterThan(0);
  const tabId = await tabIdOf(serviceWorker, url);

  const popup = await openExtensionPage(`popup.html?tab=${tabId}`);
  await verifyTaxpayer(popup, 'TIN', TAX_ID);
  const next = popup.getByRole('note', { name: 'Next steps for this Tax ID' });
  // The buyer's RC1456032 comes first on the page; the supplier's RC1318699 is printed with the Tax ID.
  const verifyCac = next.getByRole('button', { name: 'Verify RC1318699, printed beside this Tax ID' });
  await verifyCac.click();
  await expect.poll(() => mockApi.calls.filter((call) => call.method === 'POST').length).toBe(2);
  expect(mockApi.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
    { tax_number: TAX_ID },
    { channel: 'CAC', number: 'RC1318699' },
  ]);
  // The card now answers for the RC number (unknown to the mock too), and the Tax ID follow-up is gone.
  await expect(popup.locator('.result__id')).toContainText('RC1318699');
  await expect(next).toHaveCount(0);

  // The second Tax ID's block prints two RC numbers: which is its company is not known, so none is offered.
  await verifyTaxpayer(popup, 'TIN', OTHER_TAX_ID);
  await expect(next).toContainText("verify the company's RC or BN number");
  await expect(next.getByRole('button')).toHaveCount(0);
  expect(mockApi.calls.filter((call) => call.method === 'POST')).toHaveLength(3);
});

test("the same offer under the side panel's answer to a click on the page, read from the Tax ID's own block", async ({
  context,
  pages,
  serviceWorker,
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url, undefined, BUSINESS_TAX);
  const page = await context.newPage();
  const url = `${pages.url}/content/invoice-two-companies.html`;
  await page.goto(url);
  await expect.poll(() => markTexts(page).then((texts) => texts.length)).toBeGreaterThan(0);
  const tabId = await tabIdOf(serviceWorker, url);
  // The Tax ID's own button, by keyboard (Alt+Shift+S, then down), as a user without a mouse reaches it.
  await page.keyboard.press('Alt+Shift+S');
  await expect(page.getByRole('button', { name: /^(Look up|Verify|Preview) / })).toBeFocused();
  const button = page.getByRole('button', { name: /^Verify .*1234 ?5678 ?90123/ });
  for (let step = 0; step < 8 && !(await button.isVisible()); step++) await page.keyboard.press('ArrowDown');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => mockApi.calls.filter((call) => call.method === 'POST').length).toBe(1);

  const panel = await openExtensionPage(`sidepanel.html?tab=${tabId}`);
  const next = panel.getByRole('note', { name: 'Next steps for this Tax ID' });
  await expect(next.getByRole('button')).toHaveText(['Verify RC1318699, printed beside this Tax ID']);
  await next.getByRole('button').click();
  await expect
    .poll(() => mockApi.calls.filter((call) => call.method === 'POST').map((call) => call.body))
    .toEqual([{ tax_number: TAX_ID }, { channel: 'CAC', number: 'RC1318699' }]);
});

test('a Tax ID printed with no RC beside it offers no RC, though the page prints one elsewhere', async ({
  context,
  pages,
  serviceWorker,
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url, undefined, BUSINESS_TAX);
  const page = await context.newPage();
  const url = `${pages.url}/content/printed-shapes.html`;
  await page.goto(url);
  await expect.poll(() => markTexts(page).then((texts) => texts.length)).toBeGreaterThan(0);
  const tabId = await tabIdOf(serviceWorker, url);

  const popup = await openExtensionPage(`popup.html?tab=${tabId}`);
  await verifyTaxpayer(popup, 'TIN', TAX_ID);
  const next = popup.getByRole('note', { name: 'Next steps for this Tax ID' });
  // Its footer prints an IT, two BNs and an RC: none of them is this Tax ID's own, so none is offered.
  await expect(next).toContainText("verify the company's RC or BN number");
  await expect(next.getByRole('button')).toHaveCount(0);
});

test('a page marks identifiers as real pages print them, and none of their look-alikes', async ({
  context,
  pages,
}) => {
  const page = await context.newPage();
  // Phones are off by default, so "+234 (0) 803 367 5080" stays unmarked here (the unit tests cover it).
  await page.goto(`${pages.url}/content/printed-shapes.html`);
  const expected = [
    'IT/NO.34889',
    'Business Name Reg. No. 3804623',
    'BN): 2345678',
    'RC NO:1318699',
    '20304753 – 0001',
    '1234 5678 90123',
    '1HGCM82633A004352',
  ];
  await expect.poll(() => markTexts(page)).toEqual(expected.sort());

  // A 10-digit number after "TIN" on a page that is plainly Ethiopian (the content script reads the
  // page's language, en-ET here, or its domain) is not a JRB TIN.
  const foreign = await context.newPage();
  await foreign.goto(`${pages.url}/content/foreign-tin.html`);
  await expect.poll(() => markTexts(foreign)).toEqual(['1HGCM82633A004352']);
});
