/**
 * One verification as a one-page summary: the verdict first, then what was checked, against whom, when, the
 * provider's reference and what it cost as the provider reported it. Pure: pages draw it, the copy text and
 * the QR code are made from it, and unit tests read it in Node.
 */
import type { DataSourceInfo, LookupResult } from '@/utils/lookup/schema';
import { reportedCharge } from '@/utils/lookup/charge';
import { cachedChargeWords, statusCheckWords } from '@/utils/balance/charge-words';
import type { MessageKey, Translate } from '@/utils/i18n/translate';
import { formatMoney } from '@/utils/balance/money';
import { formatFullTimestamp } from '@/utils/format/time';
import { summariseVehicle } from '@/utils/format/vehicle-summary';
import { visibleText } from '@/utils/format/visible-text';
import { compareClaim, reportClaim } from '@/utils/vin-decode/compare';
import { decodeVin } from '@/utils/vin-decode/decode';
import { describeMaker, describeYear } from '@/utils/vin-decode/describe';
import { describeMismatch } from '@/utils/vin-decode/mismatch-text';
import { checkKey } from './check';
import type { SummaryClaim } from './claim';
import { maskIdentifier } from './mask';
import { namesMatch, rcNumbersMatch } from './name-check';
import { KIND_LABEL_KEYS } from '@/utils/detect/kind-labels';
import { sourceWords } from '@/utils/lookup/provenance';

export type SummaryVerdict =
  | 'verified'
  | 'not-found'
  | 'not-verified'
  | 'pending'
  | 'name-differs'
  | 'rc-differs'
  | 'vin-differs'
  | 'failed';

/** A line that agrees or disagrees with the answer: the name or RC against the claim. */
export interface SummaryMatch {
  ok: boolean;
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
  verdictText: string;
  /** "Tax ID or TIN", "VIN". */
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
  /** The disagreement between the report and the VIN, in words. */
  vinNotes: string[];
  /** What the QR code holds: the reference and the check, for the free status endpoint. */
  qrText?: string;
  version: string;
}

export interface SummaryOptions {
  t: Translate;
  /** The extension's version, printed so a summary says what made it. */
  version: string;
  claim?: SummaryClaim;
  locale?: string;
  timeZone?: string;
}

const VERDICT_KEYS: Readonly<Record<SummaryVerdict, MessageKey>> = {
  verified: 'summary.verdictVerified',
  'not-found': 'summary.verdictNotFound',
  'not-verified': 'summary.verdictNotVerified',
  pending: 'summary.verdictPending',
  'name-differs': 'summary.verdictNameDiffers',
  'rc-differs': 'summary.verdictRcDiffers',
  'vin-differs': 'summary.verdictVinDiffers',
  failed: 'summary.verdictFailed',
};

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

function taxpayerMatches(
  name: string,
  cacRegNumber: string,
  claim: SummaryClaim,
  t: Translate,
): SummaryMatch[] {
  const matches: SummaryMatch[] = [];
  if (claim.name) {
    const ok = namesMatch(claim.name, name);
    const [same, differs] = claim.typed
      ? (['taxpayer.nameTypedMatches', 'taxpayer.nameTypedDiffers'] as const)
      : (['taxpayer.nameOnPageMatches', 'taxpayer.nameOnPageDiffers'] as const);
    matches.push({ ok, text: ok ? t(same) : t(differs, [claim.name]) });
  }
  if (claim.rc && cacRegNumber.trim() !== '') {
    const ok = rcNumbersMatch(claim.rc, cacRegNumber);
    matches.push({
      ok,
      text: ok ? t('taxpayer.rcOnPageMatches') : t('taxpayer.rcOnPageDiffers', [claim.rc]),
    });
  }
  return matches;
}

export function buildSummary(result: LookupResult, options: SummaryOptions): VerificationSummary {
  const { t, claim = {} } = options;
  const { payload } = result;
  const demo = result.source.id === 'demo';
  let verdict: SummaryVerdict = 'failed';
  let subject = '';
  let matches: SummaryMatch[] = [];
  let vinRows: SummaryVinRow[] = [];
  let vinNotes: string[] = [];

  if (payload.type === 'vehicle') {
    verdict = 'verified';
    subject = visibleText(summariseVehicle(payload.report).title);
    const decode = result.kind === 'vin' ? decodeVin(result.value) : undefined;
    if (decode?.kind === 'complete') {
      const reported = reportClaim(payload.report.specification);
      const mismatch = compareClaim(reported, decode);
      vinRows = [
        {
          label: t('vinPreview.modelYear'),
          reported: reported.year === undefined ? '—' : String(reported.year),
          decoded: describeYear(decode, t),
        },
        { label: t('vinPreview.maker'), reported: reported.make ?? '—', decoded: describeMaker(decode, t) },
      ];
      if (mismatch) {
        verdict = 'vin-differs';
        vinNotes = describeMismatch(mismatch, t);
      }
    }
  } else if (payload.type === 'taxpayer') {
    subject = visibleText(payload.record.taxpayerName);
    matches = taxpayerMatches(payload.record.taxpayerName, payload.record.cacRegNumber, claim, t);
    const nameDiffers = claim.name !== undefined && matches[0]?.ok === false;
    const rcDiffers = matches.some((match) => !match.ok) && !nameDiffers;
    verdict = nameDiffers ? 'name-differs' : rcDiffers ? 'rc-differs' : 'verified';
  } else if (payload.type === 'failure') {
    const { code } = payload.failure;
    verdict =
      code === 'not_found'
        ? 'not-found'
        : code === 'not_verified'
          ? 'not-verified'
          : code === 'pending'
            ? 'pending'
            : 'failed';
  }

  const check = t(checkKey(result));
  const provider = demo ? t('summary.providerDemo') : sourceWords(result.source, t);
  const reference = referenceOf(result);
  return {
    answer: payload.type === 'vehicle' || payload.type === 'taxpayer' ? payload.type : 'none',
    verdict,
    // Demo data verifies nothing: its record is "found", never "verified".
    verdictText: t(demo && verdict === 'verified' ? 'summary.verdictDemoFound' : VERDICT_KEYS[verdict]),
    kindLabel: result.kind ? t(KIND_LABEL_KEYS[result.kind]) : t('kind.identifier'),
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
