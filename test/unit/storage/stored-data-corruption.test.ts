/**
 * Corrupted or other-version history, notices and settings: they always come back valid, keep what
 * is still valid, and nothing throws at the user because of what is stored.
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readHistory } from '@/utils/background/history/store';
import { historyEntrySchema } from '@/utils/history/schema';
import { DEFAULT_SETTINGS, settingsSchema } from '@/utils/settings/schema';
import { getSettings, updateSettings } from '@/utils/background/settings/store';
import { settingsItem } from '@/utils/background/storage/items';
import { addNotice, noticeItem } from '@/utils/background/storage/notices';
import { DEMO_VIN, GARBAGE, realStorageService } from '@/test/support/lookup-harness';

beforeEach(() => {
  fakeBrowser.reset();
});

describe('corrupted history and notices', () => {
  it.each(GARBAGE.map((value) => [JSON.stringify(value), value]))(
    'history holding %s reads as the valid entries only, and the next lookup is recorded',
    async (_label, value) => {
      await fakeBrowser.storage.local.set({ history: value });
      const { service } = realStorageService();
      await service.lookup({ value: DEMO_VIN, trigger: 'popup' });
      const entries = await readHistory();
      expect(entries[0]?.value).toBe(DEMO_VIN);
      for (const entry of entries) expect(historyEntrySchema.safeParse(entry).success).toBe(true);
    },
  );

  it.each(GARBAGE.map((value) => [JSON.stringify(value), value]))(
    'notices holding %s are replaced by a list of sentences when the user must be told something',
    async (_label, value) => {
      await fakeBrowser.storage.local.set({ notices: value });
      await addNotice('Something to say.');
      // Only sentences survive (a string must not turn into a list of its letters).
      const sentences = Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
      expect(await noticeItem.getValue()).toEqual([...sentences, 'Something to say.']);
    },
  );
});

describe('notices as every reader sees them', () => {
  it.each(GARBAGE.map((value) => [JSON.stringify(value), value]))(
    'notices holding %s read as a list of sentences (the options page renders them)',
    async (_label, value) => {
      await fakeBrowser.storage.local.set({ notices: value });
      const sentences = Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
      expect(await noticeItem.getValue()).toEqual(sentences);
    },
  );

  it('the item still writes, watches and removes like any storage item', async () => {
    await noticeItem.setValue(['One.']);
    expect(await noticeItem.getValue()).toEqual(['One.']);
    await noticeItem.removeValue();
    expect(await noticeItem.getValue()).toEqual([]);
  });
});

describe('corrupted or older settings', () => {
  it('any stored value comes back as valid settings, keeps the valid fields, and tells the user once', async () => {
    const field = fc.oneof(
      fc.anything(),
      fc.constantFrom<unknown>(
        'api',
        'demo',
        'custom',
        'prembly-v2',
        12,
        0,
        -1,
        1e9,
        '',
        'https://x.example',
      ),
    );
    const stored = fc.oneof(
      fc.anything(),
      fc.record(
        Object.fromEntries(Object.keys(DEFAULT_SETTINGS).map((key) => [key, field])) as Record<
          string,
          fc.Arbitrary<unknown>
        >,
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(stored, async (value) => {
        fakeBrowser.reset();
        await fakeBrowser.storage.local.set({ settings: value });
        // Storage keeps values as JSON (-0 comes back as 0, undefined fields vanish): what the
        // extension reads is what storage holds, not what the test handed it.
        const { settings: held } = await fakeBrowser.storage.local.get('settings');
        const settings = await getSettings();
        expect(settingsSchema.safeParse(settings).success).toBe(true);
        // Every field that was valid on its own survives the repair.
        if (typeof held === 'object' && held !== null && !Array.isArray(held)) {
          for (const [name, raw] of Object.entries(held)) {
            if (name === 'detectors' || !Object.hasOwn(settingsSchema.shape, name)) continue;
            const shape = settingsSchema.shape[name as keyof typeof settingsSchema.shape];
            const parsed = shape.safeParse(raw);
            if (parsed.success) expect(settings[name as keyof typeof settings]).toEqual(parsed.data);
          }
        }
        // Read again: repaired for good, and the user is told at most once.
        expect(await getSettings()).toEqual(settings);
        const notices = await noticeItem.getValue();
        expect(notices.length).toBeLessThanOrEqual(1);
      }),
      // -0 failed once in CI: storage hands it back as 0, which is the same setting.
      { numRuns: 150, examples: [[{ cacheHours: -0, historyLimit: 'x' }]] },
    );
  });

  it('a save on top of corrupted settings stores valid settings', async () => {
    await fakeBrowser.storage.local.set({ settings: '{"dataSource":"api"' });
    const saved = await updateSettings({ cacheHours: 6 });
    expect(saved.cacheHours).toBe(6);
    expect(settingsSchema.safeParse(await settingsItem.getValue()).success).toBe(true);
  });

  it.each([
    ['a newer version (a downgrade)', { v: 99 }],
    ['an older version', { v: 0 }],
    ['an unreadable version', { v: 'one' }],
    ['garbage metadata', 'garbage'],
  ])('settings stamped with %s load without a crash', async (_label, meta) => {
    await fakeBrowser.storage.local.set({
      settings: { ...DEFAULT_SETTINGS, cacheHours: 3 },
      settings$: meta,
    });
    // The version check runs when the storage item is defined, i.e. when the worker starts.
    vi.resetModules();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = await import('@/utils/background/settings/store');
    const settings = await store.getSettings();
    expect(settingsSchema.safeParse(settings).success).toBe(true);
    expect(settings.cacheHours).toBe(3);
    errors.mockRestore();
  });
});
