import { useEffect, useState } from 'preact/hooks';
import type { HistoryEntry } from '../../utils/history/schema';
import { sendMessage } from '../../utils/messaging/protocol';
import { ResultCard } from '../ResultCard';

/**
 * One past answer on a page of its own, laid out for the browser's "Save as PDF". It reads the answer
 * from history, so printing never makes a new (paid) call.
 */
export function ReportPage() {
  const id = new URLSearchParams(location.search).get('id') ?? '';
  const [entry, setEntry] = useState<HistoryEntry | null>();
  useEffect(() => {
    void sendMessage('ui:listHistory', undefined).then((entries) =>
      setEntry(entries.find((item) => item.id === id) ?? null),
    );
  }, [id]);

  if (entry === undefined) return <p class="loading">Loading report…</p>;
  if (entry === null) {
    return (
      <p class="failure" role="alert">
        This report is no longer in your history.
      </p>
    );
  }
  return (
    <main class="report-page">
      <header class="app-header">
        <h1>VIN &amp; TIN Lookup report</h1>
        <button type="button" onClick={() => globalThis.print()}>
          Print or save as PDF
        </button>
      </header>
      <ResultCard result={entry.result} />
    </main>
  );
}
