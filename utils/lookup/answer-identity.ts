/**
 * Whose answer this is. A record is a verdict only on the number it is about: every identifier it carries of
 * the kind asked must be the one asked. Values not well formed for that kind say nothing either way (the
 * documented sandbox answers `firstin: "12392112349"`, `jittin: "10001"` for TIN 20304753-0001, and API.md
 * says never to validate answer values strictly), so only a clear, same-shaped other number counts. Pure.
 */
import type {
  Charge,
  Failure,
  IdentifierKind,
  LabelledValue,
  TaxpayerRecord,
  VehicleReport,
} from '@/utils/api/model';
import { normaliseCac } from '@/utils/detect/cac';
import { normalisePhone } from '@/utils/detect/phone';
import { isFirsTin, isJtbTin, isTaxId, normaliseTin } from '@/utils/detect/tin';
import type { Translate } from '@/utils/i18n/translate';

/** The other number an answer is about, and the provider's field that carries it. */
export interface OtherNumber {
  field: string;
  value: string;
}

type Candidate = { field: string; raw: string };

/** The first same-shaped identifier in `candidates` that is not `asked`, unless one of them is `asked`. */
function firstOther(
  asked: string,
  candidates: readonly Candidate[],
  normalise: (raw: string) => string | undefined,
): OtherNumber | undefined {
  const comparable = candidates
    .map(({ field, raw }) => ({ field, raw: raw.trim(), value: normalise(raw) }))
    .filter((candidate): candidate is Candidate & { value: string } => candidate.value !== undefined);
  if (comparable.length === 0 || comparable.some((candidate) => candidate.value === asked)) return undefined;
  const other = comparable[0]!;
  return { field: other.field, value: other.raw };
}

/** The shape a TIN was asked in: a Tax ID answers only for Tax IDs, an NRS TIN for NRS TINs. */
function tinShape(value: string): ((candidate: string) => boolean) | undefined {
  if (isTaxId(value)) return isTaxId;
  if (isFirsTin(value)) return isFirsTin;
  if (isJtbTin(value)) return isJtbTin;
  return undefined;
}

function taxpayerOther(
  kind: Exclude<IdentifierKind, 'vin'>,
  asked: string,
  record: TaxpayerRecord,
): OtherNumber | undefined {
  switch (kind) {
    case 'tin': {
      const shape = tinShape(asked);
      if (!shape) return undefined;
      const candidates: Candidate[] = [
        { field: 'tin', raw: record.taxId ?? '' },
        { field: 'firstin', raw: record.firsTin },
        { field: 'jittin', raw: record.jtbTin },
      ];
      return firstOther(asked, candidates, (raw) => {
        const value = normaliseTin(raw);
        return value !== undefined && shape(value) ? value : undefined;
      });
    }
    case 'cac':
      return firstOther(cacKey(asked), [{ field: 'cac_reg_number', raw: record.cacRegNumber }], (raw) => {
        const value = normaliseCac(raw);
        return value === undefined ? undefined : cacKey(value);
      });
    case 'phone':
      return firstOther(asked, [{ field: 'phone_number', raw: record.phoneNumber }], normalisePhone);
  }
}

/** RC0618274 and RC618274 are one registration; RC and BN with the same digits are two. */
function cacKey(value: string): string {
  const match = /^([A-Z]+)0*(\d+)$/.exec(value.toUpperCase());
  return match ? `${match[1]}${match[2]}` : value.toUpperCase();
}

const VIN_KEY = /^vin$|^vin[\s_-]?(number|no)$/i;

function vehicleOther(asked: string, report: VehicleReport): OtherNumber | undefined {
  const entries: readonly LabelledValue[] = report.specification.filter((entry) => VIN_KEY.test(entry.key));
  const candidates: Candidate[] = [
    ...(report.answeredVin ? [{ field: 'vin', raw: report.answeredVin }] : []),
    ...entries.map((entry) => ({ field: entry.key, raw: entry.value })),
  ];
  return firstOther(asked.toUpperCase(), candidates, (raw) => {
    const value = raw.replace(/[\s-]/g, '').toUpperCase();
    return /^[A-HJ-NPR-Z0-9]{17}$/.test(value) ? value : undefined;
  });
}

/** The number this answer is about when it is clearly not the one asked; undefined when it may be. */
export function answeredAboutOther(
  kind: IdentifierKind,
  asked: string,
  answer: { type: 'vehicle'; report: VehicleReport } | { type: 'taxpayer'; record: TaxpayerRecord },
): OtherNumber | undefined {
  if (answer.type === 'vehicle') return kind === 'vin' ? vehicleOther(asked, answer.report) : undefined;
  return kind === 'vin' ? undefined : taxpayerOther(kind, asked, answer.record);
}

/**
 * A paid answer about another number, as what the user sees: a failure that names both numbers, keeps the
 * charge the provider reported (it still cost money) and is never cached or shown as a verdict.
 */
export function otherNumberFailure(
  t: Translate,
  asked: string,
  other: OtherNumber,
  charge: Charge | undefined,
): Failure {
  return {
    code: 'invalid_response',
    title: t('answerIdentity.title'),
    message: t('answerIdentity.message', [asked, other.value, other.field]),
    action: t('answerIdentity.action'),
    retryable: false,
    otherNumber: other,
    ...(charge ? { charge } : {}),
  };
}
