import { i18n } from '#i18n';
import type { HistoryRow } from '../utils/history/schema';
import { describeAge } from '../utils/format/time';
import { visibleText } from '../utils/format/visible-text';

export function RecentLookups({
  entries,
  now = Date.now(),
}: {
  entries: readonly HistoryRow[];
  now?: number;
}) {
  if (entries.length === 0) return <p class="muted">{i18n.t('recent.empty')}</p>;
  return (
    <section aria-labelledby="recent-heading" class="recent">
      <h2 id="recent-heading">{i18n.t('recent.heading')}</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} class={entry.outcome === 'success' ? '' : 'recent--failed'}>
            <code>{entry.value}</code> <span>{visibleText(entry.summary)}</span>{' '}
            <span class="muted">{describeAge(entry.at, now)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
