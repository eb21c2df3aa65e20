import Papa from 'papaparse';
import { sampleTaxpayer } from '@/test/support/sample-answers';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, historyToCsv } from '@/utils/history/export';
import { filterHistory, NO_FILTER } from '@/utils/history/filter';
import type { HistoryEntry } from '@/utils/history/schema';
import { english } from '@/test/support/english';
import { REPORT } from '@/test/support/lookup-harness';

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
    result: {
      id: 'id',
      kind: 'tin',
      value: '10493827-0001',
      source: { id: 'api', label: 'IdentityPass v1' },
      fetchedAt: 0,
      fromCache: false,
      trigger: 'popup',
      payload: {
        type: 'taxpayer',
        record: sampleTaxpayer(),
      },
      meta: { wasCharged: true, amount: '100.00', currency: 'NGN' },
    },
    ...overrides,
  };
}

describe('historyToCsv', () => {
  it('writes the columns and quotes commas, quotes and line breaks so they survive a round trip', () => {
    const tricky = 'Eze, "Chioma"\nFashion House';
    const csv = historyToCsv([entry({ summary: tricky })], { t: english, timeZone: 'Africa/Lagos' });
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual([...CSV_COLUMNS]);
    expect(parsed[1]?.slice(0, 7)).toEqual([
      '2026-11-22 10:30 Africa/Lagos (+01:00)',
      'Africa/Lagos',
      'TIN',
      '10493827-0001',
      'Found',
      'Verified',
      tricky,
    ]);
  });

  it('adds what the provider reported charging, and writes "not reported" when it said nothing', () => {
    const demo = { id: 'demo' as const, label: 'Demo data' };
    const csv = historyToCsv(
      [
        entry({ id: 'a', charge: { wasCharged: true, amount: '100.00', currency: 'NGN' } }),
        entry({ id: 'b', charge: { wasCharged: false } }),
        entry({ id: 'c' }),
        entry({ id: 'd', source: demo }),
      ],
      { t: english },
    );
    const rows = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data.map((row) => row.slice(-3));
    expect(rows).toEqual([
      ['was_charged', 'amount', 'currency'],
      ['yes', '100.00', 'NGN'],
      ['no', '', ''],
      ['not reported', '', ''],
      ['', '', ''],
    ]);
  });

  it('writes local time in the zone asked for, its short name where the language has one, and the offset', () => {
    const at = Date.UTC(2026, 0, 1, 23, 30);
    const cells = (timeZone: string, locale?: string) =>
      Papa.parse<string[]>(
        historyToCsv([entry({ at })], { t: english, timeZone, ...(locale ? { locale } : {}) }),
      ).data[1];
    expect(cells('Africa/Lagos', 'en-NG')?.slice(0, 2)).toEqual([
      '2026-01-02 00:30 WAT (+01:00)',
      'Africa/Lagos',
    ]);
    // English in the US has no name for Lagos's zone: the zone's own name, never a bare "GMT+1".
    expect(cells('Africa/Lagos', 'en-US')?.slice(0, 2)).toEqual([
      '2026-01-02 00:30 Africa/Lagos (+01:00)',
      'Africa/Lagos',
    ]);
    expect(cells('UTC', 'en')?.slice(0, 2)).toEqual(['2026-01-01 23:30 UTC (+00:00)', 'UTC']);
    expect(cells('America/New_York', 'en-US')?.[0]).toBe('2026-01-01 18:30 EST (-05:00)');
    expect(cells('Asia/Kolkata', 'en-US')?.[0]).toBe('2026-01-02 05:00 Asia/Kolkata (+05:30)');
  });

  it('gives make, model and year of a vehicle each its own column', () => {
    const vehicle = entry({
      kind: 'vin',
      value: '4T1BF1FK5DU276514',
      result: {
        ...entry({}).result,
        kind: 'vin',
        payload: {
          type: 'vehicle',
          report: {
            ...REPORT,
            specification: [
              { key: 'Make', label: 'Make', value: 'Toyota' },
              { key: 'model', label: 'Model', value: 'Camry' },
              { key: 'year', label: 'Year', value: '2013' },
              { key: 'trim', label: 'Trim', value: 'LE' },
            ],
          },
        },
      },
    });
    const [head = [], row = []] = Papa.parse<string[]>(historyToCsv([vehicle], { t: english })).data;
    const cell = (name: string) => row[head.indexOf(name)];
    expect([cell('make'), cell('model'), cell('year'), cell('taxpayer_name'), cell('rc_number')]).toEqual([
      'Toyota',
      'Camry',
      '2013',
      '',
      '',
    ]);
  });

  it('fills readable columns from the answer: taxpayer name, RC, TINs, source, start and charge', () => {
    const row = (item: HistoryEntry) =>
      Object.fromEntries(
        CSV_COLUMNS.map((name, index) => [
          name,
          Papa.parse<string[]>(historyToCsv([item], { t: english })).data[1]?.[index],
        ]),
      );
    const taxpayer = row(
      entry({ trigger: 'page', charge: { wasCharged: true, amount: '100.00', currency: 'NGN' } }),
    );
    expect(taxpayer).toMatchObject({
      taxpayer_name: 'ADEWALE AUTOS NIGERIA LIMITED',
      rc_number: 'RC1456032',
      nrs_tin: '10493827-0001',
      jrb_tin: '2004785193',
      data_source: 'IdentityPass v1',
      started_from: 'Button on a page',
      from_cache: 'no',
      was_charged: 'yes',
      amount: '100.00',
      currency: 'NGN',
    });
    const cached = row(
      entry({
        fromCache: true,
        result: { ...(entry({}).result as object), meta: { wasCharged: true } } as HistoryEntry['result'],
      }),
    );
    expect(cached).toMatchObject({ from_cache: 'yes', was_charged: 'no', amount: '' });
  });

  it("writes the answer's own verdict and its VIN check, decided from the stored answer", () => {
    // A report about a 2013 Toyota for a 2003 Honda's VIN: found, but it does not match the VIN.
    const vehicle = entry({
      kind: 'vin',
      value: '1HGCM82633A004352',
      result: {
        ...entry({}).result,
        kind: 'vin',
        value: '1HGCM82633A004352',
        payload: { type: 'vehicle', report: REPORT },
      },
    });
    const csv = historyToCsv([vehicle], { t: english });
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(parsed[1]?.[CSV_COLUMNS.indexOf('verdict')]).toBe('Found, but it does not match the VIN');
    expect(parsed[1]?.[CSV_COLUMNS.indexOf('vin_check')]).toBe(
      "The report's make Toyota does not match the VIN's Honda.",
    );
    // A 13-digit Tax ID is called a Tax ID; a typed name that differs is named in its columns.
    const taxId = entry({
      value: '2623104516975',
      result: {
        ...entry({}).result,
        value: '2623104516975',
        claims: { name: { name: 'Sahel Haulage Ltd', from: 'typed' } },
      },
    });
    const row = Papa.parse<string[]>(historyToCsv([taxId], { t: english })).data[1]!;
    expect(row[CSV_COLUMNS.indexOf('kind')]).toBe('Tax ID');
    expect(row[CSV_COLUMNS.indexOf('verdict')]).toBe('Found, but the name differs');
    expect(row[CSV_COLUMNS.indexOf('name_on_page')]).toBe('Sahel Haulage Ltd');
    expect(row[CSV_COLUMNS.indexOf('name_match')]).toBe('differs');
  });

  it('gives the page a lookup was clicked in, and nothing for the others', () => {
    const page = 'https://dealer.example.ng/stock/2013-toyota-camry?ref=list';
    const csv = historyToCsv([entry({ id: 'a', trigger: 'page', pageUrl: page }), entry({ id: 'b' })], {
      t: english,
    });
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    const column = CSV_COLUMNS.indexOf('page_address');
    expect(parsed.slice(1).map((row) => row[column])).toEqual([page, '']);
  });

  it('defuses values a spreadsheet would run as formulas', () => {
    const csv = historyToCsv([entry({ summary: '=HYPERLINK("http://evil.example")' })], { t: english });
    expect(Papa.parse<string[]>(csv).data[1]?.[CSV_COLUMNS.indexOf('summary')]).toBe(
      `'=HYPERLINK("http://evil.example")`,
    );
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
