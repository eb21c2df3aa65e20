/** The background's view of settings with a real (fake-browser) managed storage area. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveApiKey } from '@/utils/background/key/store';
import {
  describeEffectiveApiKey,
  describePolicy,
  getEffectiveSettings,
  readEffectiveApiKey,
  updateUserSettings,
} from '@/utils/background/policy/settings';
import { getSettings, updateSettings } from '@/utils/background/settings/store';

const GATEWAY = 'https://verify.gateway.example-bank.ng';

describe('settings with an organisation policy', () => {
  beforeEach(() => fakeBrowser.reset());

  it('reads storage.managed: managed over user over defaults', async () => {
    await updateSettings({ dataSource: 'api', cacheHours: 6 });
    await fakeBrowser.storage.managed.set({ preset: 'custom', baseUrl: GATEWAY });
    expect(await getEffectiveSettings()).toMatchObject({
      presetId: 'custom',
      baseUrl: GATEWAY,
      dataSource: 'api',
      cacheHours: 6,
      historyLimit: 500,
    });
  });

  it('refuses a page changing a locked setting, and stores nothing of that save', async () => {
    await fakeBrowser.storage.managed.set({ preset: 'custom', baseUrl: GATEWAY });
    await expect(updateUserSettings({ presetId: 'prembly', cacheHours: 1 })).rejects.toThrow(
      'Your organisation sets this',
    );
    expect((await getSettings()).cacheHours).toBe(24);
    const saved = await updateUserSettings({ presetId: 'custom', baseUrl: GATEWAY, cacheHours: 1 });
    expect(saved).toMatchObject({ presetId: 'custom', cacheHours: 1 });
    // Not copied into the user's own settings: they are theirs again when the policy goes.
    expect((await getSettings()).presetId).toBe('prembly');
  });

  it('applies a policy change live: the next read sees it, and storage.onChanged says "managed"', async () => {
    const areas = vi.fn();
    fakeBrowser.storage.onChanged.addListener((_changes, area) => areas(area));
    expect((await getEffectiveSettings()).presetId).toBe('prembly');
    await fakeBrowser.storage.managed.set({ preset: 'identitypass-v1', dataSource: 'api' });
    expect(areas).toHaveBeenCalledWith('managed');
    expect(await getEffectiveSettings()).toMatchObject({ presetId: 'identitypass-v1', dataSource: 'api' });
    await fakeBrowser.storage.managed.remove(['preset']);
    expect((await getEffectiveSettings()).presetId).toBe('prembly');
    expect((await describePolicy()).locked).toEqual(['dataSource']);
  });

  it('uses a managed key over the saved one, and shows pages only its masked form', async () => {
    await saveApiKey('user_sk_aaaaaaaaaaaa1111', 'local');
    await fakeBrowser.storage.managed.set({ apiKey: 'bank_sk_bbbbbbbbbbbb2222' });
    expect(await readEffectiveApiKey()).toBe('bank_sk_bbbbbbbbbbbb2222');
    expect(await describeEffectiveApiKey()).toEqual({ hasKey: true, masked: '••••2222' });
    const view = await describePolicy();
    expect(view.values.apiKey).toBe('••••2222');
    expect(JSON.stringify(view)).not.toContain('bbbbbbbb');
  });

  it('treats broken keys as unset and names them for Options', async () => {
    await fakeBrowser.storage.managed.set({ preset: 42, baseUrl: GATEWAY, allowExports: 'false' });
    expect((await getEffectiveSettings()).presetId).toBe('prembly');
    expect(await describePolicy()).toEqual({
      values: { baseUrl: GATEWAY },
      locked: ['baseUrl'],
      broken: ['preset', 'allowExports'],
    });
  });
});
