/**
 * The data source as one object, resolved once per request or bulk plan: its label, the namespace its
 * answers are cached under, whether its calls are paid, which checks it has, how it reads an input or a
 * bulk cell, and how it calls. Each stage reads this object; none asks the settings one fact at a time,
 * so a lookup and a bulk plan cannot resolve the same settings two ways.
 */
import { z } from 'zod';
import type { ApiOutcome, IdentifierKind, TaxpayerRecord, VehicleReport } from '@/utils/api/model';
import { parseQuery, type ParsedQuery } from '@/utils/detect/parse-input';
import { rejected } from '@/utils/detect/query-types';
import { isTaxId } from '@/utils/detect/tin';
import type { Translate } from '@/utils/i18n/translate';
import { dataSourceInfoSchema } from '@/utils/lookup/schema';
import type { Settings } from '@/utils/settings/schema';
import { acceptsSandboxValues, canSendTaxId, cacheNamespace, describeDataSource } from './data-source';
import type { SourceCaller } from './lookup-deps';

/** The checks a source may run: a 13-digit Tax ID is a check of its own (Business Tax), apart from a TIN. */
export const SOURCE_CHECKS = ['vin', 'tin', 'taxId', 'cac', 'phone'] as const;
export type SourceCheck = (typeof SOURCE_CHECKS)[number];

/** The source's facts as plain data: what crosses into a plan, a test or a message is checked by this. */
export const sourceFactsSchema = z.object({
  info: dataSourceInfoSchema,
  /** Where its answers are cached (account.ts `answerNamespace`): per source, host and account. */
  namespace: z.string().min(1),
  /** Its calls may be billed: only then do the spend guard and the sent-call record apply. */
  paid: z.boolean(),
  checks: z.array(z.enum(SOURCE_CHECKS)),
  /** It takes the documented sandbox test values (demo data and sandboxes only). */
  sandboxValues: z.boolean(),
});
export type SourceFacts = z.infer<typeof sourceFactsSchema>;

export interface ResolvedSource extends SourceFacts {
  readonly settings: Settings;
  /** What a user typed or a page showed, read as this source takes it (its sandbox values). */
  parseInput(text: string, kind?: IdentifierKind): ParsedQuery;
  /** A bulk cell: as an input, and a Tax ID it has no check for is a row not valid, with the reason. */
  parseCell(text: string): ParsedQuery;
  /** False for a 13-digit Tax ID it has no check for: refused before anything is sent. */
  canCheck(kind: IdentifierKind, value: string): boolean;
  vehicle(vin: string): Promise<ApiOutcome<VehicleReport>>;
  taxpayer(kind: Exclude<IdentifierKind, 'vin'>, number: string): Promise<ApiOutcome<TaxpayerRecord>>;
  /** The free status check by reference; absent where the source has none (demo data never pends). */
  status?(kind: IdentifierKind, reference: string): Promise<ApiOutcome<VehicleReport | TaxpayerRecord>>;
}

export interface SourceResolution {
  t: Translate;
  callSource: SourceCaller;
  /** The account-aware namespace (account.ts); the source's alone when omitted. */
  namespaceOf?(settings: Settings): Promise<string>;
}

/** The facts of these settings, pure but for the namespace, which the caller resolved. */
export function sourceFactsOf(settings: Settings, t: Translate, namespace: string): SourceFacts {
  const taxId = canSendTaxId(settings);
  return {
    info: describeDataSource(settings, t),
    namespace,
    paid: settings.dataSource === 'api',
    checks: SOURCE_CHECKS.filter((check) => check !== 'taxId' || taxId),
    sandboxValues: acceptsSandboxValues(settings),
  };
}

export async function resolveDataSource(
  settings: Settings,
  { t, callSource, namespaceOf }: SourceResolution,
): Promise<ResolvedSource> {
  const namespace = namespaceOf ? await namespaceOf(settings) : cacheNamespace(settings);
  const facts = sourceFactsOf(settings, t, namespace);
  const canCheck = (kind: IdentifierKind, value: string) =>
    !(kind === 'tin' && isTaxId(value) && !facts.checks.includes('taxId'));
  const parseInput = (text: string, kind?: IdentifierKind) =>
    parseQuery(text, { t, allowSandboxValues: facts.sandboxValues, ...(kind ? { kind } : {}) });
  const noCheck = t('businessTax.noCheckMessage', [facts.info.label]);
  const status = callSource.status?.bind(callSource);
  return {
    ...facts,
    settings,
    parseInput,
    parseCell(text) {
      const parsed = parseInput(text);
      return parsed.ok && !canCheck(parsed.kind, parsed.value) ? rejected('tin', noCheck) : parsed;
    },
    canCheck,
    vehicle: (vin) => callSource.vehicle(settings, vin),
    taxpayer: (kind, number) => callSource.taxpayer(settings, kind, number),
    ...(status
      ? { status: (kind: IdentifierKind, reference: string) => status(settings, kind, reference) }
      : {}),
  };
}
