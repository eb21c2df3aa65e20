import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readKnownBalance, readOrFetchBalance } from '@/utils/background/bulk/balance';
import { cacheNamespace } from '@/utils/background/lookup/data-source';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/schema';

const api: Settings = { ...DEFAULT_SETTINGS, dataSource: 'api', presetId: 'prembly' };

async function storeBalance(source: string) {
  await fakeBrowser.storage.local.set({
    walletBalance: { amount: '25000.50', currency: 'NGN', at: 1, source },
  });
}

describe('the balance a bulk plan shows', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is the last wallet check for the same data source', async () => {
    await storeBalance(cacheNamespace(api));
    expect(await readKnownBalance(api)).toEqual({ amount: 25000.5, currency: 'NGN' });
  });

  it('is unknown when the reading was for another preset or host, or in Demo', async () => {
    await storeBalance(cacheNamespace({ ...api, presetId: 'prembly-v2' }));
    expect(await readKnownBalance(api)).toBeUndefined();
    await storeBalance(cacheNamespace(api));
    expect(await readKnownBalance({ ...api, dataSource: 'demo' })).toBeUndefined();
  });

  it('asks the free wallet check when none is known and a key is connected, never without a key or in Demo', async () => {
    let walletChecks = 0;
    const wallet = async () => {
      walletChecks++;
      await storeBalance(cacheNamespace(api));
      return { enabled: true, low: false };
    };
    expect(await readOrFetchBalance(api, wallet, async () => undefined)).toEqual({});
    expect(await readOrFetchBalance({ ...api, dataSource: 'demo' }, wallet, async () => 'key')).toEqual({});
    expect(walletChecks).toBe(0);
    expect(await readOrFetchBalance(api, wallet, async () => 'key')).toEqual({
      balance: { amount: 25000.5, currency: 'NGN' },
    });
    expect(walletChecks).toBe(1);
    // Known now: no second check.
    await readOrFetchBalance(api, wallet, async () => 'key');
    expect(walletChecks).toBe(1);
  });

  it('says why the wallet check gave no balance', async () => {
    const refused = async () => ({
      enabled: true,
      low: false,
      problem: 'The provider refused this API key.',
    });
    expect(await readOrFetchBalance(api, refused, async () => 'key')).toEqual({
      problem: 'The provider refused this API key.',
    });
  });
});
