/**
 * The one place a lookup happens: the data source resolved once, then the named stages of
 * ./stage-pipeline.ts (validate, answer from cache or call the source once, then record it).
 */
import { MAX_CONCURRENT_CALLS } from '@/utils/lookup/limits';
import type { LookupRequest, LookupResult, StatusCheckRequest } from '@/utils/lookup/schema';
import type { LookupDependencies } from './lookup-deps';
import { createRequestQueue, type RequestQueue } from './request-queue';
import { resolveDataSource } from './resolved-source';
import { runLookup } from './stage-pipeline';
import { runStatusCheck } from './stage-status';

export type { LookupDependencies, LookupRecord, SourceCaller } from './lookup-deps';

export function createLookupService(
  deps: LookupDependencies,
  queue: RequestQueue = createRequestQueue(MAX_CONCURRENT_CALLS),
) {
  /** The data source of these settings, resolved once for the whole request (resolved-source.ts). */
  async function resolve() {
    return resolveDataSource(await deps.getSettings(), deps);
  }
  return {
    lookup: async (request: LookupRequest): Promise<LookupResult> =>
      runLookup({ deps, queue, source: await resolve(), request }),
    checkStatus: async (request: StatusCheckRequest): Promise<LookupResult> =>
      runStatusCheck({ deps, queue, source: await resolve(), request }),
    queue,
  };
}

export type LookupService = ReturnType<typeof createLookupService>;
