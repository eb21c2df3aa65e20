/**
 * A Summary says what was paid once and truly (issue 38): an answer shown again names the first lookup's
 * charge with its time and reference and says viewing it again was free; a status check says it was free
 * and names the lookup's charge, never "Not charged" for the lookup.
 */
import { describe, expect, it } from 'vitest';
import { sampleTaxpayer } from '@/test/support/sample-answers';
import { english } from '@/test/support/english';
import { formatFullTimestamp } from '@/utils/format/time';
import type { LookupResult } from '@/utils/lookup/schema';
import { buildSummary } from '@/utils/summary/model';
import { summaryText } from '@/utils/summary/text';

const RECORD = sampleTaxpayer();
const AT = Date.UTC(2026, 10, 26, 13, 20, 11);
const LOOKUP_AT = Date.UTC(2026, 10, 26, 12, 5, 0);
const OPTIONS = { t: english, version: '0.1.0', locale: 'en-GB', timeZone: 'Africa/Lagos' };
const when = (at: number) => formatFullTimestamp(at, OPTIONS.locale, OPTIONS.timeZone);

function result(extra: Partial<LookupResult> = {}): LookupResult {
  return {
    id: 'r1',
    kind: 'tin',
    value: '10493827-0001',
    source: { id: 'api', label: 'Prembly' },
    fetchedAt: AT,
    fromCache: false,
    trigger: 'popup',
    payload: { type: 'taxpayer', record: RECORD },
    meta: { reference: 'ref-2026-0001', wasCharged: true, amount: '100.00', currency: 'NGN' },
    ...extra,
  };
}

/** Every sentence of the sheet's text that speaks of money. */
function moneyLines(text: string): string[] {
  return text.split('\n').filter((line) => /charg|paid|cost|free/i.test(line));
}

describe('the Summary of an answer shown again', () => {
  it('names the first charge with its time and reference, and that this view cost nothing, once', () => {
    const summary = buildSummary(result({ fromCache: true }), OPTIONS);
    expect(summary.charge).toBe(
      `The lookup was charged NGN 100.00 at ${when(AT)} (reference ref-2026-0001). Viewing it again costs nothing.`,
    );
    const lines = moneyLines(summaryText(summary, english));
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/not paid for again/);
    // Never the bare "Charged NGN 100.00", which read as a charge for this view.
    expect(lines[0]).not.toMatch(/(^|· )Charged NGN/);
  });

  it('says what the first lookup cost when it was free, unreported or without an amount', () => {
    const line = (meta: LookupResult['meta']) =>
      buildSummary(result({ fromCache: true, meta }), OPTIONS).charge;
    expect(line({ wasCharged: false })).toBe(
      `The provider said the lookup at ${when(AT)} was not charged. Viewing it again costs nothing.`,
    );
    expect(line(undefined)).toBe(
      `The provider did not report what the lookup at ${when(AT)} cost. Viewing it again costs nothing.`,
    );
    expect(line({ wasCharged: true, reference: 'r-9' })).toBe(
      `The lookup was charged at ${when(AT)} (reference r-9); the provider gave no amount that can be read. Viewing it again costs nothing.`,
    );
  });

  it('keeps a fresh answer’s line as the provider reported it', () => {
    expect(buildSummary(result(), OPTIONS).charge).toBe('Charged NGN 100.00');
  });
});

describe('the Summary of a status check', () => {
  const checked = (statusCheck: LookupResult['statusCheck']) =>
    result({
      meta: { wasCharged: false, amount: '100.00', currency: 'NGN', reference: 'ref-1' },
      statusCheck,
    });

  it('says the check was free and names the lookup’s one charge with its time and reference', () => {
    const summary = buildSummary(
      checked({
        reference: 'ref-1',
        lookupAt: LOOKUP_AT,
        lookupCharge: { wasCharged: true, amount: '100.00', currency: 'NGN' },
      }),
      OPTIONS,
    );
    expect(summary.charge).toBe(
      `Status check · free. The lookup was charged NGN 100.00 at ${when(LOOKUP_AT)} (reference ref-1).`,
    );
    expect(summary.charge).not.toContain('Not charged');
  });

  it('never claims the lookup was free when it does not know the lookup', () => {
    const summary = buildSummary(checked({ reference: 'ref-1' }), OPTIONS);
    expect(summary.charge).toBe(
      'Status check · free. Any charge belongs to the earlier lookup (reference ref-1) and sits on its own history row.',
    );
  });
});
