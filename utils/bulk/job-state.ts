/** The pure rules of a bulk job: commands per state, settling answers, stopping, recovery after a stop. */
import type { Translate } from '@/utils/i18n/translate';
import { parseChargeAmount } from '@/utils/api/amount';
import { recordColumns } from '@/utils/history/record-columns';
import { reportedCharge } from '@/utils/lookup/charge';
import type { LookupResult } from '@/utils/lookup/schema';
import type { BulkItem, BulkJob, BulkJobState, BulkOutcome, BulkStopReason } from './schema';
import { verdictRowFields } from '@/utils/verdict/row';

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
    // The answer's verdict, kept as a history row keeps it: the table and export decide nothing.
    ...verdictRowFields(result, t),
    ...(result.source.id === 'demo' ? { demo: true } : {}),
    // A cached answer costs nothing now, whatever the first call cost; nor does demo data or a call not sent.
    ...(result.fromCache || result.notSent || result.source.id === 'demo'
      ? { charged: false }
      : charge
        ? { charged: charge.wasCharged }
        : {}),
    // Only what was charged has an amount: a price on an answer that was not billed would be summed as paid.
    ...(!result.fromCache && charge?.wasCharged && charge.amount !== undefined
      ? { amount: charge.amount }
      : {}),
    ...(!result.fromCache && charge?.wasCharged && charge.currency !== undefined
      ? { currency: charge.currency }
      : {}),
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

/** What the provider reported charging during one bulk run, per currency; unknown costs counted apart. */
export interface BulkRunTotal {
  /** Per currency (upper case; "?" when the provider named none), rounded to cents. */
  charged: Record<string, number>;
  /** Answers the provider said it charged for, with or without an amount. */
  paid: number;
  /** Charged, with no amount that can be summed. */
  amountUnknown: number;
  /** Sent, and the answer said nothing about cost, or never came back: it may have been billed. */
  notReported: number;
}

/** The run's total from its items: only the provider's reports, never an estimate; an unknown cost counts. */
export function bulkRunTotal(items: Iterable<BulkItem>): BulkRunTotal {
  const total: BulkRunTotal = { charged: {}, paid: 0, amountUnknown: 0, notReported: 0 };
  for (const item of items) {
    if (item.status === 'interrupted') {
      total.notReported += 1;
      continue;
    }
    if (item.status !== 'done' || item.charged === false) continue;
    if (item.charged === undefined) {
      total.notReported += 1;
      continue;
    }
    total.paid += 1;
    const amount = parseChargeAmount(item.amount);
    if (amount === undefined) {
      total.amountUnknown += 1;
      continue;
    }
    const currency = (item.currency ?? '').trim().toUpperCase() || '?';
    // Cents, so a thousand rows of 0.10 add up to 100.00 exactly.
    total.charged[currency] = Math.round(((total.charged[currency] ?? 0) + amount) * 100) / 100;
  }
  return total;
}
