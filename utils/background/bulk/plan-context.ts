/** The background's facts for a plan: cached answers, last prices, balance and run limit, for one source. */
import { listHistory, readHistoryEntries } from '@/utils/background/history/store';
import { cacheKey } from '@/utils/background/cache/key';
import { readFreshCacheKeys } from '@/utils/background/cache/store';
import type { ResolvedSource } from '@/utils/background/lookup/resolved-source';
import { readOrFetchBalance } from '@/utils/background/bulk/balance';
import type { BulkPlanContext } from '@/utils/bulk/plan';
import { bulkPricesFromHistory } from '@/utils/bulk/prices';

/** Enough recent answers to have seen a price for every kind a merchant uses. */
const PRICE_LOOKBACK = 100;

export async function readBulkPlanFacts(
  source: Pick<ResolvedSource, 'namespace' | 'settings'>,
  now: number,
): Promise<Omit<BulkPlanContext, 'textOf'>> {
  const { namespace, settings } = source;
  const fresh = await readFreshCacheKeys(settings.cacheHours * 3_600_000, now);
  const recent = (await listHistory()).slice(0, PRICE_LOOKBACK).filter((row) => row.source.id === 'api');
  const prices = bulkPricesFromHistory(await readHistoryEntries(recent.map((row) => row.id)));
  const { balance, problem } = await readOrFetchBalance(settings);
  return {
    isCached: ({ kind, value }) => fresh.has(cacheKey(namespace, kind, value)),
    prices,
    ...(balance ? { balance } : {}),
    ...(problem ? { balanceProblem: problem } : {}),
    runLimit: settings.bulkRunLimit,
  };
}
