/**
 * The one spelling of a cache key, `demo|vin|4T1BF1FK5DU276514`: the lookup service stores under it and bulk
 * asks by it, so a change here cannot make one of them miss answers already paid for.
 */
import type { IdentifierKind } from '@/utils/api/model';

/** `namespace` is the data source's (`cacheNamespace` in utils/background/lookup/data-source.ts). */
export function cacheKey(namespace: string, kind: IdentifierKind, value: string): string {
  return `${namespace}|${kind}|${value}`;
}

/** Whether an answer stored at `storedAt` may still be served at `now`: never one from the future. */
export function isFreshAnswer(storedAt: number, maxAgeMs: number, now: number): boolean {
  return maxAgeMs > 0 && storedAt <= now && now - storedAt <= maxAgeMs;
}
