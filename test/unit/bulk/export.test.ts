import Papa from 'papaparse';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { buildBulkExport, bulkExportCsv, bulkExportXlsx, defuseBulkCell } from '@/utils/bulk/export';
import { settleBulkItem } from '@/utils/bulk/job-state';
import type { BulkItem, BulkRow } from '@/utils/bulk/schema';
import { english } from '@/test/support/english';
import { REPORT } from '@/test/support/lookup-harness';
import { failureResult, taxpayerResult } from './lookup-results';

const pending: BulkItem = {
  jobId: 'j',
  key: 'tin|12345678-0001',
  order: 0,
  kind: 'tin',
  value: '12345678-0001',
  status: 'pending',
  plannedFree: false,
  seq: 1,
};
const done = settleBulkItem(pending, taxpayerResult('12345678-0001'), 2, english);
const rows: BulkRow[] = [
  { jobId: 'j', index: 0, cells: ['=HYPERLINK("http://evil.example")', '12345678-0001'], key: pending.key },
  { jobId: 'j', index: 1, cells: ['Bisi', 'oops'], invalid: 'Not recognised.' },
];

describe('the bulk export', () => {
  const table = buildBulkExport(['Name', ''], rows, new Map([[pending.key, done]]), english, undefined, {
    timeZone: 'Africa/Lagos',
    locale: 'en-US',
  });

  it('keeps every uploaded column, then the result columns, one fact per column', () => {
    expect(table[0]).toEqual([
      'Name',
      'Column 2',
      'Status',
      'Name or vehicle',
      'VIN check',
      'Name check',
      'Make',
      'Model',
      'Year',
      'Taxpayer name',
      'RC number',
      'Tax ID',
      'NRS TIN',
      'JRB TIN',
      'Charged',
      'Amount',
      'Currency',
      'Fetched at',
      'Time zone',
      'From cache',
    ]);
    expect(table[1]?.slice(1)).toEqual([
      '12345678-0001',
      'Verified',
      'Taxpayer 12345678-0001',
      '',
      '',
      '',
      '',
      '',
      'Taxpayer 12345678-0001',
      'RC123456',
      '',
      '12345678-0001',
      '',
      'yes',
      '50',
      'NGN',
      '1970-01-01 01:00 Africa/Lagos (+01:00)',
      'Africa/Lagos',
      'no',
    ]);
    expect(table[2]?.slice(0, 4)).toEqual(['Bisi', 'oops', 'Not valid', 'Not recognised.']);
  });

  it("says each row's verdict and its VIN and name checks, as every other surface does", () => {
    const vin = '1HGCM82633A004352';
    const car = settleBulkItem(
      { ...pending, key: `vin|${vin}`, kind: 'vin', value: vin },
      { ...taxpayerResult(vin), kind: 'vin', payload: { type: 'vehicle', report: REPORT } },
      3,
      english,
    );
    const named = settleBulkItem(pending, taxpayerResult('12345678-0001'), 4, english);
    const waiting = { ...pending, key: 'tin|2', value: '2' };
    const sheet = buildBulkExport(
      ['Name', 'Id'],
      [
        { jobId: 'j', index: 0, cells: ['', vin], key: car.key },
        { jobId: 'j', index: 1, cells: ['Sahel Haulage Ltd', '12345678-0001'], key: named.key },
        { jobId: 'j', index: 2, cells: ['', '2'], key: waiting.key },
      ],
      new Map([
        [car.key, car],
        [named.key, named],
        [waiting.key, waiting],
      ]),
      english,
      0,
    );
    const column = (name: string) => sheet[0]!.indexOf(name);
    // A 2013 Toyota report for a 2003 Honda's VIN: found, but it does not match; never "Found" alone.
    expect(sheet[1]?.[column('Status')]).toBe('Found, but it does not match the VIN');
    expect(sheet[1]?.[column('VIN check')]).toBe("The report's make Toyota does not match the VIN's Honda.");
    expect(sheet[2]?.[column('Status')]).toBe('Found, but the name differs');
    expect(sheet[2]?.[column('Name check')]).toBe('differs');
    expect(sheet[2]?.[column('name_match')]).toBe('differs');
    // A row not sent yet is named as the filter that lists it.
    expect(sheet[3]?.[column('Status')]).toBe('Not looked up yet');
  });

  it('writes "not reported" for a lookup whose answer said nothing about cost, blank for one not sent', () => {
    const silent = settleBulkItem(
      { ...pending, key: 'tin|1', value: '1' },
      failureResult('1', 'network_error'),
      3,
      english,
    );
    const billedNotFound = settleBulkItem(
      { ...pending, key: 'tin|2', value: '2' },
      {
        ...failureResult('2', 'not_found'),
        payload: {
          type: 'failure',
          failure: {
            code: 'not_found',
            title: 'No record found',
            message: '',
            action: '',
            retryable: false,
            charge: { wasCharged: true, amount: '100.00', currency: 'NGN' },
          },
        },
      },
      4,
      english,
    );
    const cached = settleBulkItem(
      { ...pending, key: 'tin|3', value: '3' },
      taxpayerResult('3', { fromCache: true }),
      5,
      english,
    );
    const items = new Map(
      [silent, billedNotFound, cached, { ...pending, key: 'tin|4' }].map((item) => [item.key, item]),
    );
    const charges = buildBulkExport(
      ['id'],
      ['tin|1', 'tin|2', 'tin|3', 'tin|4'].map((key, index) => ({ jobId: 'j', index, cells: [key], key })),
      items,
      english,
      undefined,
      { timeZone: 'Africa/Lagos', locale: 'en-NG' },
    );
    const column = (name: string) => charges.slice(1).map((row) => row[charges[0]!.indexOf(name)]);
    expect(column('Charged')).toEqual(['not reported', 'yes', 'no', '']);
    expect(column('Amount')).toEqual(['', '100.00', '', '']);
    expect(column('From cache')).toEqual(['no', 'no', 'yes', '']);
    expect(column('Fetched at')[0]).toBe('1970-01-01 01:00 WAT (+01:00)');
  });

  it('gives make, model and year of a vehicle their own columns', () => {
    const vin = '4T1BF1FK5DU276514';
    const vehicle = settleBulkItem(
      { ...pending, key: `vin|${vin}`, kind: 'vin', value: vin },
      {
        ...taxpayerResult(vin),
        kind: 'vin',
        payload: {
          type: 'vehicle',
          report: {
            ...REPORT,
            specification: [
              { key: 'year', label: 'Year', value: '2013' },
              { key: 'make', label: 'Make', value: 'Toyota' },
              { key: 'model', label: 'Model', value: 'Camry' },
            ],
          },
        },
      },
      6,
      english,
    );
    const [head = [], row = []] = buildBulkExport(
      ['VIN'],
      [{ jobId: 'j', index: 0, cells: [vin], key: vehicle.key }],
      new Map([[vehicle.key, vehicle]]),
      english,
    );
    const cell = (name: string) => row[head.indexOf(name)];
    expect([cell('Make'), cell('Model'), cell('Year'), cell('Taxpayer name')]).toEqual([
      'Toyota',
      'Camry',
      '2013',
      '',
    ]);
  });

  it('defuses formulas in every cell, as the history export does', () => {
    expect(table[1]?.[0]).toBe('\'=HYPERLINK("http://evil.example")');
    for (const cell of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx']) expect(defuseBulkCell(cell)).toBe(`'${cell}`);
    expect(defuseBulkCell('Ade')).toBe('Ade');
  });

  it('writes CSV that reads back the same', () => {
    const back = Papa.parse<string[]>(bulkExportCsv(table), { skipEmptyLines: true }).data;
    expect(back).toEqual(table);
  });

  it('writes an Excel file with text cells only, never a formula', async () => {
    const book = XLSX.read(await bulkExportXlsx(table), { type: 'array', cellFormula: true });
    const sheet = book.Sheets['Results'] ?? {};
    expect(XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })).toEqual(table);
    expect(
      Object.values(sheet).some((cell) => typeof cell === 'object' && cell !== null && 'f' in cell),
    ).toBe(false);
  });
});

describe('a masked VIN in a bulk file', () => {
  it('is called masked, never "Not valid"', () => {
    const sheet = buildBulkExport(
      ['VIN'],
      [{ jobId: 'j', index: 0, cells: ['1HGCM82633A******'], invalid: 'Masked' }],
      new Map(),
      english,
    );
    expect(sheet[1]?.[sheet[0]!.indexOf('Status')]).toBe('Masked VIN (free preview only)');
  });
});
