import { describe, expect, it } from 'vitest';
import {
  TAX_ID_PORTALS,
  cacBesideTaxId,
  taxIdFailureWording,
  taxIdFollowUp,
} from '@/utils/lookup/tax-id-follow-up';
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

  it("offers the one RC or BN number printed in the Tax ID's own block", () => {
    // As readTextsAround gives the supplier block of an invoice whose buyer block prints another RC first.
    const supplier = {
      text: 'Supplier: ADEWALE MOTORS LTD\n14 Allen Avenue, Ikeja, Lagos\nRC 1318699\nTax ID: 1234 5678 90123',
      hidden: '',
    };
    expect(taxIdFollowUp(failed('tin', '1234567890123'), supplier)).toEqual({ cac: 'RC1318699' });
    expect(
      taxIdFollowUp(failed('tin', '1234567890123'), { text: 'Tax ID 1234567890123 · BN: 2345678' }),
    ).toEqual({
      cac: 'BN2345678',
    });
    // One company printing its number twice is still one number.
    expect(
      taxIdFollowUp(failed('tin', '1234567890123'), {
        text: 'RC 1318699 · Tax ID 1234567890123 · RC NO:1318699',
      }),
    ).toEqual({ cac: 'RC1318699' });
  });

  it('offers nothing when the block is ambiguous, empty, or hides a number beside the Tax ID', () => {
    const taxId = failed('tin', '1234567890123');
    expect(taxIdFollowUp(taxId, { text: 'Tax ID: 1234567890123\nRC 1318699 · Parent: RC 1456032' })).toEqual(
      {},
    );
    expect(taxIdFollowUp(taxId, { text: 'Tax ID: 1234567890123' })).toEqual({});
    expect(taxIdFollowUp(taxId, { text: '' })).toEqual({});
    expect(taxIdFollowUp(taxId)).toEqual({});
    expect(
      taxIdFollowUp(taxId, { text: 'Tax ID: 1234567890123 · RC 1318699', hidden: 'RC 1456032' }),
    ).toEqual({});
  });

  it('reads the block with the detectors: look-alikes are no RC', () => {
    expect(cacBesideTaxId({ text: 'Tax ID 1234567890123 · WLtoys RC 144001 1:14 scale · CRC-16' })).toBe(
      undefined,
    );
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
    expect(worded.action).toContain("Verify the company's RC or BN number, or the person's legacy TIN");
    expect(worded.action).not.toContain('channel');
    expect(worded.code).toBe('not_found');
    const legacy = failed('tin', '20304753-0001');
    expect(taxIdFailureWording(legacy, failure!, english)).toBe(failure);
  });
});
