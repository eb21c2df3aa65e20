/**
 * A bulk run ends with its total per currency (issue 38): what the provider reported charging during the
 * run, the answers whose cost is unknown counted apart, in the page's words and at the end of the export.
 */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { bulkExportCsv, bulkRunTotalRows, buildBulkExport, describeBulkRunTotal } from '@/utils/bulk/export';
import { bulkRunTotal, settleBulkItem } from '@/utils/bulk/job-state';
import type { BulkItem } from '@/utils/bulk/schema';
import type { LookupResult } from '@/utils/lookup/schema';
import { english } from '@/test/support/english';
import { failureResult, taxpayerResult } from './lookup-results';

function sending(value: string): BulkItem {
  return {
    jobId: 'j',
    key: `tin|${value}`,
    order: 0,
    kind: 'tin',
    value,
    status: 'sending',
    plannedFree: false,
    seq: 1,
    sentAt: 500,
  };
}

const settle = (value: string, result: LookupResult) => settleBulkItem(sending(value), result, 2, english);
const charged = (value: string, amount: string, currency: string) =>
  settle(value, taxpayerResult(value, { meta: { wasCharged: true, amount, currency } }));

describe('bulkRunTotal', () => {
  const items = [
    charged('1', '100.00', 'NGN'),
    charged('2', '0.10', 'ngn'),
    charged('3', '1.0', 'USD'),
    // Said nothing about cost: it may have been billed.
    settle('4', taxpayerResult('4', { meta: {} })),
    // Cached, demo, not sent: free.
    settle('5', taxpayerResult('5', { fromCache: true })),
    settle('6', taxpayerResult('6', { source: { id: 'demo', label: 'Demo data' }, meta: {} })),
    settle('7', { ...failureResult('7', 'bad_request'), notSent: true }),
    // Charged, no amount that can be summed.
    settle('8', taxpayerResult('8', { meta: { wasCharged: true, amountNotUnderstood: true } })),
    // Not charged, with a price beside it: never summed.
    settle('9', taxpayerResult('9', { meta: { wasCharged: false, amount: '100.00', currency: 'NGN' } })),
    { ...sending('10'), status: 'interrupted' as const },
    { ...sending('11'), status: 'pending' as const },
  ];

  it('sums what the provider reported per currency and counts unknown costs apart', () => {
    expect(bulkRunTotal(items)).toEqual({
      charged: { NGN: 100.1, USD: 1 },
      paid: 4,
      amountUnknown: 1,
      notReported: 2,
    });
  });

  it('says it in words, one line a currency', () => {
    expect(describeBulkRunTotal(bulkRunTotal(items), english)).toEqual([
      'Charged by the provider during this run: NGN 100.10',
      'Charged by the provider during this run: USD 1.00',
      'Answers the provider said it charged for: 4',
      'Charged with no amount that can be read: 1',
      'Sent with no cost reported (they may have been billed): 2',
    ]);
    expect(describeBulkRunTotal(bulkRunTotal([]), english)).toEqual([
      'Charged by the provider during this run: nothing reported',
      'Answers the provider said it charged for: 0',
    ]);
  });

  it('adds a thousand charges of 0.10 to exactly 100.00', () => {
    const many = Array.from({ length: 1000 }, (_, index) => charged(String(index), '0.10', 'NGN'));
    expect(bulkRunTotal(many).charged).toEqual({ NGN: 100 });
  });

  it('ends the export with the total in words; the amount column still sums to the rows’ charges', () => {
    const rows = items.map((item, index) => ({ jobId: 'j', index, cells: [item.value], key: item.key }));
    const table = buildBulkExport(['id'], rows, new Map(items.map((item) => [item.key, item])), english);
    const width = table[0]!.length;
    table.push(...bulkRunTotalRows(bulkRunTotal(items), width, english));
    const parsed = Papa.parse<string[]>(bulkExportCsv(table)).data;
    const amountAt = parsed[0]!.indexOf('Amount');
    const ngn = parsed
      .slice(1)
      .filter((row) => row[parsed[0]!.indexOf('Currency')]?.toUpperCase() === 'NGN')
      .reduce((sum, row) => sum + Number(row[amountAt] ?? 0), 0);
    expect(Math.round(ngn * 100) / 100).toBe(100.1);
    const tail = parsed.slice(-6).map((row) => row[0]);
    expect(tail).toEqual(['', ...describeBulkRunTotal(bulkRunTotal(items), english)]);
    expect(parsed.slice(-6).every((row) => row.length === width)).toBe(true);
  });
});
