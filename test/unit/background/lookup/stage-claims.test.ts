import { describe, expect, it } from 'vitest';
import { withNameCheck } from '@/utils/background/lookup/stage-claims';
import type { LookupResult } from '@/utils/lookup/schema';
import { recordAbout } from '@/test/support/lookup-harness';
import { TIN } from './stage-run-fixture';

const answer: LookupResult = {
  id: 'a',
  kind: 'tin',
  value: TIN,
  source: { id: 'demo', label: 'Demo data' },
  trigger: 'page',
  fromCache: true,
  fetchedAt: 1,
  payload: { type: 'taxpayer', record: recordAbout('tin', TIN) },
  nameCheck: { claimed: 'EARLIER PAGE LTD', match: 'differs', from: 'page' },
};

describe('claims stage', () => {
  it("holds the answer against this request's name, dropping another page's earlier check", () => {
    const checked = withNameCheck(answer, {
      value: TIN,
      trigger: 'page',
      nameClaim: { name: 'Adewale Autos Nigeria Limited', from: 'page' },
    });
    expect(checked.nameCheck).toMatchObject({ match: 'matches', from: 'page' });
  });

  it('keeps no earlier check when this request claims nothing', () => {
    expect(withNameCheck(answer, { value: TIN, trigger: 'popup' }).nameCheck).toBeUndefined();
  });

  it('says "not checked" for a name the page hides', () => {
    const checked = withNameCheck(answer, {
      value: TIN,
      trigger: 'page',
      nameClaim: { hidden: true, from: 'page' },
    });
    expect(checked.nameCheck?.match).toBe('unchecked');
  });
});
