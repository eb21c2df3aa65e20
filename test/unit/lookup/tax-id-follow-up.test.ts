import { describe, expect, it } from 'vitest';
import { TAX_ID_PORTALS, taxIdFailureWording, taxIdFollowUp } from '@/utils/lookup/tax-id-follow-up';
import { english } from '@/test/support/english';
import type { LookupResult } from '@/utils/lookup/schema';
import type { FailureCode } from '@/utils/api/model';

function failed(kind: LookupResult['kind'], value: string, code: FailureCode = 'not_found'): LookupResult {
  return {
    id: 'x',
    kind,
    value,
    source: { id: 'api', label: 'IdentityPass v1' },
    fetchedAt: 0,
    fromCache: false,
    trigger: 'popup',
    payload: {
      type: 'failure',
      failure: { code, title: 'Not found', message: 'm', action: 'a', retryable: false },
    },
  };
}

describe('the follow-up to a Tax ID the provider does not know', () => {
  it('applies only to "not found" for a 13-digit Tax ID', () => {
    expect(taxIdFollowUp(failed('tin', '1234567890123'))).toEqual({});
    expect(taxIdFollowUp(failed('tin', '20304753-0001'))).toBeUndefined();
    expect(taxIdFollowUp(failed('tin', '2087654321'))).toBeUndefined();
    expect(taxIdFollowUp(failed('phone', '08031234567'))).toBeUndefined();
    expect(taxIdFollowUp(failed('tin', '1234567890123', 'retry_later'))).toBeUndefined();
  });

  it('offers the CAC number the page shows, a confident one first', () => {
    const page = [
      { kind: 'tin', value: '1234567890123', confidence: 'high' },
      { kind: 'cac', value: 'RC1234', confidence: 'low' },
      { kind: 'cac', value: 'RC1456032', confidence: 'high' },
    ];
    expect(taxIdFollowUp(failed('tin', '1234567890123'), page)).toEqual({ cac: 'RC1456032' });
    expect(taxIdFollowUp(failed('tin', '1234567890123'), page.slice(0, 2))).toEqual({ cac: 'RC1234' });
  });

  it('links to the official portals over https only', () => {
    expect(TAX_ID_PORTALS).toEqual(['https://taxid.nrs.gov.ng', 'https://taxid.jrb.gov.ng']);
  });
});

describe('the wording of a Tax ID not found', () => {
  it('says the provider may not know Tax IDs yet, never that it is a typo', () => {
    const result = failed('tin', '1234567890123');
    const failure = result.payload.type === 'failure' ? result.payload.failure : undefined;
    const worded = taxIdFailureWording(result, failure!, english);
    expect(worded.message).toContain('It may not verify the new 13-digit Tax ID yet');
    expect(worded.action).toContain('RC or BN number on the CAC channel');
    expect(worded.code).toBe('not_found');
    const legacy = failed('tin', '20304753-0001');
    expect(taxIdFailureWording(legacy, failure!, english)).toBe(failure);
  });

  it('prefers an RC number, then a BN number, from the page', () => {
    const page = [
      { kind: 'cac', value: 'IT34889', confidence: 'high' },
      { kind: 'cac', value: 'BN3804623', confidence: 'high' },
      { kind: 'cac', value: 'RC1318699', confidence: 'high' },
    ];
    expect(taxIdFollowUp(failed('tin', '1234567890123'), page)).toEqual({ cac: 'RC1318699' });
    expect(taxIdFollowUp(failed('tin', '1234567890123'), page.slice(0, 2))).toEqual({ cac: 'BN3804623' });
  });
});
