/**
 * The data source of a bulk plan or run, resolved as a lookup resolves it (resolved-source.ts): the same
 * namespace, parser and Tax ID rule, so a plan's "cached" and "not valid" are what its lookups will find.
 */
import type { Translate } from '@/utils/i18n/translate';
import { answerNamespace } from '@/utils/background/lookup/account';
import { resolveDataSource, type ResolvedSource } from '@/utils/background/lookup/resolved-source';
import { createSourceCaller } from '@/utils/background/lookup/sources';
import { getEffectiveSettings, readEffectiveApiKey } from '@/utils/background/policy/settings';
import type { Settings } from '@/utils/settings/schema';

export async function resolveBulkSource(t: Translate, settings?: Settings): Promise<ResolvedSource> {
  return resolveDataSource(settings ?? (await getEffectiveSettings()), {
    t,
    callSource: createSourceCaller(readEffectiveApiKey, { t }),
    namespaceOf: (resolved) => answerNamespace(resolved, readEffectiveApiKey),
  });
}
