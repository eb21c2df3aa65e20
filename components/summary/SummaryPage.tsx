import { i18n } from '#i18n';
import { useMemo, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { resultJson } from '@/utils/format/report-text';
import { localTimeAndZone } from '@/utils/format/time';
import { translate } from '@/utils/i18n/extension-translate';
import { buildSummary } from '@/utils/summary/model';
import { summaryText } from '@/utils/summary/text';
import { MissingAnswer } from './MissingAnswer';
import { SummaryActions } from './SummaryActions';
import { SummaryView } from './SummaryView';
import { useHistoryEntry } from './useHistoryEntry';
import './summary.css';
import { AppIcon } from '@/components/AppIcon';

/** "20261126-1420": the answer's local time, so saved files sort by when they were verified. */
function fileStamp(at: number): string {
  return localTimeAndZone(at).time.replace(/[-:]/g, '').replace(' ', '-').slice(0, 13);
}

/** One answer's verification summary, read from history: the masked identifier unless the user asks. */
export function SummaryPage() {
  const params = useMemo(() => new URLSearchParams(location.search), []);
  const entry = useHistoryEntry(params.get('id') ?? '');
  const [whole, setWhole] = useState(false);
  const [raw, setRaw] = useState(false);
  const sheet = useRef<HTMLDivElement>(null);

  if (entry === undefined) return <p class="loading">{i18n.t('summary.loading')}</p>;
  if (entry === null) return <MissingAnswer message={i18n.t('summary.gone')} />;
  const summary = buildSummary(entry.result, {
    t: translate,
    version: browser.runtime.getManifest().version,
  });
  return (
    <main class="summary-page">
      <header class="app-header summary-page__header">
        <h1 class="page-title">
          <AppIcon />
          {i18n.t('summary.title')}
        </h1>
      </header>
      <SummaryActions
        text={summaryText(summary, translate, whole)}
        fileName={translate('summary.fileName', [fileStamp(entry.result.fetchedAt)])}
        target={() => sheet.current}
        whole={whole}
        onWhole={setWhole}
      />
      <div class="summary-sheet" ref={sheet}>
        <SummaryView summary={summary} whole={whole} />
      </div>
      <details class="summary-raw" onToggle={(event) => setRaw(event.currentTarget.open)}>
        <summary>{i18n.t('summary.rawToggle')}</summary>
        {raw && <pre aria-label={i18n.t('summary.rawHeading')}>{resultJson(entry.result)}</pre>}
      </details>
    </main>
  );
}
