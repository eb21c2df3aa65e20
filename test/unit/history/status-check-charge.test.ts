/**
 * One charge, one row (issue 38): a PENDING answer that was billed, then the free status check. The check's
 * answer repeats the earlier bill; its row must record no charge and no amount of its own, so the history
 * CSV's amount column sums to the one charge.
 */
import Papa from 'papaparse';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ApiOutcome, VehicleReport } from '@/utils/api/model';
import type { SourceCaller } from '@/utils/background/lookup/service';
import { readHistory } from '@/utils/background/history/store';
import { historyToCsv } from '@/utils/history/export';
import { summariseSpendIn } from '@/utils/history/spend';
import { REPORT, realStorageService, RECORD, ok } from '@/test/support/lookup-harness';
import { english } from '@/test/support/english';

const VIN = '1HGCM82633A004352';
const BILL = { wasCharged: true, amount: '100.00', currency: 'NGN' };

const pending = async (): Promise<ApiOutcome<VehicleReport>> => ({
  ok: false,
  failure: {
    code: 'pending',
    title: 'Still being checked by the provider',
    message: '',
    action: '',
    retryable: false,
    reference: 'ref-1',
    charge: BILL,
  },
  attempts: 1,
});

/** What the client makes of the mock's status answer: the earlier billing_info, marked not charged. */
const statusAnswer = vi.fn<NonNullable<SourceCaller['status']>>(async () => ({
  ok: true,
  data: REPORT,
  meta: { wasCharged: false, amount: '100.00', currency: 'NGN', reference: 'ref-1' },
  attempts: 1,
}));

function columnOf(csv: string, name: string): string[] {
  const [head = [], ...rows] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
  const index = head.indexOf(name);
  return rows.map((row) => row[index] ?? '');
}

describe('a PENDING answer and its free status check', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    statusAnswer.mockClear();
  });

  async function pendingThenStatus() {
    const { service } = realStorageService({
      settings: { dataSource: 'api' },
      deps: { callSource: { vehicle: pending, taxpayer: async () => ok(RECORD), status: statusAnswer } },
    });
    const first = await service.lookup({ kind: 'vin', value: VIN, trigger: 'popup' });
    const checked = await service.checkStatus({
      kind: 'vin',
      value: VIN,
      reference: 'ref-1',
      trigger: 'popup',
    });
    return { first, checked, entries: await readHistory() };
  }

  it('records the charge once: the CSV amount column sums to the one charge', async () => {
    const { entries } = await pendingThenStatus();
    expect(statusAnswer).toHaveBeenCalledTimes(1);
    expect(entries).toHaveLength(2);
    const csv = historyToCsv(entries, { t: english, timeZone: 'Africa/Lagos' });
    const amounts = columnOf(csv, 'amount');
    const sum = amounts.reduce((total, cell) => total + (cell === '' ? 0 : Number(cell)), 0);
    expect(sum).toBe(100);
    // Newest first: the status check's row says "no" and has no amount or currency of its own.
    expect(columnOf(csv, 'was_charged')).toEqual(['no', 'yes']);
    expect(amounts).toEqual(['', '100.00']);
    expect(columnOf(csv, 'currency')).toEqual(['', 'NGN']);
  });

  it('marks the check free and names the lookup it finished, with that lookup’s time and charge', async () => {
    const { first, checked, entries } = await pendingThenStatus();
    expect(checked.statusCheck).toEqual({
      reference: 'ref-1',
      lookupAt: first.fetchedAt,
      lookupCharge: BILL,
    });
    const [statusRow, pendingRow] = entries;
    expect(statusRow?.charge).toEqual({ wasCharged: false });
    expect(pendingRow?.charge).toEqual(BILL);
    // The spend summary counts the one charge, and the check as a free answer.
    const spend = summariseSpendIn(entries, {}, Date.now() + 1);
    expect(spend.totals).toEqual({ NGN: 100 });
    expect(spend.paidLookups).toBe(1);
  });

  it('without the earlier answer in the cache, the check still records no charge', async () => {
    const { service } = realStorageService({
      settings: { dataSource: 'api' },
      deps: { callSource: { vehicle: pending, taxpayer: async () => ok(RECORD), status: statusAnswer } },
    });
    const checked = await service.checkStatus({
      kind: 'vin',
      value: VIN,
      reference: 'ref-9',
      trigger: 'popup',
    });
    expect(checked.statusCheck).toEqual({ reference: 'ref-9' });
    const [row] = await readHistory();
    expect(row?.charge).toEqual({ wasCharged: false });
  });
});

describe('the amount column holds only what was charged', () => {
  it('leaves amount and currency empty on a row the provider said was not charged (older rows too)', () => {
    const at = Date.UTC(2026, 10, 22, 9, 30);
    const result = {
      id: 'a',
      kind: 'vin' as const,
      value: VIN,
      source: { id: 'api' as const, label: 'Prembly' },
      fetchedAt: at,
      fromCache: false,
      trigger: 'popup' as const,
      payload: { type: 'vehicle' as const, report: REPORT },
    };
    const base = { at, kind: 'vin' as const, value: VIN, source: result.source, trigger: 'popup' as const };
    const entries = [
      // Stored before the fix: a status check's row with the earlier bill's amount and "not charged".
      {
        ...base,
        id: 'old',
        fromCache: false,
        outcome: 'success' as const,
        summary: '',
        result,
        charge: { wasCharged: false, amount: '100.00', currency: 'NGN' },
      },
      {
        ...base,
        id: 'paid',
        fromCache: false,
        outcome: 'success' as const,
        summary: '',
        result,
        charge: BILL,
      },
    ];
    const csv = historyToCsv(entries, { t: english, timeZone: 'Africa/Lagos' });
    expect(columnOf(csv, 'amount')).toEqual(['', '100.00']);
    expect(columnOf(csv, 'currency')).toEqual(['', 'NGN']);
  });
});
