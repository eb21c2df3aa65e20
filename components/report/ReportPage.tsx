import { i18n } from '#i18n';
import { useMemo } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { ResultCard } from '@/components/ResultCard';
import { MissingAnswer } from '@/components/summary/MissingAnswer';
import { SummaryView } from '@/components/summary/SummaryView';
import { useHistoryEntry } from '@/components/summary/useHistoryEntry';
import '@/components/summary/summary.css';
import { formatFullTimestamp } from '@/utils/format/time';
import { translate } from '@/utils/i18n/extension-translate';
import { buildSummary, canSummarise } from '@/utils/summary/model';
import { AppIcon } from '@/components/AppIcon';

/**
 * One past answer laid out for "Save as PDF", read from history so printing never makes a paid call: page 1
 * is the verification summary, the record's detail follows from page 2.
 */
export function ReportPage() {
  const params = useMemo(() => new URLSearchParams(location.search), []);
  const entry = useHistoryEntry(params.get('id') ?? '');
  if (entry === undefined) return <p class="loading">{i18n.t('report.loading')}</p>;
  if (entry === null) return <MissingAnswer message={i18n.t('report.gone')} />;
  const summary = canSummarise(entry.result)
    ? buildSummary(entry.result, { t: translate, version: browser.runtime.getManifest().version })
    : undefined;
  return (
    <main class={summary ? 'report-page report-page--summarised' : 'report-page'}>
      <header class="app-header">
        <h1 class="page-title">
          <AppIcon />
          {i18n.t('report.title')}
        </h1>
        <button type="button" onClick={() => globalThis.print()}>
          {i18n.t('report.print')}
        </button>
      </header>
      {summary && (
        <div class="summary-sheet">
          <SummaryView summary={summary} whole={false} />
        </div>
      )}
      <section class="report-page__detail">
        <p class="report-page__facts">
          {i18n.t('report.answeredAt', [formatFullTimestamp(entry.result.fetchedAt)])}
          <br />
          {i18n.t('report.source', [entry.result.source.label])}
        </p>
        <ResultCard result={entry.result} printed />
      </section>
    </main>
  );
}
