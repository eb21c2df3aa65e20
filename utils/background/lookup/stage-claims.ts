/**
 * Stage: the claims this request makes (the name and RC printed beside the number, the name typed, a
 * listing's year and make) stored with the answer, once, at lookup time (utils/verdict/attach.ts). A cached
 * answer's earlier claims (another page's) are dropped: each lookup is held against its own page, so every
 * surface that reads the answer says the same thing.
 */
import type { LookupRequest, LookupResult } from '@/utils/lookup/schema';
import { withAnswerClaims } from '@/utils/verdict/attach';

export function withNameCheck(result: LookupResult, request: LookupRequest): LookupResult {
  // The claims are stored with the answer once, here (utils/verdict/attach.ts); every surface reads them.
  return withAnswerClaims(result, request);
}
