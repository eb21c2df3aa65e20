import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readKnownBalance } from '@/utils/bulk/balance';
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
});
