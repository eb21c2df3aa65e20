/**
 * One verification as a one-page summary: the verdict first, then what was checked, against whom, when, the
 * provider's reference and what it cost as the provider reported it. Pure: pages draw it, the copy text and
 * the QR code are made from it, and unit tests read it in Node.
 */
import type { DataSourceInfo, LookupResult } from '@/utils/lookup/schema';
import { reportedCharge } from '@/utils/lookup/charge';
import { cachedChargeWords, statusCheckWords } from '@/utils/balance/charge-words';
import type { Translate } from '@/utils/i18n/translate';
import { formatMoney } from '@/utils/balance/money';
import { formatFullTimestamp } from '@/utils/format/time';
import { summariseVehicle } from '@/utils/format/vehicle-summary';
import { visibleText } from '@/utils/format/visible-text';
import { reportClaim } from '@/utils/vin-decode/compare';
import { decodeVin } from '@/utils/vin-decode/decode';
import { describeMaker, describeYear } from '@/utils/vin-decode/describe';
import { verdictOf, type VerdictState, type VerdictTone } from '@/utils/verdict/state';
import { checkLine, verdictHeading, verdictKindLabel, verdictMark } from '@/utils/verdict/words';
import { checkKey } from './check';
import { maskIdentifier } from './mask';
import { sourceWords } from '@/utils/lookup/provenance';

/** The answer's verdict (utils/verdict/), which the summary shows and never decides. */
export type SummaryVerdict = VerdictState;

/** A check's line: the name, the RC, a report or listing against its VIN; `ok` undefined: not checked. */
export interface SummaryMatch {
  ok: boolean | undefined;
  text: string;
}

/** The provider's answer beside the free VIN decode, one row per fact both can say. */
export interface SummaryVinRow {
  label: string;
  reported: string;
  decoded: string;
}

export interface VerificationSummary {
  /** What the provider answered with: a vehicle report, a taxpayer record, or no record. */
  answer: 'vehicle' | 'taxpayer' | 'none';
  verdict: SummaryVerdict;
  /** Green only when verified (every check held); amber when a check differs. */
  tone: VerdictTone;
  /** ✓, ⚠ or ✗ as the verdict's tone has it; '' for a found answer that verifies no identity. */
  mark: string;
  verdictText: string;
  /** "Tax ID", "TIN", "VIN": named by the check that ran. */
  kindLabel: string;
  identifier: string;
  masked: string;
  /** "2013 Toyota Camry LE", the taxpayer's name; '' when the answer names nothing. */
  subject: string;
  check: string;
  /** The provider's (or preset's) name, e.g. "Prembly"; "Demo data" for the built-in records. */
  provider: string;
  source: DataSourceInfo;
  demo: boolean;
  /** Date, time and zone of the answer. */
  answeredAt: string;
  fromCache: boolean;
  /** The provider's reference; never for demo data, which no provider answered. */
  reference?: string;
  /** What it cost as the provider reported it, in words; never an estimate. */
  charge: string;
  matches: SummaryMatch[];
  vinRows: SummaryVinRow[];
  /** The disagreement between the report (or the listing) and the VIN, in words. */
  vinNotes: string[];
  /** What this answer did not check, said wherever it travels (a vehicle: not its history). */
  notChecked?: string;
  /** What the QR code holds: the reference and the check, for the free status endpoint. */
  qrText?: string;
  version: string;
}

export interface SummaryOptions {
  t: Translate;
  /** The extension's version, printed so a summary says what made it. */
  version: string;
  locale?: string;
  timeZone?: string;
}

/** The free status endpoint a reference can be looked up on (documented as not billed). */
export function statusPath(reference: string): string {
  return `/api/v1/verification/api/status/${encodeURIComponent(reference)}/`;
}

/** Whether a result can be summarised: an answer the provider (or the demo) gave, not a call that never ran. */
export function canSummarise(result: LookupResult): boolean {
  const { payload } = result;
  if (result.notSent) return false;
  if (payload.type === 'vehicle' || payload.type === 'taxpayer') return true;
  if (payload.type !== 'failure') return false;
  const { code } = payload.failure;
  return code === 'not_found' || code === 'not_verified' || code === 'pending';
}

/**
 * The cost line, said once: a status check names the earlier lookup's charge and says it was free itself; an
 * answer shown again names the first lookup's charge with its time and reference, and that this view was free.
 */
function chargeText(result: LookupResult, options: SummaryOptions, reference: string | undefined): string {
  const { t } = options;
  if (result.source.id === 'demo') return t('summary.chargeDemo');
  const when = (at: number) => formatFullTimestamp(at, options.locale, options.timeZone);
  if (result.statusCheck) return statusCheckWords(result.statusCheck, t, when);
  if (result.fromCache)
    return cachedChargeWords(reportedCharge(result), when(result.fetchedAt), reference, t);
  const charge = reportedCharge(result);
  if (!charge) return t('summary.chargeUnreported');
  if (!charge.wasCharged) return t('provider.notCharged');
  if (charge.amountNotUnderstood) return t('hostileInput.chargedAmountNotUnderstood');
  if (charge.amount === undefined) return t('provider.chargedNoAmount');
  return t('provider.charged', [formatMoney(charge.amount, charge.currency)]);
}

function referenceOf(result: LookupResult): string | undefined {
  if (result.source.id === 'demo') return undefined;
  const { payload } = result;
  const reference =
    (payload.type === 'failure' ? payload.failure.reference : undefined) ?? result.meta?.reference;
  return reference?.trim() || undefined;
}

export function buildSummary(result: LookupResult, options: SummaryOptions): VerificationSummary {
  const { t } = options;
  const { payload } = result;
  const demo = result.source.id === 'demo';
  const verdict = verdictOf(result);
  let subject = '';
  let vinRows: SummaryVinRow[] = [];

  if (payload.type === 'vehicle') {
    subject = visibleText(summariseVehicle(payload.report).title);
    const decode = result.kind === 'vin' ? decodeVin(result.value) : undefined;
    if (decode?.kind === 'complete') {
      const reported = reportClaim(payload.report.specification);
      vinRows = [
        {
          label: t('vinPreview.modelYear'),
          reported: reported.year === undefined ? '—' : String(reported.year),
          decoded: describeYear(decode, t),
        },
        { label: t('vinPreview.maker'), reported: reported.make ?? '—', decoded: describeMaker(decode, t) },
      ];
    }
  } else if (payload.type === 'taxpayer') {
    subject = visibleText(payload.record.taxpayerName);
  }
  // Name and RC checks name what was compared; a vehicle's checks that differ are its notes.
  const matches: SummaryMatch[] = verdict.checks
    .filter((check) => check.name === 'name' || check.name === 'rc')
    .map((check) => ({
      ok: check.state === 'unchecked' ? undefined : check.state === 'held',
      text: checkLine(check, t),
    }));
  const vinNotes = verdict.checks
    .filter((check) => (check.name === 'vin' || check.name === 'listing') && check.state === 'differs')
    .map((check) => checkLine(check, t));

  const check = t(checkKey(result));
  const provider = demo ? t('summary.providerDemo') : sourceWords(result.source, t);
  const reference = referenceOf(result);
  return {
    answer: payload.type === 'vehicle' || payload.type === 'taxpayer' ? payload.type : 'none',
    verdict: verdict.state,
    tone: verdict.tone,
    mark: verdict.tone === 'info' ? '' : verdictMark(verdict),
    verdictText: verdictHeading(verdict, t),
    kindLabel: verdictKindLabel(verdict, t),
    identifier: result.value,
    masked: maskIdentifier(result.kind, result.value),
    subject,
    check,
    provider,
    source: result.source,
    demo,
    answeredAt: formatFullTimestamp(result.fetchedAt, options.locale, options.timeZone),
    fromCache: result.fromCache,
    reference,
    charge: chargeText(result, options, reference),
    matches,
    vinRows,
    vinNotes,
    // A specification read from the VIN is not its history: the sheet and its text both say so.
    ...(payload.type === 'vehicle' ? { notChecked: t('summary.notHistory') } : {}),
    qrText: reference
      ? [
          t('summary.qrReference', [reference]),
          t('summary.qrCheck', [check, provider]),
          t('summary.qrStatus', [statusPath(reference)]),
        ].join('\n')
      : undefined,
    version: options.version,
  };
}
