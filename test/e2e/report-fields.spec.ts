/**
 * Every field the spec defines reaches the screen with human labels: checked against the raw payload the
 * mock API sends, not against a copy of the expected text.
 */
import { labelForKey } from '@/utils/api/labels';
import { metricFirst } from '@/utils/format/units';
import { demoTaxAnswer, demoVinAnswer } from '@/utils/demo/index';
import { lookUpVin, verifyTaxpayer } from '@/test/support/extension-ui';
import { configureMockApi, expect, test } from './fixtures';
import { english } from '@/test/support/english';

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

test('a vehicle report leads with its summary and shows every fact of the payload once, metric first', async ({
  openExtensionPage,
  mockApi,
}) => {
  const raw = (demoVinAnswer(PICKUP_VIN).body as { data: RawVehicle }).data;
  await configureMockApi(openExtensionPage, mockApi.url);
  const popup = await openExtensionPage('popup.html');
  await lookUpVin(popup, PICKUP_VIN);
  const report = popup.getByRole('region', { name: 'Vehicle report' });
  await expect(report).toBeVisible();

  // The summary comes first: what the car is, before any group.
  const heading = report.getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(raw.vehicle_name);
  const summary = report.locator('.vehicle__summary');
  await expect(summary).toContainText(`Age${raw.vehicle_age} years`);
  await expect(summary).toContainText(raw.vehicle_made_in);
  const spec = Object.assign({}, ...raw.vehicle_specification) as OneKey;
  for (const key of ['engine', 'transmission', 'drivetrain']) await expect(summary).toContainText(spec[key]!);
  await expect(report.getByText(/not a history, theft or accident check/)).toBeVisible();
  await expect(report.getByRole('img', { name: `Photo of ${raw.vehicle_name}` })).toHaveAttribute(
    'src',
    /^data:image\//,
  );
  const groups = report.locator('details.vehicle__group');
  expect(
    await groups.evaluateAll((all) => all.filter((group) => (group as HTMLDetailsElement).open).length),
  ).toBe(0);

  // Every value of the payload is somewhere in the report, with metric units first where it has units.
  const text = (await report.textContent()) ?? '';
  const values = [
    ...pairs(raw.vehicle_specification),
    ...raw.vehicle_equipments.flatMap((section) => pairs(section.details)),
    ...pairs(Object.entries(raw.fuel_details).map(([key, value]) => ({ [key]: value }))),
  ].map(([, value]) => value);
  expect(raw.vehicle_specification).toHaveLength(29);
  for (const value of values.filter(Boolean)) expect(text).toContain(metricFirst(value));
  expect(text).toContain(`${metricFirst(spec.overall_length!)}`);
  expect(metricFirst(spec.overall_length!)).toMatch(/^[\d,]+ mm \(/);

  // Each label and value pair is listed once, however often the provider repeats it.
  const rows = await report
    .locator('.values__row')
    .evaluateAll((all) =>
      all.map(
        (row) =>
          `${row.querySelector('dt')!.textContent!.trim()}=${row.querySelector('.values__text')?.textContent?.trim() ?? ''}`,
      ),
    );
  expect(new Set(rows).size).toBe(rows.length);

  await report.getByText('Warranty', { exact: true }).click();
  const warranty = report.locator('.warranty__item');
  await expect(warranty).toHaveCount(raw.vehicle_warranty.length);
  for (const [index, entry] of raw.vehicle_warranty.entries()) {
    await expect(warranty.nth(index)).toContainText(entry.type);
    await expect(warranty.nth(index)).toContainText(metricFirst(entry.warranty));
    await expect(warranty.nth(index)).toContainText(
      /expired/i.test(entry.estimated_remainings) ? 'Expired' : metricFirst(entry.estimated_remainings),
    );
  }
});

test('a vehicle report fits about two popup heights before a group is opened', async ({
  openExtensionPage,
}) => {
  const popup = await openExtensionPage('popup.html');
  await popup.setViewportSize({ width: 400, height: 600 });
  await lookUpVin(popup, '4T1BF1FK5DU276514');
  const report = popup.getByRole('region', { name: 'Vehicle report' });
  await expect(report).toBeVisible();
  const box = await report.boundingBox();
  expect(box!.height).toBeLessThanOrEqual(1200);
  // Copy all, JSON and the printable report come before the groups.
  const order = await report.evaluate((region) => {
    const actions = region.querySelector('.result__actions')!;
    const firstGroup = region.querySelector('details.vehicle__group')!;
    return actions.compareDocumentPosition(firstGroup) & Node.DOCUMENT_POSITION_FOLLOWING;
  });
  expect(order).toBeTruthy();
});

test('a taxpayer record shows every field of the payload', async ({ openExtensionPage, mockApi }) => {
  const raw = (demoTaxAnswer('CAC', 'RC1456032').body as { data: Record<string, string> }).data;
  await configureMockApi(openExtensionPage, mockApi.url);
  const popup = await openExtensionPage('popup.html');
  await verifyTaxpayer(popup, 'CAC', 'RC1456032');
  const record = popup.getByRole('region', { name: 'Taxpayer record' });
  await expect(record).toBeVisible();
  // The name is the record's heading (the verdict first), not one of its rows.
  await expect(record.getByRole('heading', { name: raw.taxpayer_name!.trim() })).toBeVisible();
  const labels: Record<string, string> = {
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
