import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ApiOutcome, TaxpayerRecord } from '@/utils/api/model';
import { listHistory, readHistoryEntries } from '@/utils/background/history/store';
import { RECORD, REPORT, realStorageService } from '@/test/support/lookup-harness';
import { cachedKeysIn } from '@/test/support/stored-cache';

/** The cache keys a lookup could be answered from, as the real store left them. */
const cachedKeys = async () => cachedKeysIn(await fakeBrowser.storage.local.get(null));

beforeEach(() => {
  fakeBrowser.reset();
});

const CHARGED = { wasCharged: true, amount: '100.00', currency: 'NGN' } as const;
const ASKED = '21857364-0001';

/** A provider that answers the same taxpayer (RECORD, NRS TIN 10493827-0001) whatever it is asked. */
function alwaysAdewale(): ApiOutcome<TaxpayerRecord> {
  return {
    ok: true,
    data: RECORD,
    meta: { wasCharged: true, amount: '100.00', currency: 'NGN' },
    attempts: 1,
  };
}

describe('an answer about another number', () => {
  it('is a failure that names both numbers, keeps its charge in history, and is never cached', async () => {
    const taxpayer = vi.fn(async () => alwaysAdewale());
    const { service } = realStorageService({ caller: { taxpayer } });

    const first = await service.lookup({ value: ASKED, kind: 'tin', trigger: 'popup' });
    expect(first.payload.type).toBe('failure');
    if (first.payload.type !== 'failure') return;
    expect(first.payload.failure.otherNumber).toEqual({ field: 'firstin', value: '10493827-0001' });
    expect(first.payload.failure.charge).toEqual(CHARGED);
    expect(first.payload.failure.message).toContain(ASKED);

    const [row] = await listHistory();
    expect(row).toMatchObject({ value: ASKED, charge: CHARGED });
    expect(row?.outcome).not.toBe('success');
    const [entry] = await readHistoryEntries([row!.id]);
    expect(entry?.result.payload.type).toBe('failure');
    expect(await cachedKeys()).toEqual([]);

    // Nothing cached: asking again is a new call (the user's own action), never a cached "Verified".
    const second = await service.lookup({ value: ASKED, kind: 'tin', trigger: 'popup' });
    expect(second.fromCache).toBe(false);
    expect(taxpayer).toHaveBeenCalledTimes(2);
  });

  it('leaves an answer about the number asked as it was, cached once', async () => {
    const taxpayer = vi.fn(async () => alwaysAdewale());
    const { service } = realStorageService({ caller: { taxpayer } });
    const answer = await service.lookup({ value: RECORD.firsTin, kind: 'tin', trigger: 'popup' });
    expect(answer.payload).toEqual({ type: 'taxpayer', record: RECORD });
    expect(await cachedKeys()).toHaveLength(1);
    const again = await service.lookup({ value: RECORD.firsTin, kind: 'tin', trigger: 'popup' });
    expect(again.fromCache).toBe(true);
    expect(taxpayer).toHaveBeenCalledTimes(1);
  });

  it('holds for a vehicle that echoes another VIN', async () => {
    const vehicle = vi.fn(async () => ({
      ok: true as const,
      data: { ...REPORT, answeredVin: '1HGCM82633A004352' },
      meta: {},
      attempts: 1,
    }));
    const { service } = realStorageService({ caller: { vehicle } });
    const answer = await service.lookup({ value: '4T1BF1FK5DU276514', kind: 'vin', trigger: 'popup' });
    expect(answer.payload).toMatchObject({
      type: 'failure',
      failure: { otherNumber: { field: 'vin', value: '1HGCM82633A004352' } },
    });
    expect(await cachedKeys()).toEqual([]);
  });
});
