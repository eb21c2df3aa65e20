import { i18n } from '#i18n';
import type { HistoryRow } from '@/utils/history/schema';
import { describeAge } from '@/utils/format/time';
import { visibleText } from '@/utils/format/visible-text';

/** The newest lookups; each opens its stored answer, which costs nothing. */
export function RecentLookups({
  entries,
  onOpen,
  emptyText,
  now = Date.now(),
}: {
  entries: readonly HistoryRow[];
  onOpen: (id: string) => void;
  emptyText: string;
  now?: number;
}) {
  if (entries.length === 0) return <p class="muted">{emptyText}</p>;
  return (
    <section aria-labelledby="recent-heading" class="recent">
      <h2 id="recent-heading">{i18n.t('recent.heading')}</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} class={entry.outcome === 'success' ? '' : 'recent--failed'}>
            <button type="button" class="recent__open" onClick={() => onOpen(entry.id)}>
              <code>{entry.value}</code> <span>{visibleText(entry.summary)}</span>{' '}
              <span class="muted">{describeAge(entry.at, now)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
