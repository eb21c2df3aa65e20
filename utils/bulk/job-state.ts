/** The pure rules of a bulk job: commands per state, settling answers, stopping, recovery after a stop. */
import type { Translate } from '@/utils/i18n/translate';
import { recordColumns } from '@/utils/history/record-columns';
import { reportedCharge } from '@/utils/lookup/charge';
import type { LookupResult } from '@/utils/lookup/schema';
import type { BulkItem, BulkJob, BulkJobState, BulkOutcome, BulkStopReason } from './schema';

export type BulkCommand = 'start' | 'pause' | 'resume' | 'cancel';

const TRANSITIONS: Record<BulkCommand, Partial<Record<BulkJobState, BulkJobState>>> = {
  start: { draft: 'running' },
  pause: { running: 'paused' },
  resume: { paused: 'running', stopped: 'running' },
  cancel: { draft: 'cancelled', running: 'cancelled', paused: 'cancelled', stopped: 'cancelled' },
};

/** The state after `command`, or undefined when the command makes no sense now (e.g. pause a draft). */
export function nextBulkState(state: BulkJobState, command: BulkCommand): BulkJobState | undefined {
  return TRANSITIONS[command][state];
}

/** A wallet that is empty or a key the provider refuses fails every next call too: stop at the first. */
export function bulkStopReason(outcome: BulkOutcome | undefined): BulkStopReason | undefined {
  return outcome === 'insufficient_funds' || outcome === 'bad_key' ? outcome : undefined;
}

export function outcomeOfResult(result: LookupResult): BulkOutcome {
  const { payload } = result;
  if (payload.type === 'vehicle' || payload.type === 'taxpayer') return 'success';
  if (payload.type === 'failure') return payload.failure.code;
  return 'bad_request';
}

/** The record's key fields for the table and the export, "Label: value; …". */
export function keyFieldsOf(result: LookupResult, t: Translate): { summary: string; fields: string } {
  const { payload } = result;
  if (payload.type === 'vehicle') {
    const wanted = new Set(['year', 'make', 'model', 'trim', 'engine']);
    const spec = payload.report.specification.filter((row) => wanted.has(row.key) && row.value);
    return {
      summary: payload.report.name,
      fields: spec.map((row) => `${row.label}: ${row.value}`).join('; '),
    };
  }
  if (payload.type === 'taxpayer') {
    const { record } = payload;
    const pairs: [string, string][] = [
      [t('taxpayer.taxId'), record.taxId ?? ''],
      [t('taxpayer.taxpayerType'), record.taxpayerType ?? ''],
      [t('taxpayer.firsTin'), record.firsTin],
      [t('taxpayer.jtbTin'), record.jtbTin],
      [t('taxpayer.cacRegNumber'), record.cacRegNumber],
      [t('taxpayer.taxOffice'), record.taxOffice],
    ];
    return {
      summary: record.taxpayerName,
      fields: pairs
        .filter(([, value]) => value)
        .map(([label, value]) => `${label}: ${value}`)
        .join('; '),
    };
  }
  if (payload.type === 'failure') return { summary: payload.failure.title, fields: '' };
  return { summary: payload.warnings.join(' '), fields: '' };
}

export function settleBulkItem(item: BulkItem, result: LookupResult, seq: number, t: Translate): BulkItem {
  const { summary, fields } = keyFieldsOf(result, t);
  // A failure carries its charge in itself (a billed "not found"); a record in its meta.
  const charge = reportedCharge(result);
  const record = Object.fromEntries(Object.entries(recordColumns(result)).filter(([, value]) => value));
  return {
    ...item,
    status: 'done',
    seq,
    outcome: outcomeOfResult(result),
    summary,
    fields,
    ...(Object.keys(record).length > 0 ? { record } : {}),
    fetchedAt: result.fetchedAt,
    fromCache: result.fromCache,
    // A cached answer costs nothing now, whatever the first call cost.
    ...(result.fromCache ? { charged: false } : charge ? { charged: charge.wasCharged } : {}),
    ...(!result.fromCache && charge?.amount !== undefined ? { amount: charge.amount } : {}),
    ...(!result.fromCache && charge?.currency !== undefined ? { currency: charge.currency } : {}),
  };
}

/** After a worker stop: settled from a stored answer when one exists, else interrupted (maybe billed). */
export function recoverBulkItem(
  item: BulkItem,
  answer: LookupResult | undefined,
  seq: number,
  t: Translate,
): BulkItem {
  if (item.status !== 'sending') return item;
  return answer ? settleBulkItem(item, answer, seq, t) : { ...item, status: 'interrupted', seq };
}

export function requeueBulkItem(item: BulkItem, seq: number): BulkItem {
  if (item.status !== 'interrupted') return item;
  const { sentAt: _sentAt, ...rest } = item;
  return { ...rest, status: 'pending', seq };
}

export function isFailedBulkItem(item: BulkItem): boolean {
  return (
    item.status === 'interrupted' ||
    (item.outcome !== undefined && item.outcome !== 'success' && item.outcome !== 'not_found')
  );
}

/** Time left from the pace since the run (re)started; undefined until one answer has come. */
export function bulkTimeLeft(job: BulkJob, done: number, total: number, now: number): number | undefined {
  if (job.state !== 'running' || job.startedAt === undefined) return undefined;
  const since = done - (job.doneAtStart ?? 0);
  if (since <= 0) return undefined;
  return Math.round(((now - job.startedAt) / since) * (total - done));
}
