/** A LookupRun for stage tests: a resolved source and in-memory services the tests can inspect. */
import { vi } from 'vitest';
import type { ApiOutcome, TaxpayerRecord, VehicleReport } from '@/utils/api/model';
import { isCacheable } from '@/utils/background/cache/store';
import { createRequestQueue } from '@/utils/background/lookup/request-queue';
import { resolveDataSource } from '@/utils/background/lookup/resolved-source';
import type { LookupDependencies, LookupRecord, SourceCaller } from '@/utils/background/lookup/service';
import type { LookupRun } from '@/utils/background/lookup/stage-run';
import type { LookupRequest, LookupResult } from '@/utils/lookup/schema';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/schema';
import { english } from '@/test/support/english';
import { recordAbout, REPORT } from '@/test/support/lookup-harness';

export const VIN = '4T1BF1FK5DU276514';
export const TIN = '10493827-0001';
export const API: Partial<Settings> = { dataSource: 'api', presetId: 'prembly' };

export async function stageRun(
  options: {
    settings?: Partial<Settings>;
    request?: Partial<LookupRequest>;
    deps?: Partial<LookupDependencies>;
    caller?: Partial<SourceCaller>;
  } = {},
) {
  const settings: Settings = { ...DEFAULT_SETTINGS, ...options.settings };
  const saved: LookupRecord[] = [];
  const cache = new Map<string, LookupResult>();
  let ids = 0;
  const vehicle = vi.fn<SourceCaller['vehicle']>(async (): Promise<ApiOutcome<VehicleReport>> => ({
    ok: true,
    data: REPORT,
    meta: {},
    attempts: 1,
  }));
  const taxpayer = vi.fn<SourceCaller['taxpayer']>(
    async (_s, kind, number): Promise<ApiOutcome<TaxpayerRecord>> => ({
      ok: true,
      data: recordAbout(kind, number),
      meta: {},
      attempts: 1,
    }),
  );
  const deps: LookupDependencies = {
    t: english,
    getSettings: async () => settings,
    checkReady: vi.fn(async () => undefined),
    callSource: { vehicle, taxpayer, ...options.caller },
    readCache: vi.fn(async (key: string) => cache.get(key)),
    isCacheable,
    saveLookup: vi.fn(async (record: LookupRecord) => {
      saved.push(record);
    }),
    now: () => 1_700_000_000_000,
    newId: () => `id-${++ids}`,
    ...options.deps,
  };
  const source = await resolveDataSource(settings, deps);
  const request: LookupRequest = { value: VIN, trigger: 'popup', ...options.request };
  const run: LookupRun = { deps, queue: createRequestQueue(2), source, request };
  return { run, deps, saved, cache, vehicle, taxpayer, settings };
}
