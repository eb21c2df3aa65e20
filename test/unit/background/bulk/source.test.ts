import { describe, expect, it } from 'vitest';
import { resolveBulkSource } from '@/utils/background/bulk/source';
import { classifyBulkRows } from '@/utils/bulk/classify';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/schema';
import { english } from '@/test/support/english';

const TAX_ID = '2345678901234';
const LEGACY_TIN = '10493827-0001';

const custom = (customTaxIdPath: string): Settings => ({
  ...DEFAULT_SETTINGS,
  dataSource: 'api',
  presetId: 'custom',
  baseUrl: 'https://verify.example.com',
  customTaxIdPath,
});

describe("the bulk plan's source parser", () => {
  it('takes a 13-digit Tax ID where the data source can check it', async () => {
    for (const settings of [
      DEFAULT_SETTINGS,
      { ...DEFAULT_SETTINGS, dataSource: 'api' as const },
      custom('/tax/business'),
    ]) {
      const source = await resolveBulkSource(english, settings);
      expect(source.parseCell(TAX_ID)).toMatchObject({ ok: true, kind: 'tin', value: TAX_ID });
    }
  });

  it('makes a Tax ID a row not valid, with the reason, where the source has no check: never a paid lookup', async () => {
    const parse = (await resolveBulkSource(english, custom(''))).parseCell;
    const parsed = parse(TAX_ID);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.error).toMatch(/has no documented check for the 13-digit Tax ID/);
    // A legacy TIN still goes to the TIN check.
    expect(parse(LEGACY_TIN)).toMatchObject({ ok: true, kind: 'tin' });
    const classified = classifyBulkRows({ headers: ['id'], rows: [[TAX_ID], [LEGACY_TIN]] }, 0, parse);
    expect(classified.items.map((item) => item.value)).toEqual([LEGACY_TIN]);
    expect(classified.rows[0]!.invalid).toMatch(/Nothing was sent/);
  });
});

describe("the bulk plan's source", () => {
  it('caches under the same account namespace as a lookup of the same settings', async () => {
    const { answerNamespace } = await import('@/utils/background/lookup/account');
    const { readEffectiveApiKey } = await import('@/utils/background/policy/settings');
    const settings = custom('/tax/business');
    const source = await resolveBulkSource(english, settings);
    expect(source.namespace).toBe(await answerNamespace(settings, readEffectiveApiKey));
    expect(source.namespace).toMatch(/^api:custom:https:\/\/verify\.example\.com.*#[0-9a-f]{16}$/);
    expect(source.paid).toBe(true);
  });
});
