import { i18n } from '#i18n';
import { useEffect, useState } from 'preact/hooks';
import type { HistoryEntry } from '@/utils/history/schema';
import { sendMessage } from '@/utils/messaging/protocol';
import { formatFullTimestamp } from '@/utils/format/time';
import { ResultCard } from '@/components/ResultCard';
import { readBackground } from '@/components/readBackground';

/** One past answer laid out for "Save as PDF", read from history so printing never makes a paid call. */
export function ReportPage() {
  const id = new URLSearchParams(location.search).get('id') ?? '';
  const [entry, setEntry] = useState<HistoryEntry | null>();
  useEffect(() => {
    if (!id) {
      setEntry(null);
      return;
    }
    readBackground(() => sendMessage('ui>bg:getHistoryEntries', { ids: [id] })).then(
      (entries) => setEntry(entries.find((item) => item.id === id) ?? null),
      () => setEntry(null),
    );
  }, [id]);

  if (entry === undefined) return <p class="loading">{i18n.t('report.loading')}</p>;
  if (entry === null) {
    return (
      <p class="failure" role="alert">
        {i18n.t('report.gone')}
      </p>
    );
  }
  return (
    <main class="report-page">
      <header class="app-header">
        <h1>{i18n.t('report.title')}</h1>
        <button type="button" onClick={() => globalThis.print()}>
          {i18n.t('report.print')}
        </button>
      </header>
      <p class="report-page__facts">
        {i18n.t('report.answeredAt', [formatFullTimestamp(entry.result.fetchedAt)])}
        <br />
        {i18n.t('report.source', [entry.result.source.label])}
      </p>
      <ResultCard result={entry.result} printed />
    </main>
  );
}
