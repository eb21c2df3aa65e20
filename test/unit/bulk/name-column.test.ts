/** Bulk checks names (issue 27): which column holds them, each row's verdict, the filter and the export. */
import { describe, expect, it } from 'vitest';
import { buildBulkExport } from '@/utils/bulk/export';
import { guessNameColumn } from '@/utils/bulk/name-column';
import { bulkNameCheck } from '@/utils/bulk/name-column-check';
import { filterBulkRows } from '@/utils/bulk/rows-view';
import type { BulkItem, BulkRow } from '@/utils/bulk/schema';
import { english } from '@/test/support/english';

describe('guessNameColumn', () => {
  it('finds Name, Company, Business name and their kin, never the identifier column', () => {
    expect(guessNameColumn(['Tax ID', 'Business name'], 0)).toBe(1);
    expect(guessNameColumn(['Company', 'RC'], 1)).toBe(0);
    expect(guessNameColumn(['TIN', 'Registered Name', 'Name'], 0)).toBe(1);
    expect(guessNameColumn(['Customer name', 'Phone'], 1)).toBe(0);
    expect(guessNameColumn(['Name'], 0)).toBeUndefined();
    expect(guessNameColumn(['Supplier', 'Tax ID', 'Notes'], 1)).toBeUndefined();
    expect(guessNameColumn(['Name of branch manager', 'TIN'], 1)).toBeUndefined();
  });
});

function item(key: string, summary: string, extra: Partial<BulkItem> = {}): BulkItem {
  return {
    jobId: 'j',
    key,
    order: 0,
    kind: 'tin',
    value: key.split('|')[1] ?? '',
    status: 'done',
    plannedFree: false,
    seq: 1,
    outcome: 'success',
    summary,
    ...extra,
  };
}

const ROWS: BulkRow[] = [
  { jobId: 'j', index: 0, cells: ['Prembly Ltd', '2522520314833'], key: 'tin|2522520314833' },
  { jobId: 'j', index: 1, cells: ['ADEWALE MOTORS LTD', '1049382700013'], key: 'tin|1049382700013' },
  { jobId: 'j', index: 2, cells: ['', '10493827-0001'], key: 'tin|10493827-0001' },
  { jobId: 'j', index: 3, cells: ['Someone Ltd', '1234567890123'], key: 'tin|1234567890123' },
];
const ITEMS = new Map<string, BulkItem>([
  ['tin|2522520314833', item('tin|2522520314833', 'PREMBLY LIMITED')],
  ['tin|1049382700013', item('tin|1049382700013', 'ADEWALE AUTOS NIGERIA LIMITED')],
  ['tin|10493827-0001', item('tin|10493827-0001', 'ADEWALE AUTOS NIGERIA LIMITED')],
  ['tin|1234567890123', item('tin|1234567890123', 'No record found', { outcome: 'not_found' })],
]);

describe('each row against its answer', () => {
  it('matches, differs, or nothing (no name, or no taxpayer found)', () => {
    expect(ROWS.map((row) => bulkNameCheck(row, ITEMS.get(row.key ?? ''), 0)?.match)).toEqual([
      'matches',
      'differs',
      undefined,
      undefined,
    ]);
    expect(bulkNameCheck(ROWS[1]!, ITEMS.get('tin|1049382700013'), undefined)).toBeUndefined();
  });

  it('the "name differs" filter keeps the one row, and the export carries name_match', () => {
    expect(filterBulkRows(ROWS, ITEMS, 'nameDiffers', 0)).toEqual([1]);
    expect(filterBulkRows(ROWS, ITEMS, 'nameDiffers')).toEqual([]);
    const table = buildBulkExport(['Business name', 'Tax ID'], ROWS, ITEMS, english, 0);
    const column = table[0]!.indexOf('name_match');
    expect(table.slice(1).map((row) => row[column])).toEqual(['matches', 'differs', '', '']);
    expect(buildBulkExport(['Business name', 'Tax ID'], ROWS, ITEMS, english)[0]).not.toContain('name_match');
  });
});
