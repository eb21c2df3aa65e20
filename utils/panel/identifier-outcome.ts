import { identifierMatchKey } from '@/utils/detect/identifier-key';
import { verdictOf, type VerdictState } from '@/utils/verdict/state';
import { answerLine } from './answer-line';
import { isInterrupted, type TabLookup } from './tab-lookups';

/** A row's state, read from the answer's verdict (utils/verdict/): this view decides none of it. */
export type AnsweredState =
  'found' | 'info' | 'differs' | 'notFound' | 'notVerified' | 'pending' | 'failed' | 'confirm' | 'preview';

export type IdentifierOutcome =
  | { state: 'none' }
  | { state: 'running'; lookupId: string }
  | { state: 'interrupted'; lookupId: string }
  | { state: AnsweredState; lookupId: string; line: string; cached: boolean };

const ROW_STATES: Readonly<Record<VerdictState, AnsweredState>> = {
  verified: 'found',
  'specification-found': 'info',
  'demo-found': 'info',
  'found-but-differs': 'differs',
  'found-but-unchecked': 'differs',
  'not-found': 'notFound',
  'not-verified': 'notVerified',
  pending: 'pending',
  masked: 'preview',
  'needs-confirmation': 'confirm',
  failed: 'failed',
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
  return {
    state: ROW_STATES[verdictOf(result).state],
    lookupId: lookup.id,
    line: answerLine(result),
    cached: result.fromCache,
  };
}
