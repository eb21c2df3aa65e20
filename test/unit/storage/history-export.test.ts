import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, historyToCsv } from '../../../utils/history/export';
import { filterHistory, NO_FILTER } from '../../../utils/history/filter';
import type { HistoryEntry } from '../../../utils/history/schema';

function entry(overrides: Partial<HistoryEntry>): HistoryEntry {
  return {
    id: 'id',
    at: Date.UTC(2026, 10, 22, 9, 30),
    kind: 'tin',
    value: '10493827-0001',
    source: { id: 'api', label: 'IdentityPass v1' },
    trigger: 'popup',
    fromCache: false,
    outcome: 'success',
    summary: 'ADEWALE AUTOS NIGERIA LIMITED',
    result: {} as HistoryEntry['result'],
    ...overrides,
  };
}

describe('historyToCsv', () => {
  it('writes the columns and quotes commas, quotes and line breaks so they survive a round trip', () => {
    const tricky = 'Eze, "Chioma"\nFashion House';
    const csv = historyToCsv([entry({ summary: tricky })]);
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual([...CSV_COLUMNS]);
    expect(parsed[1]).toEqual([
      '2026-11-22T09:30:00.000Z',
      'tin',
      '10493827-0001',
      'success',
      tricky,
      'IdentityPass v1',
      'popup',
      'no',
      '',
    ]);
  });

  it('adds the report-against-VIN finding in the vin_check column', () => {
    const finding = "The report's model year 2019 does not match the VIN's 2003.";
    const csv = historyToCsv([entry({ kind: 'vin', value: '1HGCM82633A004352', vinCheck: finding })]);
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(parsed[1]?.[CSV_COLUMNS.indexOf('vin_check')]).toBe(finding);
  });

  it('defuses values a spreadsheet would run as formulas', () => {
    const csv = historyToCsv([entry({ summary: '=HYPERLINK("http://evil.example")' })]);
    expect(Papa.parse<string[]>(csv).data[1]?.[4]).toBe(`'=HYPERLINK("http://evil.example")`);
  });
});

describe('filterHistory', () => {
  const entries = [
    entry({ id: 'a', kind: 'vin', value: '4T1BF1FK5DU276514', summary: '2013 Toyota Camry LE' }),
    entry({ id: 'b', outcome: 'not_found', summary: 'No record found', at: 0 }),
    entry({ id: 'c', kind: 'cac', value: 'RC1456032' }),
  ];
  const ids = (list: HistoryEntry[]) => list.map((item) => item.id);

  it('filters by text, kind, outcome and date', () => {
    expect(ids(filterHistory(entries, NO_FILTER))).toEqual(['a', 'b', 'c']);
    expect(ids(filterHistory(entries, { ...NO_FILTER, text: 'camry' }))).toEqual(['a']);
    expect(ids(filterHistory(entries, { ...NO_FILTER, kind: 'cac' }))).toEqual(['c']);
    expect(ids(filterHistory(entries, { ...NO_FILTER, outcome: 'failure' }))).toEqual(['b']);
    expect(ids(filterHistory(entries, { ...NO_FILTER, since: 1 }))).toEqual(['a', 'c']);
  });
});
