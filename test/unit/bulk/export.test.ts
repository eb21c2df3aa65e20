import Papa from 'papaparse';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { buildBulkExport, bulkExportCsv, bulkExportXlsx, defuseBulkCell } from '@/utils/bulk/export';
import { settleBulkItem } from '@/utils/bulk/job-state';
import type { BulkItem, BulkRow } from '@/utils/bulk/schema';
import { english } from '@/test/support/english';
import { taxpayerResult } from './lookup-results';

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
  const table = buildBulkExport(['Name', ''], rows, new Map([[pending.key, done]]), english);

  it('keeps every uploaded column, then the result columns', () => {
    expect(table[0]).toEqual([
      'Name',
      'Column 2',
      'Status',
      'Name or vehicle',
      'Key fields',
      'Charged',
      'Amount',
      'Currency',
      'Fetched at',
      'From cache',
    ]);
    expect(table[1]?.slice(1)).toEqual([
      '12345678-0001',
      'Found',
      'Taxpayer 12345678-0001',
      expect.stringContaining('Tax office: Ikeja'),
      'yes',
      '50',
      'NGN',
      new Date(1_000).toISOString(),
      'no',
    ]);
    expect(table[2]?.slice(0, 4)).toEqual(['Bisi', 'oops', 'Not valid', 'Not recognised.']);
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
