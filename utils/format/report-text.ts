/** Plain text for "Copy all": readable when pasted into a chat, an email or a loan file. */
import type { LabelledValue, TaxpayerRecord, VehicleReport } from '@/utils/api/model';
import { translate as t } from '@/utils/i18n/extension-translate';
import type { LookupResult } from '@/utils/lookup/schema';
import { sourceWords } from '@/utils/lookup/provenance';
import { formatTimestamp } from './time';
import { verdictOf } from '@/utils/verdict/state';
import { checkLine, verdictHeading, verdictKindLabel } from '@/utils/verdict/words';

export const EMPTY_VALUE = '—';

/** The taxpayer record's fields in the order shown; each is labelled by `taxpayer.<key>` in locales/en.yml. */
export const TAXPAYER_FIELDS: readonly (keyof TaxpayerRecord)[] = [
  'taxpayerName',
  'cacRegNumber',
  'firsTin',
  'jtbTin',
  'taxOffice',
  'email',
  'phoneNumber',
];

/** Business Tax's fields: it answers a name, the Tax ID and a type, nothing of the legacy record. */
export const BUSINESS_TAX_FIELDS: readonly (keyof TaxpayerRecord)[] = [
  'taxpayerName',
  'taxId',
  'taxpayerType',
];

/** The fields a record has: a Business Tax answer (it carries `taxId`) never shows empty legacy rows. */
export function taxpayerFields(record: TaxpayerRecord): readonly (keyof TaxpayerRecord)[] {
  return record.taxId === undefined ? TAXPAYER_FIELDS : BUSINESS_TAX_FIELDS;
}

function lines(rows: readonly LabelledValue[]): string[] {
  return rows.map((row) => `  ${row.label}: ${row.value || EMPTY_VALUE}`);
}

export function vehicleReportText(report: VehicleReport): string {
  const out = [
    report.name || t('vehicle.unnamed'),
    `  ${t('vehicle.age', [report.age || EMPTY_VALUE])}`,
    `  ${t('vehicle.madeIn', [report.madeIn || EMPTY_VALUE])}`,
    t('vehicle.market'),
    `  ${t('vehicle.timePeriod')}: ${report.marketAnalysis.timePeriod || EMPTY_VALUE}`,
    `  ${t('vehicle.certainty')}: ${report.marketAnalysis.certainty || EMPTY_VALUE}`,
    t('vehicle.specification'),
    ...lines(report.specification),
  ];
  for (const section of report.equipment) out.push(section.section, ...lines(section.items));
  out.push(t('vehicle.fuel'), ...lines(report.fuel), t('vehicle.warranty'));
  for (const entry of report.warranty) {
    const type = entry.type || t('vehicle.warrantyDefault');
    out.push(
      `  ${t('report.warrantyLine', [type, entry.warranty || EMPTY_VALUE, entry.remaining || EMPTY_VALUE])}`,
    );
  }
  return out.join('\n');
}

export function taxpayerRecordText(record: TaxpayerRecord): string {
  return taxpayerFields(record)
    .map((key) => `${t(`taxpayer.${key}`)}: ${record[key] || EMPTY_VALUE}`)
    .join('\n');
}

/** The answer as copied text: its header, the verdict's heading and every check's line, then the record. */
export function resultText(result: LookupResult): string {
  const verdict = verdictOf(result);
  const header = `${verdictKindLabel(verdict, t)} ${result.value} · ${sourceWords(result.source, t)} · ${formatTimestamp(result.fetchedAt)}`;
  const { payload } = result;
  const checks = verdict.checks.map((check) => checkLine(check, t));
  if (payload.type === 'vehicle')
    return [header, verdictHeading(verdict, t), ...checks, vehicleReportText(payload.report)].join('\n');
  if (payload.type === 'taxpayer')
    return [header, verdictHeading(verdict, t), taxpayerRecordText(payload.record), ...checks].join('\n');
  if (payload.type === 'failure') return `${header}\n${payload.failure.title}: ${payload.failure.message}`;
  return header;
}

export function resultJson(result: LookupResult): string {
  const { payload } = result;
  const data =
    payload.type === 'vehicle' ? payload.report : payload.type === 'taxpayer' ? payload.record : payload;
  return JSON.stringify(
    {
      identifier: result.value,
      kind: result.kind,
      source: sourceWords(result.source, t),
      fetchedAt: new Date(result.fetchedAt).toISOString(),
      data,
    },
    null,
    2,
  );
}
