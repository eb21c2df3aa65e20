/**
 * The name check as a rule (issue 27): one verdict for every place an answer shows, read from visible text
 * only; a hidden name beside the number makes it say nothing rather than "matches".
 */
import { describe, expect, it } from 'vitest';
import { createLookupService, type LookupDependencies } from '@/utils/background/lookup/service';
import { isCacheable } from '@/utils/background/cache/store';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/schema';
import { checkName, pageNameClaim } from '@/utils/taxpayer/name-check';
import { answerLine } from '@/utils/panel/answer-line';
import type { LookupResult } from '@/utils/lookup/schema';
import { english } from '@/test/support/english';

const ANSWERED = 'ADEWALE AUTOS NIGERIA LIMITED';

describe('checkName', () => {
  it('matches "Ltd" to "Limited" and tells a different company apart', () => {
    expect(checkName({ name: 'Adewale Autos Nig. Ltd', from: 'page' }, ANSWERED)).toEqual({
      claimed: 'Adewale Autos Nig. Ltd',
      match: 'matches',
      from: 'page',
    });
    expect(checkName({ name: 'ADEWALE MOTORS LTD', from: 'file' }, ANSWERED)?.match).toBe('differs');
  });

  it('says nothing without a name, and "unchecked" (never "matches") when the page hides one', () => {
    expect(checkName(undefined, ANSWERED)).toBeUndefined();
    expect(checkName({ name: '  ', from: 'typed' }, ANSWERED)).toBeUndefined();
    expect(checkName({ name: ANSWERED, hidden: true, from: 'page' }, ANSWERED)).toEqual({
      claimed: '',
      match: 'unchecked',
      from: 'page',
    });
  });
});

describe('pageNameClaim', () => {
  it("reads the visible supplier's name", () => {
    expect(pageNameClaim('Supplier: OKAFOR TRADERS LIMITED\nRC 1456032\nTIN: 10493827-0001')).toEqual({
      name: 'OKAFOR TRADERS LIMITED',
      from: 'page',
    });
  });

  it('a company name hidden beside the number voids the claim, whatever the visible one says', () => {
    const visible = 'Supplier: OKAFOR TRADERS LIMITED\nTIN: 10493827-0001';
    expect(pageNameClaim(visible, 'ADEWALE AUTOS NIGERIA LIMITED')).toEqual({ hidden: true, from: 'page' });
    // Hidden text that names no company (a tracking pixel's alt, a screen-reader hint) changes nothing.
    expect(pageNameClaim(visible, 'opens in a new window')?.name).toBe('OKAFOR TRADERS LIMITED');
  });
});

describe('the lookup carries the check to every place an answer shows', () => {
  const record = {
    taxpayerName: ANSWERED,
    cacRegNumber: 'RC1456032',
    firsTin: '10493827-0001',
    jtbTin: '',
    taxOffice: '',
    email: '',
    phoneNumber: '',
  };
  function service(settings: Partial<Settings> = {}) {
    const saved: LookupResult[] = [];
    const cache = new Map<string, LookupResult>();
    const deps: LookupDependencies = {
      t: english,
      getSettings: async () => ({ ...DEFAULT_SETTINGS, ...settings }),
      checkReady: async () => undefined,
      callSource: {
        vehicle: async () => ({ ok: false, failure: {} as never, attempts: 0 }),
        taxpayer: async () => ({ ok: true, data: record, meta: {}, attempts: 1 }),
      },
      readCache: async (key) => cache.get(key),
      isCacheable,
      saveLookup: async ({ entry, cache: into }) => {
        saved.push(entry.result);
        if (into) cache.set(into.key, entry.result);
      },
      now: () => 1_700_000_000_000,
      newId: () => crypto.randomUUID(),
    };
    return { lookup: createLookupService(deps).lookup, saved };
  }

  it('records the verdict in history and puts it on the page line; a cached answer is checked afresh', async () => {
    const { lookup, saved } = service();
    const differs = await lookup({
      kind: 'tin',
      value: '10493827-0001',
      trigger: 'page',
      nameClaim: { name: 'ADEWALE MOTORS LTD', from: 'page' },
    });
    expect(differs.nameCheck).toEqual({ claimed: 'ADEWALE MOTORS LTD', match: 'differs', from: 'page' });
    expect(saved[0]?.nameCheck?.match).toBe('differs');
    expect(answerLine(differs, english)).toBe(
      '⚠ Found in the demo data, but the name differs · ADEWALE AUTOS NIGERIA LIMITED',
    );

    const matches = await lookup({
      kind: 'tin',
      value: '10493827-0001',
      trigger: 'page',
      nameClaim: { name: 'Adewale Autos Nig. Ltd', from: 'page' },
    });
    expect(matches.fromCache).toBe(true);
    // Demo data finds, it never verifies: no green ✓ even when the name matches.
    expect(answerLine(matches, english)).toBe('Found in the demo data · ADEWALE AUTOS NIGERIA LIMITED');
    const none = await lookup({ kind: 'tin', value: '10493827-0001', trigger: 'popup' });
    expect(none.nameCheck).toBeUndefined();
    expect(answerLine(none, english)).toBe(`Found in the demo data · ${ANSWERED}`);
  });

  it('a Tax ID where the preset has no Tax ID check is refused before anything is sent', async () => {
    const { lookup, saved } = service({ dataSource: 'api', presetId: 'prembly-v2' });
    const result = await lookup({ kind: 'tin', value: '2522520314833', trigger: 'popup' });
    expect(result.notSent).toBe(true);
    expect(result.payload).toMatchObject({ type: 'failure', failure: { title: 'No Tax ID check' } });
    expect(saved).toHaveLength(0);
  });
});

describe('the exports carry the check', () => {
  it('CSV has name_on_page and name_match; JSON names them on the entries that had a check', async () => {
    const Papa = (await import('papaparse')).default;
    const { historyToCsv, historyToJson } = await import('@/utils/history/export');
    const result: LookupResult = {
      id: 'r1',
      kind: 'tin',
      value: '1049382700013',
      source: { id: 'api', label: 'Prembly' },
      fetchedAt: 1_700_000_000_000,
      fromCache: false,
      trigger: 'page',
      payload: {
        type: 'taxpayer',
        record: {
          taxpayerName: ANSWERED,
          cacRegNumber: '',
          firsTin: '',
          jtbTin: '',
          taxOffice: '',
          email: '',
          phoneNumber: '',
          taxId: '1049382700013',
          taxpayerType: 'Company',
        },
      },
      meta: {
        referenceId: 'VER-BUSINESS_TAX_NG-2XDO45UWN2',
        wasCharged: true,
        amount: '1.0',
        currency: 'USD',
      },
      nameCheck: { claimed: 'ADEWALE MOTORS LTD', match: 'differs', from: 'page' },
    };
    const entry = {
      id: 'r1',
      at: result.fetchedAt,
      kind: 'tin' as const,
      value: result.value,
      source: result.source,
      trigger: result.trigger,
      fromCache: false,
      outcome: 'success' as const,
      summary: ANSWERED,
      charge: { wasCharged: true, amount: '1.0', currency: 'USD' },
      nameCheck: result.nameCheck,
      result,
    };
    const [header, row] = Papa.parse<string[]>(historyToCsv([entry], { t: english, timeZone: 'UTC' })).data;
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('name_on_page')).toBe('ADEWALE MOTORS LTD');
    expect(cell('name_match')).toBe('differs');
    expect(cell('tax_id')).toBe('1049382700013');
    expect(cell('taxpayer_type')).toBe('Company');
    expect(cell('reference')).toBe('VER-BUSINESS_TAX_NG-2XDO45UWN2');
    expect([cell('amount'), cell('currency')]).toEqual(['1.0', 'USD']);
    const json = JSON.parse(
      historyToJson([
        entry,
        { ...entry, id: 'r2', nameCheck: undefined, result: { ...result, nameCheck: undefined } },
      ]),
    ) as {
      entries: Record<string, unknown>[];
    };
    expect(json.entries[0]).toMatchObject({ name_on_page: 'ADEWALE MOTORS LTD', name_match: 'differs' });
    expect(json.entries[1]).not.toHaveProperty('name_match');
  });
});
