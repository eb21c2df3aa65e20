/**
 * Every field the spec defines reaches the screen, in the API's order, with human labels: checked
 * against the raw payload the mock API sends, not against a copy of the expected text.
 */
import { labelForKey } from '../../utils/api/labels';
import { demoTaxAnswer, demoVinAnswer } from '../../utils/demo/index';
import { lookUpVin, verifyTaxpayer } from '../support/extension-ui';
import { configureMockApi, expect, test } from './fixtures';
import { english } from '../support/english';

type OneKey = Record<string, string>;
interface RawVehicle {
  vehicle_name: string;
  vehicle_age: string;
  vehicle_made_in: string;
  market_analysis: { time_period: string; certainty: string };
  vehicle_specification: OneKey[];
  vehicle_equipments: { section: string; details: OneKey[] }[];
  fuel_details: OneKey;
  vehicle_warranty: { type: string; warranty: string; estimated_remainings: string }[];
}

const PICKUP_VIN = '1FTEW1EFXGFB38417';

function pairs(entries: OneKey[]): [string, string][] {
  return entries.flatMap((entry) =>
    Object.entries(entry).map(([key, value]): [string, string] => [labelForKey(key, english), value.trim()]),
  );
}

test('a vehicle report shows every spec field of the payload, in order', async ({
  openExtensionPage,
  mockApi,
}) => {
  const raw = (demoVinAnswer(PICKUP_VIN).body as { data: RawVehicle }).data;
  await configureMockApi(openExtensionPage, mockApi.url);
  const popup = await openExtensionPage('popup.html');
  await lookUpVin(popup, PICKUP_VIN);
  const report = popup.getByRole('region', { name: 'Vehicle report' });
  await expect(report).toBeVisible();

  await expect(report.getByRole('heading', { level: 2 })).toHaveText(raw.vehicle_name);
  await expect(report.getByText(`Age: ${raw.vehicle_age} years`)).toBeVisible();
  await expect(report.getByText(`Made in: ${raw.vehicle_made_in}`)).toBeVisible();
  await expect(report.getByRole('img', { name: `Photo of ${raw.vehicle_name}` })).toHaveAttribute(
    'src',
    /^data:image\//,
  );

  const shown = await report
    .locator('.values__row')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('dt')!.textContent!.trim(),
        row.querySelector('.values__text')?.textContent?.trim() ?? '',
      ]),
    );
  const expected = [
    ['Time period', raw.market_analysis.time_period],
    ['Certainty', raw.market_analysis.certainty],
    ...pairs(raw.vehicle_specification),
    ...raw.vehicle_equipments.flatMap((section) => pairs(section.details)),
    ...pairs(Object.entries(raw.fuel_details).map(([key, value]) => ({ [key]: value }))),
  ];
  expect(raw.vehicle_specification).toHaveLength(29);
  expect(shown).toEqual(expected);

  const sections = await report.locator('details.equipment > summary').allTextContents();
  expect(sections).toEqual(raw.vehicle_equipments.map((section) => section.section));
  expect(sections).toContain('Cargo Bed Dimensions');

  const warranty = report.locator('.warranty__item');
  await expect(warranty).toHaveCount(raw.vehicle_warranty.length);
  for (const [index, entry] of raw.vehicle_warranty.entries()) {
    await expect(warranty.nth(index)).toContainText(entry.type);
    await expect(warranty.nth(index)).toContainText(entry.warranty);
    await expect(warranty.nth(index)).toContainText(
      /expired/i.test(entry.estimated_remainings) ? 'Expired' : entry.estimated_remainings,
    );
  }
});

test('a taxpayer record shows every field of the payload', async ({ openExtensionPage, mockApi }) => {
  const raw = (demoTaxAnswer('CAC', 'RC1456032').body as { data: Record<string, string> }).data;
  await configureMockApi(openExtensionPage, mockApi.url);
  const popup = await openExtensionPage('popup.html');
  await verifyTaxpayer(popup, 'CAC', 'RC1456032');
  const record = popup.getByRole('region', { name: 'Taxpayer record' });
  await expect(record).toBeVisible();
  const labels: Record<string, string> = {
    taxpayer_name: 'Taxpayer name',
    cac_reg_number: 'CAC registration number',
    firstin: 'NRS TIN (formerly FIRS)',
    jittin: 'JRB TIN (formerly JTB)',
    tax_office: 'Tax office',
    email: 'Email',
    phone_number: 'Phone number',
  };
  for (const [key, label] of Object.entries(labels)) {
    const row = record.locator('.values__row', { has: popup.locator('dt', { hasText: label }) }).first();
    await expect(row.locator('dd')).toContainText(String(raw[key]).trim());
  }
  await expect(record.getByRole('link', { name: raw.email! })).toHaveAttribute('href', `mailto:${raw.email}`);
});
