/**
 * The taxpayer record answers a lender's question: is this the company on the invoice? The answer's verdict
 * with the name as the heading, and the name and RC printed beside the TIN set against the provider's answer.
 */
import { expect, test } from './fixtures';
import { markTexts, tabIdOf } from '@/test/support/scanned-page';

for (const { page: file, verdict, name, rc } of [
  {
    page: 'invoice-honest',
    // Demo data finds, it verifies nothing (utils/verdict/): the checks that held are still named.
    verdict: 'Found in the demo data',
    name: /The name on the page, .+, matches$/,
    rc: /The RC number on the page, .+, matches$/,
  },
  {
    page: 'invoice-forged',
    verdict: '⚠ Found in the demo data, but the name differs and the RC number differs',
    name: 'The name on the page, ADEWALE MOTORS LTD, does not match the record: ADEWALE AUTOS NIGERIA LIMITED',
    rc: 'The RC number on the page, RC1456099, does not match the record: RC1456032',
  },
]) {
  test(`a TIN looked up from ${file}: its verdict, and the page's name and RC checked`, async ({
    context,
    pages,
    serviceWorker,
    openExtensionPage,
  }) => {
    const page = await context.newPage();
    await page.goto(`${pages.url}/content/${file}.html`);
    // The bare TIN is marked once the page is read as Nigerian (the worker's answer), after the VIN and RC.
    await expect.poll(() => markTexts(page)).toContain('10493827-0001');
    await page.keyboard.press('Alt+Shift+S');
    // The page's buttons come with the shortcut: arrows pressed before one has focus go to the page.
    await expect(page.getByRole('button', { name: /^(Look up|Verify|Preview) / })).toBeFocused();
    const tin = page.getByRole('button', { name: 'Verify TIN 10493827-0001' });
    for (let step = 0; step < 4 && !(await tin.isVisible()); step++) await page.keyboard.press('ArrowDown');
    await expect(tin).toBeFocused();
    await page.keyboard.press('Enter');

    const tabId = await tabIdOf(serviceWorker, page.url());
    const panel = await openExtensionPage(`sidepanel.html?tab=${tabId}`);
    const record = panel.getByRole('region', { name: 'Taxpayer record' });
    await expect(record.locator('.verdict')).toHaveText(verdict);
    await expect(record.getByRole('heading', { name: 'ADEWALE AUTOS NIGERIA LIMITED' })).toBeVisible();
    // The name is the heading, not repeated among the fields.
    await expect(record.locator('dt', { hasText: 'Taxpayer name' })).toHaveCount(0);
    await expect(record.getByText(name)).toBeVisible();
    await expect(record.getByText(rc)).toBeVisible();
    await expect(record.getByText('Micro and Small Tax Office', { exact: false })).toBeVisible();
  });
}

test('a number pasted in the popup with a name to match: the record says whether it is that company', async ({
  openExtensionPage,
}) => {
  const popup = await openExtensionPage('popup.html');
  await popup.getByLabel('Identifier', { exact: true }).fill('10493827-0001');
  await popup.getByLabel('Name on the document (optional)').fill('Adewale Autos (Nig.) Ltd');
  await popup.getByLabel('Identifier', { exact: true }).press('Enter');
  const record = popup.getByRole('region', { name: 'Taxpayer record' });
  await expect(record.getByText('The name you typed, Adewale Autos (Nig.) Ltd, matches')).toBeVisible();

  await popup.getByLabel('Name on the document (optional)').fill('Adewale Motors Ltd');
  await popup.getByRole('button', { name: 'Look up', exact: true }).click();
  await expect(
    record.getByText(
      'The name you typed, Adewale Motors Ltd, does not match the record: ADEWALE AUTOS NIGERIA LIMITED',
    ),
  ).toBeVisible();
});
