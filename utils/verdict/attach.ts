/**
 * The answer with this request's claims and name check stored on it, once, at lookup time. A cached
 * answer's earlier claims (another page's) are dropped: each lookup is held against its own page.
 */
import type { LookupRequest, LookupResult } from '@/utils/lookup/schema';
import { checkName } from '@/utils/taxpayer/name-check';
import { claimsOfRequest } from './claims';

export function withAnswerClaims(result: LookupResult, request: LookupRequest): LookupResult {
  const { nameCheck: _earlier, claims: _earlierClaims, ...rest } = result;
  const claims = claimsOfRequest(request);
  // The name check is kept beside the claims for older readers (history rows, exports of older versions).
  const check =
    rest.payload.type === 'taxpayer' ? checkName(claims?.name, rest.payload.record.taxpayerName) : undefined;
  return { ...rest, ...(claims ? { claims } : {}), ...(check ? { nameCheck: check } : {}) };
}
