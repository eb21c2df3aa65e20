/**
 * What one answer means, decided here once: every surface (page line and card, side panel, popup, record
 * views, report, Summary, history, exports, bulk) shows this state and its words and decides nothing itself.
 * Green "Verified" only when the provider verified an identity and every check held: a vehicle answer is a
 * specification, demo data verifies nothing, and any check that differs makes it "Found, but …".
 */
import { isMaskedVin } from '@/utils/detect';
import { isTaxId } from '@/utils/detect/tin';
import type { LookupResult } from '@/utils/lookup/schema';
import { decodeVin } from '@/utils/vin-decode/decode';
import type { AnswerClaims } from '@/utils/lookup/answer-claims';
import { answerChecks, type VerdictCheck } from './checks';

export type VerdictState =
  | 'verified'
  | 'specification-found'
  | 'demo-found'
  | 'found-but-differs'
  | 'found-but-unchecked'
  | 'not-found'
  | 'not-verified'
  | 'pending'
  | 'masked'
  | 'needs-confirmation'
  | 'failed';

/** ok: green; info: a found answer that verifies no identity; warn: amber; bad: red; none: no answer. */
export type VerdictTone = 'ok' | 'info' | 'warn' | 'bad' | 'none';

/** The check that ran names the kind: a 13-digit number sent as a TIN is checked on Business Tax. */
export type VerdictKind = 'vin' | 'tin' | 'taxId' | 'cac' | 'phone' | 'identifier';

export interface Verdict {
  state: VerdictState;
  tone: VerdictTone;
  checks: VerdictCheck[];
  /** The checks that differ (or, for `found-but-unchecked`, could not be made), in order; else empty. */
  differs: VerdictCheck[];
  demo: boolean;
  kind: VerdictKind;
  /** "Check the number for typos" is fair only for a VIN whose check digit fails (or a number not found). */
  checkDigitFails: boolean;
}

/** Each state's colour: green only for verified. */
export const VERDICT_TONES: Readonly<Record<VerdictState, VerdictTone>> = {
  verified: 'ok',
  'specification-found': 'info',
  'demo-found': 'info',
  'found-but-differs': 'warn',
  // A claim that could not be compared (a page hiding text beside the number) is no check that held.
  'found-but-unchecked': 'warn',
  'not-found': 'none',
  'not-verified': 'warn',
  pending: 'warn',
  masked: 'info',
  'needs-confirmation': 'warn',
  failed: 'bad',
};

/** Amber or red: what a surface with one warning colour (the page's drawn card) draws amber. */
export function verdictWarns(verdict: Pick<Verdict, 'tone'>): boolean {
  return verdict.tone === 'warn' || verdict.tone === 'bad';
}

export function verdictKindOf(result: Pick<LookupResult, 'kind' | 'value'>): VerdictKind {
  if (!result.kind) return 'identifier';
  return result.kind === 'tin' && isTaxId(result.value) ? 'taxId' : result.kind;
}

function baseState(result: LookupResult): VerdictState {
  const { payload } = result;
  switch (payload.type) {
    case 'vehicle':
    case 'taxpayer':
      if (result.source.id === 'demo') return 'demo-found';
      return payload.type === 'vehicle' ? 'specification-found' : 'verified';
    case 'needs-confirmation':
      return 'needs-confirmation';
    case 'failure':
      if (result.kind === 'vin' && isMaskedVin(result.value)) return 'masked';
      switch (payload.failure.code) {
        case 'not_found':
          return 'not-found';
        case 'not_verified':
          return 'not-verified';
        case 'pending':
          return 'pending';
        default:
          return 'failed';
      }
  }
}

/**
 * The one rule: a found answer with any check that differs is "Found, but …"; one whose claim could not be
 * compared (hidden beside the number) is "Found, but … not checked"; nothing else changes.
 */
export function stateWithChecks(base: VerdictState, differing: number, unchecked = 0): VerdictState {
  const found = base === 'verified' || base === 'specification-found' || base === 'demo-found';
  if (found && differing > 0) return 'found-but-differs';
  return found && unchecked > 0 ? 'found-but-unchecked' : base;
}

/** The verdict of one answer, held against the claims stored with it (or the ones given). */
export function verdictOf(result: LookupResult, claims: AnswerClaims | undefined = result.claims): Verdict {
  const checks = answerChecks(result, claims);
  const differs = checks.filter((check) => check.state === 'differs');
  const unchecked = checks.filter((check) => check.state === 'unchecked');
  const state = stateWithChecks(baseState(result), differs.length, unchecked.length);
  const decode = result.kind === 'vin' ? decodeVin(result.value) : undefined;
  return {
    state,
    tone: VERDICT_TONES[state],
    checks,
    differs: state === 'found-but-differs' ? differs : state === 'found-but-unchecked' ? unchecked : [],
    demo: result.source.id === 'demo',
    kind: verdictKindOf(result),
    checkDigitFails: decode?.checkDigit.status === 'invalid',
  };
}
