/** The background's facts for a plan: the parser, cached answers, last prices, balance and run limit. */
import { parseQuery } from '@/utils/detect/parse-input';
import { listHistory, readHistoryEntries } from '@/utils/background/history/store';
import type { Translate } from '@/utils/i18n/translate';
import { cacheKey } from '@/utils/background/cache/key';
import { readFreshCacheKeys } from '@/utils/background/cache/store';
import {
  acceptsSandboxValues,
  describeDataSource,
  isUncheckedTaxId,
} from '@/utils/background/lookup/data-source';
import { rejected } from '@/utils/detect/query-types';
import type { Settings } from '@/utils/settings/schema';
import { readOrFetchBalance } from '@/utils/background/bulk/balance';
import { answerNamespace } from '@/utils/background/lookup/account';
import { readEffectiveApiKey } from '@/utils/background/policy/settings';
import type { ParseIdentifier } from '@/utils/bulk/classify';
import type { BulkPlanContext } from '@/utils/bulk/plan';
import { bulkPricesFromHistory } from '@/utils/bulk/prices';

/** Enough recent answers to have seen a price for every kind a merchant uses. */
const PRICE_LOOKBACK = 100;

/**
 * Reads a cell as the lookup would take it. A 13-digit Tax ID the data source has no check for is never
 * sent, so it is a row not valid, with the reason, not a paid lookup.
 */
export function bulkParser(settings: Settings, t: Translate): ParseIdentifier {
  const allowSandboxValues = acceptsSandboxValues(settings);
  let noCheck: string | undefined;
  return (text) => {
    const parsed = parseQuery(text, { t, allowSandboxValues });
    if (!parsed.ok || !isUncheckedTaxId(settings, parsed.kind, parsed.value)) return parsed;
    noCheck ??= t('businessTax.noCheckMessage', [describeDataSource(settings, t).label]);
    return rejected('tin', noCheck);
  };
}

export async function readBulkPlanFacts(
  settings: Settings,
  now: number,
): Promise<Omit<BulkPlanContext, 'textOf'>> {
  const namespace = await answerNamespace(settings, readEffectiveApiKey);
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
