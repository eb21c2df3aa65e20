/** An item a stopped worker left "sending" settles from an answer that reached storage, not a second call. */
import { listHistory, readHistoryEntries } from '@/utils/background/history/store';
import { cacheKey } from '@/utils/background/cache/key';
import { readCache } from '@/utils/background/cache/store';
import type { ResolvedSource } from '@/utils/background/lookup/resolved-source';
import { sameIdentifier } from '@/utils/detect/identifier-key';
import type { LookupResult } from '@/utils/lookup/schema';
import type { BulkItem } from '@/utils/bulk/schema';

export async function findStoredBulkAnswer(
  item: BulkItem,
  source: Pick<ResolvedSource, 'namespace' | 'settings'>,
  now: number,
): Promise<LookupResult | undefined> {
  const key = cacheKey(source.namespace, item.kind, item.value);
  const cached = await readCache(key, source.settings.cacheHours * 3_600_000, now);
  if (cached) return cached;
  const sentAt = item.sentAt ?? now;
  const row = (await listHistory()).find(
    (candidate) =>
      candidate.trigger === 'bulk' &&
      candidate.kind !== undefined &&
      sameIdentifier({ kind: candidate.kind, value: candidate.value }, item) &&
      candidate.at >= sentAt,
  );
  if (!row) return undefined;
  return (await readHistoryEntries([row.id]))[0]?.result;
}
