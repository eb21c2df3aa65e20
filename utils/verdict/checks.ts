/**
 * The checks one answer can pass or fail, each against a claim captured at lookup time: the name and the RC
 * number beside a tax number, the report's year and make against its own VIN's decode, and a listing's
 * year and make against that decode. `compareClaim` runs here and nowhere else, so no surface can disagree.
 */
import type { LookupResult } from '@/utils/lookup/schema';
import { checkName, type NameSource } from '@/utils/taxpayer/name-check';
import { rcNumbersMatch } from '@/utils/taxpayer/name-match';
import { compareClaim, reportClaim, type ClaimMismatch, type VehicleClaim } from '@/utils/vin-decode/compare';
import { decodeVin, type VinDecode } from '@/utils/vin-decode/decode';
import type { AnswerClaims } from '@/utils/lookup/answer-claims';

export type VerdictCheckName = 'name' | 'rc' | 'vin' | 'listing';
/** `unchecked`: a claim was there but could not be compared (a name the page hides beside the number). */
export type VerdictCheckState = 'held' | 'differs' | 'unchecked';

export interface VerdictCheck {
  name: VerdictCheckName;
  state: VerdictCheckState;
  /** What was set against the answer: the name or RC claimed, the report's or listing's year and make. */
  claimed: string;
  /** What the answer (or the VIN's decode) says. */
  answered: string;
  /** Where a name came from: the page, the user's typing, a bulk file. */
  from?: NameSource;
  /** A vehicle check's disagreement, for words that name both sides. */
  mismatch?: ClaimMismatch;
  /** A listing check's claim and the decode, for "The listing says …; the VIN says …". */
  listing?: { claim: VehicleClaim; decode: VinDecode };
}

const vehicleWords = (claim: VehicleClaim) => [claim.year, claim.make].filter(Boolean).join(' ');
const decodeWords = (decode: VinDecode) =>
  [(decode.modelYear?.years ?? []).join('/'), decode.makes.join('/')].filter(Boolean).join(' ');

/** A vehicle claim against the VIN's decode; undefined when neither side can say anything to compare. */
export function vehicleCheck(
  name: 'vin' | 'listing',
  claim: VehicleClaim,
  decode: VinDecode,
): VerdictCheck | undefined {
  if (decode.kind !== 'complete' || (claim.year === undefined && !claim.make)) return undefined;
  const mismatch = compareClaim(claim, decode);
  return {
    name,
    state: mismatch ? 'differs' : 'held',
    claimed: vehicleWords(claim),
    answered: decodeWords(decode),
    ...(mismatch ? { mismatch } : {}),
    ...(name === 'listing' ? { listing: { claim, decode } } : {}),
  };
}

function nameCheckOf(result: LookupResult, claims: AnswerClaims | undefined, answered: string) {
  // Claims stored with the answer; an older entry holds only its name check.
  const check = claims?.name ? checkName(claims.name, answered) : result.nameCheck;
  if (!check) return undefined;
  return {
    name: 'name' as const,
    state: check.match === 'matches' ? ('held' as const) : check.match,
    claimed: check.claimed,
    answered,
    from: check.from,
  };
}

/** Every check this answer can be held to, in the order the words name them. */
export function answerChecks(result: LookupResult, claims = result.claims): VerdictCheck[] {
  const { payload } = result;
  const checks: (VerdictCheck | undefined)[] = [];
  if (payload.type === 'taxpayer') {
    const { taxpayerName, cacRegNumber } = payload.record;
    checks.push(nameCheckOf(result, claims, taxpayerName));
    if (claims?.rc && cacRegNumber.trim() !== '') {
      const held = rcNumbersMatch(claims.rc, cacRegNumber);
      checks.push({
        name: 'rc',
        state: held ? 'held' : 'differs',
        claimed: claims.rc,
        answered: cacRegNumber,
      });
    }
  }
  if (result.kind === 'vin' && (payload.type === 'vehicle' || claims?.listing)) {
    const decode = decodeVin(result.value);
    if (payload.type === 'vehicle')
      checks.push(vehicleCheck('vin', reportClaim(payload.report.specification), decode));
    if (claims?.listing) checks.push(vehicleCheck('listing', claims.listing, decode));
  }
  return checks.filter((check): check is VerdictCheck => check !== undefined);
}
