/**
 * A lookup service for unit tests: wired to the real cache and history stores
 * (on WXT's fake browser storage), with a fake data source the tests control.
 */
import type { ApiOutcome, TaxpayerRecord, VehicleReport } from '@/utils/api/model';
import { isCacheable, readCache } from '@/utils/background/cache/store';
import { saveLookup } from '@/utils/background/lookup/save-lookup';
import {
  createLookupService,
  type LookupDependencies,
  type SourceCaller,
} from '@/utils/background/lookup/service';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/schema';
import { english } from '@/test/support/english';

export const REPORT: VehicleReport = {
  name: '2013 Toyota Camry LE',
  age: '13',
  madeIn: 'United States',
  imageUrl: '',
  marketAnalysis: { timePeriod: 'Last 90 days', certainty: '92%' },
  specification: [{ key: 'make', label: 'Make', value: 'Toyota' }],
  equipment: [],
  fuel: [],
  warranty: [],
};

export const RECORD: TaxpayerRecord = {
  taxpayerName: 'ADEWALE AUTOS NIGERIA LIMITED',
  cacRegNumber: 'RC1456032',
  firsTin: '10493827-0001',
  jtbTin: '',
  taxOffice: 'MSTO LAGOS ISLAND',
  email: '',
  phoneNumber: '08034125876',
};

/** RECORD as the answer for `number`: the provider's own field for that kind carries it. */
export function recordAbout(kind: 'tin' | 'cac' | 'phone', number: string): TaxpayerRecord {
  if (kind === 'cac') return { ...RECORD, cacRegNumber: number };
  if (kind === 'phone') return { ...RECORD, phoneNumber: number };
  return /^\d{13}$/.test(number) ? { ...RECORD, taxId: number } : { ...RECORD, firsTin: number, jtbTin: '' };
}

export const DEMO_VIN = '4T1BF1FK5DU276514';

/** Values another version, a bug or a disk error could have left in storage. */
export const GARBAGE: readonly unknown[] = [
  'garbage',
  42,
  true,
  {},
  { 0: 'a', length: 1 },
  [null, 1, 'x', { key: 5 }, { key: 'k', storedAt: 'yesterday', result: 'nope' }],
  [[], {}],
];

/** The n-th distinct FIRS-shaped TIN: every one passes the service's own input validation. */
export function tinNumber(index: number): string {
  return `${String(10_000_000 + index)}-0001`;
}

export function ok<T>(data: T): ApiOutcome<T> {
  return { ok: true, data, meta: {}, attempts: 1 };
}

export interface ServiceHarness {
  service: ReturnType<typeof createLookupService>;
  settings: Settings;
  vehicle: SourceCaller['vehicle'];
  taxpayer: SourceCaller['taxpayer'];
}

/**
 * The real service with the real storage-backed cache and history, and the demo data source
 * (which needs no key). `caller` replaces the source; `deps` replaces any other dependency.
 */
export function realStorageService(
  options: {
    settings?: Partial<Settings>;
    caller?: Partial<SourceCaller>;
    deps?: Partial<LookupDependencies>;
  } = {},
): ServiceHarness {
  const settings: Settings = { ...DEFAULT_SETTINGS, ...options.settings };
  let ids = 0;
  const vehicle: SourceCaller['vehicle'] = options.caller?.vehicle ?? (async () => ok(REPORT));
  // A record about the number asked, as a provider answers (a record about another is no verdict on it).
  const taxpayer: SourceCaller['taxpayer'] =
    options.caller?.taxpayer ?? (async (_settings, kind, number) => ok(recordAbout(kind, number)));
  const service = createLookupService({
    t: english,
    getSettings: async () => settings,
    checkReady: async () => undefined,
    callSource: { vehicle, taxpayer },
    readCache,
    isCacheable,
    saveLookup,
    now: () => Date.now(),
    newId: () => `id-${++ids}`,
    ...options.deps,
  });
  return { service, settings, vehicle, taxpayer };
}
