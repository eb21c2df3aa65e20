/** Bulk verification: the background owns each job (IndexedDB) and runs it through the lookup service. */
import { createDexieBulkStore } from '@/utils/background/bulk/db';
import { draftBulkJob } from '@/utils/background/bulk/draft';
import { acceptBulkPagePorts } from '@/utils/background/bulk/page-port';
import { createChangeSignal, signallingBulkStore } from '@/utils/background/bulk/signal';
import { resolveBulkSource } from '@/utils/background/bulk/source';
import { BULK_PAGE_SIZE } from '@/utils/bulk/messages';
import { bulkChangedItem } from '@/utils/bulk/progress-signal';
import { createBulkRunner } from '@/utils/bulk/runner';
import { findStoredBulkAnswer } from '@/utils/background/bulk/stored-answer';
import { translate } from '@/utils/i18n/extension-translate';
import type { LookupService } from '@/utils/background/lookup/service';
import { handle } from '@/utils/background/messaging/router';
import type { BulkRunner } from '@/utils/bulk/runner';

export function registerBulkHandlers(service: LookupService): BulkRunner {
  // Every write to a job tells the bulk page (a session item it watches): progress is pushed, not polled.
  const changed = createChangeSignal((change) => bulkChangedItem.setValue(change), Date.now);
  const store = signallingBulkStore(createDexieBulkStore(), changed.raise);
  // Created at every worker start: it settles what a stopped worker left in flight, then resumes.
  const runner = createBulkRunner({
    store,
    lookup: (request) => service.lookup(request),
    findAnswer: async (item) => findStoredBulkAnswer(item, await resolveBulkSource(translate), Date.now()),
    t: translate,
    now: () => Date.now(),
    newId: () => crypto.randomUUID(),
  });
  acceptBulkPagePorts();

  handle('ui>bg:bulkCreate', async ({ label, headers, rows, column, nameColumn, noNameColumn }) =>
    draftBulkJob(
      runner,
      {
        label,
        table: { headers, rows },
        ...(column !== undefined ? { column } : {}),
        ...(nameColumn !== undefined ? { nameColumn } : {}),
        ...(noNameColumn ? { noNameColumn } : {}),
      },
      // The plan's source, resolved once: its parser reads every cell, its namespace finds cached answers.
      await resolveBulkSource(translate),
      Date.now(),
    ),
  );
  handle('ui>bg:bulkCommand', async ({ jobId, command }) => (await runner.command(jobId, command)) ?? null);
  handle('ui>bg:bulkProgress', async ({ jobId }) => (await runner.progress(jobId)) ?? null);
  handle('ui>bg:bulkItems', async ({ jobId, sinceSeq }) => {
    await runner.ready;
    return store.itemsSince(jobId, sinceSeq, BULK_PAGE_SIZE);
  });
  handle('ui>bg:bulkRows', ({ jobId, offset }) => store.rows(jobId, offset, BULK_PAGE_SIZE));
  handle('ui>bg:bulkRecord', async ({ jobId, key }) => (await store.getResult(jobId, key)) ?? null);
  handle('ui>bg:bulkResendInterrupted', async ({ jobId }) => (await runner.resendInterrupted(jobId)) ?? null);
  handle('ui>bg:bulkRetryFailed', async ({ jobId }) => {
    const failed = await runner.failedTable(jobId);
    if (!failed || failed.table.rows.length === 0) return null;
    const label = translate('bulk.retryLabel', [failed.job.label]);
    return draftBulkJob(
      runner,
      {
        label,
        table: failed.table,
        column: failed.job.column,
        ...(failed.job.nameColumn !== undefined
          ? { nameColumn: failed.job.nameColumn }
          : { noNameColumn: true }),
      },
      await resolveBulkSource(translate),
      Date.now(),
    );
  });
  return runner;
}
