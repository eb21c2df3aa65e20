/** What the lookup service is made of: the source's caller, storage, clocks and the money rules. */
import type { ApiOutcome, Failure, IdentifierKind, TaxpayerRecord, VehicleReport } from '@/utils/api/model';
import type { SpendGuard } from '@/utils/background/policy/spend-guard';
import type { HistoryEntry } from '@/utils/history/schema';
import type { Translate } from '@/utils/i18n/translate';
import type { LookupResult } from '@/utils/lookup/schema';
import type { Settings } from '@/utils/settings/schema';
import type { SentCalls } from './sent-calls';

/** The provider's answer for one identifier, whatever the source. */
export interface SourceCaller {
  vehicle(settings: Settings, vin: string): Promise<ApiOutcome<VehicleReport>>;
  taxpayer(
    settings: Settings,
    kind: Exclude<IdentifierKind, 'vin'>,
    number: string,
  ): Promise<ApiOutcome<TaxpayerRecord>>;
  /** The free status check of an earlier PENDING answer, by the provider's reference. */
  status?(
    settings: Settings,
    kind: IdentifierKind,
    reference: string,
  ): Promise<ApiOutcome<VehicleReport | TaxpayerRecord>>;
}

export interface LookupRecord {
  entry: HistoryEntry;
  historyLimit: number;
  /** Only for a fresh answer worth caching: cached under this key in the same write as its entry. */
  cache?: { key: string; storedAt: number };
}

export interface LookupDependencies {
  t: Translate;
  getSettings(): Promise<Settings>;
  checkReady(settings: Settings): Promise<Failure | undefined>;
  callSource: SourceCaller;
  readCache(key: string, maxAgeMs: number, now: number): Promise<LookupResult | undefined>;
  isCacheable(result: LookupResult): boolean;
  /** Tells the user itself when storage is full. */
  saveLookup(record: LookupRecord): Promise<void>;
  now(): number;
  newId(): string;
  /** A fresh API answer that said nothing about its cost: the balance is worth asking for (free). */
  onUnbilledAnswer?(): void;
  /**
   * The organisation's spend rules for a paid lookup (utils/background/policy/spend-guard.ts): checked
   * before a call queues and again when it gets its slot, where its price is reserved in the spend ledger
   * until its answer is recorded.
   */
  spend?: SpendGuard;
  /** Paid calls sent and not yet answered, kept past a stopped worker (sent-calls.ts). */
  sentCalls?: SentCalls;
  /** Where this source's and account's answers are cached (account.ts); the source's alone by default. */
  namespaceOf?(settings: Settings): Promise<string>;
}
