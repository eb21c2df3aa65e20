import { i18n } from '#i18n';
import { useState } from 'preact/hooks';
import { bulkExportCsv, bulkExportXlsx, buildBulkExport, bulkRunTotalRows } from '@/utils/bulk/export';
import type { BulkCommand } from '@/utils/bulk/job-state';
import { bulkRunTotal, isFailedBulkItem } from '@/utils/bulk/job-state';
import type { BulkCreateRequest } from '@/utils/bulk/messages';
import type { BulkJob, BulkProgress } from '@/utils/bulk/schema';
import { downloadText } from '@/utils/format/download';
import { translate } from '@/utils/i18n/extension-translate';
import { sendMessage } from '@/utils/messaging/protocol';
import { describeMessagingError } from '@/components/hooks/useLookup';
import { BulkInput } from './BulkInput';
import { BulkPlanView } from './BulkPlanView';
import { BulkResults } from './BulkResults';
import { BulkRunControls } from './BulkRunControls';
import { BulkRunTotalView } from './BulkRunTotalView';
import { useBulkJob } from './useBulkJob';
import { usePolicy } from '@/components/hooks/usePolicy';
import { exportsAllowed } from '@/utils/policy/view';
import { AppIcon } from '@/components/AppIcon';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function download(name: string, data: BlobPart, type: string) {
  if (typeof data === 'string') return downloadText(name, data, type);
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Bulk verification: a list in, a plan with its cost, a run the background owns, results out. */
export function BulkApp() {
  const { view, refresh, show } = useBulkJob(undefined);
  const canExport = exportsAllowed(usePolicy());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [draft, setDraft] = useState<BulkJob>();
  // A fresh draft's plan shows at once; the background may still be storing its rows.
  const stored = view.progress;
  const progress: BulkProgress | undefined =
    draft && stored?.job.id !== draft.id
      ? { job: draft, total: draft.plan.unique, done: 0, sending: 0, interrupted: 0 }
      : stored;
  const job = progress?.job;

  async function act<T>(work: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setError(undefined);
    try {
      return await work();
    } catch (failure) {
      setError(i18n.t('bulk.errorBackground', [describeMessagingError(failure)]));
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  async function check(request: BulkCreateRequest) {
    const created = await act(() => sendMessage('ui>bg:bulkCreate', request));
    if (!created) return;
    setDraft(created);
    void show(created.id);
  }
  async function command(name: BulkCommand) {
    if (job)
      await act(() => sendMessage('ui>bg:bulkCommand', { jobId: job.id, command: name }).then(refresh));
  }
  async function retryFailed() {
    if (!job) return;
    const created = await act(() => sendMessage('ui>bg:bulkRetryFailed', { jobId: job.id }));
    if (!created) return;
    setDraft(created);
    void show(created.id);
  }
  async function exportAs(format: 'csv' | 'xlsx') {
    if (!job) return;
    const table = buildBulkExport(job.headers, view.rows, view.items, translate, job.nameColumn);
    // The run's total ends the file, in words, so the amount column still sums to the rows' charges.
    table.push(...bulkRunTotalRows(bulkRunTotal(view.items.values()), table[0]?.length ?? 1, translate));
    const name = `bulk-verification-${new Date().toISOString().slice(0, 10)}`;
    if (format === 'csv') download(`${name}.csv`, bulkExportCsv(table), 'text/csv');
    else download(`${name}.xlsx`, await bulkExportXlsx(table), XLSX_TYPE);
  }

  let failed = false;
  for (const item of view.items.values()) if ((failed = isFailedBulkItem(item))) break;
  // Nothing to hand over before the first answer: Export appears with the first result.
  let hasResults = false;
  for (const item of view.items.values()) if ((hasResults = item.status === 'done')) break;
  const settled =
    job &&
    (job.state === 'finished' ||
      job.state === 'cancelled' ||
      job.state === 'stopped' ||
      job.state === 'paused');

  return (
    <main class="bulk">
      <h1 class="page-title">
        <AppIcon />
        {i18n.t('bulk.title')}
      </h1>
      <p class="muted">{i18n.t('bulk.intro')}</p>
      <BulkInput busy={busy} onCheck={(request) => void check(request)} />
      {error && (
        <p class="failure" role="alert">
          {error}
        </p>
      )}
      {job && progress && (
        <>
          {job.state === 'draft' && <BulkPlanView plan={job.plan} />}
          <BulkRunControls
            progress={progress}
            onCommand={(name) => void command(name)}
            onResendInterrupted={() =>
              void act(() => sendMessage('ui>bg:bulkResendInterrupted', { jobId: job.id }).then(refresh))
            }
          />
          {hasResults && job.state !== 'draft' && (
            <BulkRunTotalView total={bulkRunTotal(view.items.values())} state={job.state} />
          )}
          <div class="bulk-actions">
            {!hasResults ? null : canExport ? (
              <>
                <button type="button" onClick={() => void exportAs('csv')}>
                  {i18n.t('bulk.exportCsv')}
                </button>
                <button type="button" onClick={() => void exportAs('xlsx')}>
                  {i18n.t('bulk.exportExcel')}
                </button>
              </>
            ) : (
              <p class="muted">{i18n.t('policy.exportsOff')}</p>
            )}
            {settled && failed && (
              <button type="button" onClick={() => void retryFailed()}>
                {i18n.t('bulk.retryFailed')}
              </button>
            )}
          </div>
          <BulkResults
            jobId={job.id}
            column={job.column}
            nameColumn={job.nameColumn}
            rows={view.rows}
            items={view.items}
            version={view.version}
          />
        </>
      )}
    </main>
  );
}
