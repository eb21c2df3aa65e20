/**
 * Issue 41: a WhatsApp message pasted into the popup's box lists the identifiers in it instead of "too long".
 * One identifier: Enter looks it up at once, with the name beside it as the name to check. Several: nothing is
 * sent until one is picked. None: the popup says so.
 */
import { configureMockApi, expect, test } from './fixtures';
import { PopupPage } from '@/test/support/pages/popup';

const BUSINESS_TAX = '/verification/ng/business_tax';

test('a pasted message with one Tax ID and a name: Enter sends one Business Tax call with the name check', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url, undefined, BUSINESS_TAX);
  const popup = await PopupPage.open(openExtensionPage);
  await popup.identifier.fill(
    'Pls verify this supplier: Tax ID 1049382700013, Adewale Autos Nigeria Limited',
  );
  const found = popup.foundInMessage;
  await expect(found.getByRole('listitem')).toHaveCount(1);
  await expect(found).toContainText('Tax ID 1049382700013');
  await expect(found).toContainText('Name beside it: Adewale Autos Nigeria Limited');
  await expect(popup.page.getByRole('alert')).toHaveCount(0); // no "too long"
  expect(mockApi.verificationCalls()).toEqual([]);

  await popup.identifier.press('Enter');
  await expect(popup.taxpayerRecord.getByText(/^✓ Verified$/)).toBeVisible();
  await expect(
    popup.taxpayerRecord.getByText('The name you typed, Adewale Autos Nigeria Limited, matches'),
  ).toBeVisible();
  await expect(popup.taxpayerRecord.getByText(/^Charged .*1(\.0+)?/)).toBeVisible();
  const posts = mockApi.calls.filter((call) => call.method === 'POST');
  expect(posts.map((call) => [call.path, call.body])).toEqual([
    [BUSINESS_TAX, { tax_number: '1049382700013' }],
  ]);
});

test('a forwarded message with two identifiers lists both and sends nothing until one is picked', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url, undefined, BUSINESS_TAX);
  const popup = await PopupPage.open(openExtensionPage);
  await popup.pasteIntoIdentifier(
    [
      '[10:42, 27/11/2026] Tunde: Forwarded',
      '[10:42, 27/11/2026] Tunde: Tax ID 1049382700013, Adewale Autos Nigeria Limited',
      '[10:43, 27/11/2026] Tunde: and this one 🙏🏽',
      '[10:43, 27/11/2026] Tunde: Tax ID 2522520314833 - Prembly Limited',
    ].join('\n'),
  );
  const rows = popup.foundInMessage.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Name beside it: Adewale Autos Nigeria Limited');
  await expect(rows.nth(1)).toContainText('Name beside it: Prembly Limited');
  // Enter does not choose for the person.
  await popup.identifier.press('Enter');
  await expect(popup.page.getByRole('alert')).toContainText('This text holds 2 identifiers');
  expect(mockApi.verificationCalls()).toEqual([]);

  await popup.foundInMessage.getByRole('button', { name: 'Look up Tax ID 2522520314833' }).click();
  await expect(popup.taxpayerRecord.getByRole('heading', { name: 'PREMBLY LIMITED' })).toBeVisible();
  await expect(popup.taxpayerRecord.getByText('The name you typed, Prembly Limited, matches')).toBeVisible();
  const posts = mockApi.calls.filter((call) => call.method === 'POST');
  expect(posts.map((call) => call.body)).toEqual([{ tax_number: '2522520314833' }]);
});

test('a message with no identifier says so, and a VIN in a message shows its free preview', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url, undefined, BUSINESS_TAX);
  const popup = await PopupPage.open(openExtensionPage);
  await popup.identifier.fill(
    'Good morning sir, any update on the delivery to Apapa? We are waiting since Monday',
  );
  await expect(popup.foundInMessage.getByRole('status')).toHaveText(
    'No VIN, Tax ID, TIN, RC or phone number found in this text.',
  );
  await popup.identifier.press('Enter');
  await expect(popup.page.getByRole('alert')).toHaveText(
    'No VIN, Tax ID, TIN, RC or phone number found in this text. Nothing was sent.',
  );
  expect(mockApi.verificationCalls()).toEqual([]);

  await popup.identifier.fill('Bros the Camry VIN na 4T1BF1FK5DU276514, abeg check am before Friday');
  // One candidate, its own button, and the free preview beside it (the preview lists facts of its own).
  await expect(popup.foundInMessage.getByRole('button', { name: /^Look up / })).toHaveCount(1);
  await expect(
    popup.foundInMessage.getByRole('button', { name: 'Look up VIN 4T1BF1FK5DU276514' }),
  ).toBeVisible();
  await expect(popup.foundInMessage.getByRole('region', { name: 'VIN preview' })).toContainText('Toyota');
  expect(mockApi.verificationCalls()).toEqual([]);
});
