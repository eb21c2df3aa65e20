import type { HistoryEntry } from '../utils/history/schema';
import { describeAge } from '../utils/format/time';

export function RecentLookups({
  entries,
  now = Date.now(),
}: {
  entries: readonly HistoryEntry[];
  now?: number;
}) {
  if (entries.length === 0)
    return <p class="muted">No lookups yet. Try a demo VIN such as 4T1BF1FK5DU276514.</p>;
  return (
    <section aria-labelledby="recent-heading" class="recent">
      <h2 id="recent-heading">Recent lookups</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} class={entry.outcome === 'success' ? '' : 'recent--failed'}>
            <code>{entry.value}</code> <span>{entry.summary}</span>{' '}
            <span class="muted">{describeAge(entry.at, now)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
