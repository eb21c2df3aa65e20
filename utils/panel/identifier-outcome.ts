import { isMaskedVin } from '@/utils/detect';
import { identifierMatchKey } from '@/utils/detect/identifier-key';
import { answerLine } from './answer-line';
import { isInterrupted, type TabLookup } from './tab-lookups';

export type IdentifierOutcome =
  | { state: 'none' }
  | { state: 'running'; lookupId: string }
  | { state: 'interrupted'; lookupId: string }
  | {
      state: 'found' | 'notFound' | 'notVerified' | 'failed' | 'confirm' | 'preview';
      lookupId: string;
      line: string;
      cached: boolean;
    };

export function newestLookups(lookups: readonly TabLookup[]): Map<string, TabLookup> {
  const newest = new Map<string, TabLookup>();
  for (const lookup of lookups) {
    const key = identifierMatchKey(lookup.value);
    if (!newest.has(key)) newest.set(key, lookup);
  }
  return newest;
}

export function identifierOutcome(lookup: TabLookup | undefined, now: number): IdentifierOutcome {
  if (!lookup) return { state: 'none' };
  const { result } = lookup;
  if (!result) {
    return { state: isInterrupted(lookup, now) ? 'interrupted' : 'running', lookupId: lookup.id };
  }
  const base = { lookupId: lookup.id, line: answerLine(result), cached: result.fromCache };
  switch (result.payload.type) {
    case 'vehicle':
    case 'taxpayer':
      return { ...base, state: 'found' };
    case 'needs-confirmation':
      return { ...base, state: 'confirm' };
    case 'failure':
      // A masked VIN's free preview is what it can have, not a failure.
      if (result.kind === 'vin' && isMaskedVin(result.value)) return { ...base, state: 'preview' };
      // Not in the data is an answer, shown plainly as the result card does; not verified is a warning.
      switch (result.payload.failure.code) {
        case 'not_found':
          return { ...base, state: 'notFound' };
        case 'not_verified':
          return { ...base, state: 'notVerified' };
        default:
          return { ...base, state: 'failed' };
      }
  }
}
