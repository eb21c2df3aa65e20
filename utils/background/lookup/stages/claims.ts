/**
 * Stage: the claims this request makes (the name printed, typed or listed beside the number) stored with
 * the answer. A cached answer's earlier claims (another page's) are dropped: each lookup is held against its
 * own page, so every surface that reads the answer says the same thing.
 */
import type { LookupRequest, LookupResult } from '@/utils/lookup/schema';
import { checkName } from '@/utils/taxpayer/name-check';

export function withNameCheck(result: LookupResult, request: LookupRequest): LookupResult {
  const { nameCheck: _earlier, ...rest } = result;
  const check =
    rest.payload.type === 'taxpayer'
      ? checkName(request.nameClaim, rest.payload.record.taxpayerName)
      : undefined;
  return check ? { ...rest, nameCheck: check } : rest;
}
