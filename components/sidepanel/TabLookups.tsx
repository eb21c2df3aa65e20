import { i18n } from '#i18n';
import { useEffect, useState } from 'preact/hooks';
import { isInterrupted, type TabLookup } from '../../utils/panel/tab-lookups';
import { ResultCard } from '../ResultCard';

const TICK_MS = 5_000;

/** Newest first; the newest is open, earlier ones are one click away. */
export function TabLookups({
  lookups,
  onRetry,
}: {
  lookups: TabLookup[];
  onRetry: (lookup: TabLookup, refresh?: boolean) => void;
}) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (lookups.length === 0) {
    return <p class="muted">{i18n.t('panel.noTabLookups')}</p>;
  }
  return (
    <div class="tab-lookups">
      {lookups.map((lookup, index) => (
        <TabLookupItem key={lookup.id} lookup={lookup} open={index === 0} now={now} onRetry={onRetry} />
      ))}
    </div>
  );
}

function TabLookupItem({
  lookup,
  open,
  now,
  onRetry,
}: {
  lookup: TabLookup;
  open: boolean;
  now: number;
  onRetry: (lookup: TabLookup, refresh?: boolean) => void;
}) {
  if (!lookup.result) {
    if (isInterrupted(lookup, now)) {
      return (
        <div class="failure" role="alert">
          <p class="failure__title">{i18n.t('panel.noAnswerFor', [lookup.value])}</p>
          <p>{i18n.t('panel.interrupted')}</p>
          <button type="button" onClick={() => onRetry(lookup)}>
            {i18n.t('lookup.retry')}
          </button>
        </div>
      );
    }
    return (
      <p class="loading" role="status">
        Looking up {lookup.value}…
      </p>
    );
  }
  const card = (
    <ResultCard
      result={lookup.result}
      pageText={lookup.pageText}
      now={now}
      onRetry={() => onRetry(lookup)}
      onRefresh={() => onRetry(lookup, true)}
    />
  );
  if (open) return card;
  return (
    <details class="tab-lookups__older">
      <summary>
        <code>{lookup.result.value}</code>{' '}
        {lookup.result.payload.type === 'vehicle'
          ? lookup.result.payload.report.name
          : lookup.result.payload.type === 'taxpayer'
            ? lookup.result.payload.record.taxpayerName
            : i18n.t('panel.notFoundOrFailed')}
      </summary>
      {card}
    </details>
  );
}
