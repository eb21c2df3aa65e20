import { describe, expect, it } from 'vitest';
import { claimAsPageText, claimFor, claimFromParams, resultPageHref } from '@/utils/summary/claim';
import { readTaxpayerClaim } from '@/utils/taxpayer/page-claim';

const INVOICE = 'Supplier: ADEWALE AUTOS NIG. LTD  RC 1456032  TIN 10493827-0001';

describe('the claim a summary checks a taxpayer answer against', () => {
  it('is what the page printed, or the name the user typed, which wins', () => {
    expect(claimFor(INVOICE, undefined)).toEqual({ name: 'ADEWALE AUTOS NIG. LTD', rc: 'RC1456032' });
    expect(claimFor(INVOICE, ' Sahel Haulage Ltd ')).toEqual({
      name: 'Sahel Haulage Ltd',
      rc: 'RC1456032',
      typed: true,
    });
    expect(claimFor(undefined, '  ')).toEqual({});
  });

  it('travels in the address of the summary and report pages, and back', () => {
    const claim = { name: 'ADEWALE AUTOS NIG. LTD', rc: 'RC1456032' };
    const href = resultPageHref('summary', 'abc 1', claim);
    expect(href.startsWith('/summary.html?id=abc+1&')).toBe(true);
    const params = new URL(href, 'chrome-extension://x').searchParams;
    expect(claimFromParams(params)).toEqual({ ...claim, typed: false });
    expect(resultPageHref('report', 'id1')).toBe('/report.html?id=id1');
    expect(claimFromParams(new URLSearchParams('name=X%20Ltd&typed=1'))).toEqual({
      name: 'X Ltd',
      rc: undefined,
      typed: true,
    });
  });

  it('reads back from its page text as the same claim', () => {
    const claim = claimFor(INVOICE, undefined);
    expect(readTaxpayerClaim(claimAsPageText(claim)!)).toEqual(claim);
    expect(claimAsPageText({ name: 'Typed Ltd', typed: true })).toBeUndefined();
    expect(claimAsPageText({})).toBeUndefined();
  });
});
