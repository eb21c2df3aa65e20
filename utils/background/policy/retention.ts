/** The organisation's history retention: entries older than its number of days are removed. */
import { forgetHistoryBefore } from '@/utils/background/history/store';
import { readPolicy } from './read';

const DAY_MS = 86_400_000;

export async function applyHistoryRetention(now: number): Promise<number> {
  const { historyDays } = (await readPolicy()).policy;
  if (historyDays === undefined) return 0;
  return forgetHistoryBefore(now - historyDays * DAY_MS);
}
