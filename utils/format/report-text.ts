/**
 * Plain-text renderings for "Copy all": readable when pasted into a chat, an email or a loan file.
 */
import type { LabelledValue, TaxpayerRecord, VehicleReport } from '../api/model';
import type { LookupResult } from '../lookup/schema';
import { formatTimestamp } from './time';

export const EMPTY_VALUE = '—';

export const TAXPAYER_FIELDS: readonly { key: keyof TaxpayerRecord; label: string }[] = [
  { key: 'taxpayerName', label: 'Taxpayer name' },
  { key: 'cacRegNumber', label: 'CAC registration number' },
  { key: 'firsTin', label: 'FIRS TIN' },
  { key: 'jtbTin', label: 'JTB TIN' },
  { key: 'taxOffice', label: 'Tax office' },
  { key: 'email', label: 'Email' },
  { key: 'phoneNumber', label: 'Phone number' },
];

function lines(rows: readonly LabelledValue[]): string[] {
  return rows.map((row) => `  ${row.label}: ${row.value || EMPTY_VALUE}`);
}

export function vehicleReportText(report: VehicleReport): string {
  const out = [
    report.name || 'Vehicle',
    `  Age: ${report.age || EMPTY_VALUE}`,
    `  Made in: ${report.madeIn || EMPTY_VALUE}`,
    'Market analysis',
    `  Time period: ${report.marketAnalysis.timePeriod || EMPTY_VALUE}`,
    `  Certainty: ${report.marketAnalysis.certainty || EMPTY_VALUE}`,
    'Specification',
    ...lines(report.specification),
  ];
  for (const section of report.equipment) out.push(section.section, ...lines(section.items));
  out.push('Fuel', ...lines(report.fuel), 'Warranty');
  for (const entry of report.warranty) {
    out.push(
      `  ${entry.type || 'Warranty'}: ${entry.warranty || EMPTY_VALUE} (remaining: ${entry.remaining || EMPTY_VALUE})`,
    );
  }
  return out.join('\n');
}

export function taxpayerRecordText(record: TaxpayerRecord): string {
  return TAXPAYER_FIELDS.map(({ key, label }) => `${label}: ${record[key] || EMPTY_VALUE}`).join('\n');
}

export function resultText(result: LookupResult): string {
  const header = `${result.kind?.toUpperCase() ?? 'Identifier'} ${result.value} · ${result.source.label} · ${formatTimestamp(result.fetchedAt)}`;
  const { payload } = result;
  if (payload.type === 'vehicle') return `${header}\n${vehicleReportText(payload.report)}`;
  if (payload.type === 'taxpayer') return `${header}\n${taxpayerRecordText(payload.record)}`;
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
      source: result.source.label,
      fetchedAt: new Date(result.fetchedAt).toISOString(),
      data,
    },
    null,
    2,
  );
}
