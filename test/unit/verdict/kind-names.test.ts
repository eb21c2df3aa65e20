import { describe, expect, it } from 'vitest';
import { english } from '@/test/support/english';
import { buttonText, lookupButtonName } from '@/utils/content-script/page-ui/lookup-label';
import { checkKey } from '@/utils/summary/check';
import { verdictKindOf } from '@/utils/verdict/state';
import { verdictKindLabel } from '@/utils/verdict/words';

const TAX_ID = '2623104516975';

describe('a 13-digit Tax ID, checked on Business Tax', () => {
  it('is a Tax ID on the page button, the result line, the Summary check and the exports, never "TIN"', () => {
    expect(lookupButtonName('tin', TAX_ID)).toBe(`Verify Tax ID ${TAX_ID}`);
    expect(buttonText('idle', 'tin', TAX_ID)).toBe('Verify Tax ID');
    expect(english(checkKey({ kind: 'tin', value: TAX_ID }))).toBe('Tax ID (Business Tax)');
    expect(verdictKindLabel({ kind: verdictKindOf({ kind: 'tin', value: TAX_ID }) }, english)).toBe('Tax ID');
    // A TIN of the NRS or JRB shape stays a TIN.
    expect(lookupButtonName('tin', '10493827-0001')).toBe('Verify TIN 10493827-0001');
    expect(verdictKindLabel({ kind: verdictKindOf({ kind: 'tin', value: '2004785193' }) }, english)).toBe(
      'TIN',
    );
  });
});
