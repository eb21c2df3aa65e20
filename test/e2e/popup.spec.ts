import { lookUpVin } from '../support/extension-ui';
import { expect, test } from './fixtures';

test('a mistyped VIN is explained before anything is sent', async ({ openExtensionPage, serviceWorker }) => {
  const popup = await openExtensionPage('popup.html');
  await lookUpVin(popup, '4T1BF1FK5DU27651');
  await expect(popup.getByRole('alert')).toContainText('VIN has 16 characters, expected 17');
  await expect(popup.getByText('16 of 17 characters')).toBeVisible();
  const history = await serviceWorker.evaluate(() => chrome.storage.local.get('history'));
  expect(history).toEqual({});
});

test('the channel follows what is typed, and a chosen channel sticks', async ({ openExtensionPage }) => {
  const popup = await openExtensionPage('popup.html');
  await popup.getByText('Taxpayer', { exact: true }).click();
  const channel = popup.getByLabel('Channel');
  await popup.getByLabel('Number').fill('RC1456032');
  await expect(channel).toHaveValue('cac');
  await popup.getByLabel('Number').fill('0803 412 5876');
  await expect(channel).toHaveValue('phone');
  await popup.getByRole('button', { name: 'Verify' }).click();
  await expect(popup.getByRole('region', { name: 'Taxpayer record' })).toContainText(
    'ADEWALE AUTOS NIGERIA LIMITED',
  );
  await expect(popup.getByRole('link', { name: '08034125876' })).toHaveAttribute('href', 'tel:08034125876');

  await channel.selectOption('tin');
  await popup.getByLabel('Number').fill('RC1456032');
  await expect(channel).toHaveValue('tin');
  await popup.getByRole('button', { name: 'Verify' }).click();
  await expect(popup.getByRole('alert')).toContainText('FIRS TIN');
});

test('a VIN whose check digit fails asks before looking up', async ({ openExtensionPage }) => {
  const popup = await openExtensionPage('popup.html');
  await lookUpVin(popup, 'WVWZZZ1JZXW000001');
  const warning = popup.getByRole('alert');
  await expect(warning).toContainText(/check digit/i);
  await warning.getByRole('button', { name: 'Look up anyway' }).click();
  await expect(popup.getByRole('alert')).toContainText('No record found');
});

test('a result opens as a printable report from history, without a new call', async ({
  openExtensionPage,
  context,
}) => {
  const popup = await openExtensionPage('popup.html');
  await lookUpVin(popup, '4T1BF1FK5DU276514');
  await expect(popup.getByRole('region', { name: 'Vehicle report' })).toBeVisible();
  const [report] = await Promise.all([
    context.waitForEvent('page'),
    popup.getByRole('link', { name: 'Printable report' }).click(),
  ]);
  await expect(report.getByRole('region', { name: 'Vehicle report' })).toContainText('2013 Toyota Camry LE');
  await expect(report.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
});
