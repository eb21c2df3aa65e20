import { describe, expect, it } from 'vitest';
import { ADEWALE_CONTACTS, sampleTaxpayer, sampleVehicleReport } from '@/test/support/sample-answers';
import { english } from '@/test/support/english';
import type { VehicleReport } from '@/utils/api/model';
import type { LookupResult } from '@/utils/lookup/schema';
import { checkKey } from '@/utils/summary/check';
import { buildSummary, canSummarise, statusPath } from '@/utils/summary/model';
import { summaryText, whatsAppHref } from '@/utils/summary/text';

// The demo's Lagos dealer (utils/demo/taxpayers.ts), as the provider answers it.
const RECORD = sampleTaxpayer(ADEWALE_CONTACTS);
const AT = Date.UTC(2026, 10, 26, 13, 20, 11);
const OPTIONS = { t: english, version: '0.1.0', locale: 'en-GB', timeZone: 'Africa/Lagos' };

function result(payload: LookupResult['payload'], extra: Partial<LookupResult> = {}): LookupResult {
  return {
    id: 'r1',
    kind: 'tin',
    value: '10493827-0001',
    source: { id: 'api', label: 'Prembly' },
    fetchedAt: AT,
    fromCache: false,
    trigger: 'popup',
    payload,
    meta: { reference: ' ref-2026-0001 ', wasCharged: true, amount: '100.00', currency: 'NGN' },
    ...extra,
  };
}

function vehicle(year: string, make: string): VehicleReport {
  return sampleVehicleReport(year, make, {
    name: `${year} ${make} Camry LE`,
    age: '13',
    madeIn: 'United States',
  });
}

describe('a verification summary', () => {
  it('states the verdict, the masked identifier, the time with its zone, the reference and the charge', () => {
    const summary = buildSummary(result({ type: 'taxpayer', record: RECORD }), OPTIONS);
    expect(summary).toMatchObject({
      answer: 'taxpayer',
      verdict: 'verified',
      verdictText: 'Verified',
      subject: 'ADEWALE AUTOS NIGERIA LIMITED',
      masked: '1049****-0001',
      identifier: '10493827-0001',
      check: 'TIN',
      provider: 'Prembly',
      reference: 'ref-2026-0001',
      charge: 'Charged NGN 100.00',
      demo: false,
      version: '0.1.0',
    });
    expect(summary.answeredAt).toContain('14:20:11');
    expect(summary.answeredAt).toMatch(/\(Africa\/Lagos\)$/);
    expect(summary.qrText).toBe(
      [
        'Reference: ref-2026-0001',
        'Check: TIN · Prembly',
        'Status: GET /api/v1/verification/api/status/ref-2026-0001/',
      ].join('\n'),
    );
  });

  it('says the name or the RC number differs from the stored claim, naming what was compared', () => {
    const answer = (claims: LookupResult['claims']) =>
      buildSummary(result({ type: 'taxpayer', record: RECORD }, { claims }), OPTIONS);
    const typed = answer({ name: { name: 'Sahel Haulage Ltd', from: 'typed' } });
    expect(typed.verdict).toBe('found-but-differs');
    expect(typed.verdictText).toBe('Found, but the name differs');
    expect(typed.tone).toBe('warn');
    expect(typed.matches).toEqual([
      {
        ok: false,
        text: 'The name you typed, Sahel Haulage Ltd, does not match the record: ADEWALE AUTOS NIGERIA LIMITED',
      },
    ]);
    const page = answer({ name: { name: 'Adewale Autos Nig. Ltd', from: 'page' }, rc: 'RC 999' });
    expect(page.verdictText).toBe('Found, but the RC number differs');
    expect(page.matches.map((match) => match.ok)).toEqual([true, false]);
    expect(answer({ rc: 'RC01456032' }).verdict).toBe('verified');
    // A page that hid a name beside the number: not checked, the same as the page's own line says.
    const hidden = answer({ name: { hidden: true, from: 'page' } });
    expect(hidden.verdict).toBe('found-but-unchecked');
    expect(hidden.verdictText).toBe('Found, but the name was not checked');
    expect(hidden.matches).toEqual([
      { ok: undefined, text: 'The page hides text beside this number, so its name was not checked.' },
    ]);
  });

  it('puts the free VIN decode beside the report, and says when they disagree', () => {
    const base = { kind: 'vin' as const, value: '4T1BF1FK5DU276514' };
    const same = buildSummary(result({ type: 'vehicle', report: vehicle('2013', 'Toyota') }, base), OPTIONS);
    // A factory specification, not an identity verified; it says what it did not check.
    expect(same.verdict).toBe('specification-found');
    expect(same.verdictText).toBe('Specification found');
    expect(same.mark).toBe('');
    expect(same.notChecked).toBe('A factory specification, not a history, theft or accident check.');
    expect(same.check).toBe('VIN specification');
    expect(same.masked).toBe('4T1BF1FK5DU***514');
    expect(same.vinRows.map((row) => [row.label, row.reported])).toEqual([
      ['Model year', '2013'],
      ['Maker', 'Toyota'],
    ]);
    expect(same.vinRows[0]!.decoded).toContain('2013');
    const other = buildSummary(result({ type: 'vehicle', report: vehicle('2019', 'Honda') }, base), OPTIONS);
    expect(other.verdict).toBe('found-but-differs');
    expect(other.verdictText).toBe('Found, but it does not match the VIN');
    expect(other.vinNotes.join(' ')).toContain('2019');
  });

  it('marks demo data, and never gives it a reference or a charge', () => {
    const demo = buildSummary(
      result({ type: 'taxpayer', record: RECORD }, { source: { id: 'demo', label: 'Demo data' } }),
      OPTIONS,
    );
    expect(demo).toMatchObject({ demo: true, provider: 'Demo data', charge: 'Free (demo data)' });
    expect(demo.verdictText).toBe('Found in the demo data');
    expect(demo.reference).toBeUndefined();
    expect(demo.qrText).toBeUndefined();
  });

  it('summarises answers the provider gave, not calls that never ran', () => {
    const failure = (code: 'not_found' | 'pending' | 'network_error') =>
      result({
        type: 'failure',
        failure: { code, title: 't', message: 'm', action: 'a', retryable: false, reference: 'ref-p' },
      });
    expect(canSummarise(failure('not_found'))).toBe(true);
    expect(buildSummary(failure('not_found'), OPTIONS).verdictText).toBe('Not found');
    expect(buildSummary(failure('pending'), OPTIONS)).toMatchObject({
      verdict: 'pending',
      reference: 'ref-p',
    });
    expect(canSummarise(failure('network_error'))).toBe(false);
    expect(canSummarise({ ...failure('not_found'), notSent: true })).toBe(false);
  });

  it('reports the charge only as the provider did', () => {
    const answer = (meta: LookupResult['meta']) =>
      buildSummary(result({ type: 'taxpayer', record: RECORD }, { meta }), OPTIONS).charge;
    expect(answer(undefined)).toBe('The provider did not report a charge');
    expect(answer({ wasCharged: false })).toBe('Not charged');
    expect(answer({ wasCharged: true })).toBe('Charged (the provider gave no amount)');
  });

  it('names the check from the kind in one place', () => {
    expect(english(checkKey({ kind: 'cac', value: 'RC1' }))).toBe('CAC');
    // A 13-digit Tax ID is checked on Business Tax: its check is never called "TIN".
    expect(english(checkKey({ kind: 'tin', value: '2623104516975' }))).toBe('Tax ID (Business Tax)');
    expect(english(checkKey({ kind: 'phone', value: '0803' }))).toBe('Phone');
    expect(english(checkKey({ kind: undefined, value: 'x' }))).toBe('Identifier');
    expect(statusPath('a/b')).toBe('/api/v1/verification/api/status/a%2Fb/');
  });
});

describe('the summary as text', () => {
  const summary = buildSummary(
    result(
      { type: 'taxpayer', record: RECORD },
      { claims: { name: { name: 'Adewale Autos Nig. Ltd', from: 'typed' } } },
    ),
    OPTIONS,
  );

  it('holds the facts in a few lines, masked unless asked', () => {
    const text = summaryText(summary, english);
    expect(text.split('\n')).toEqual([
      '✓ Verified: ADEWALE AUTOS NIGERIA LIMITED',
      'TIN 1049****-0001 · TIN check · Prembly',
      '✓ The name you typed, Adewale Autos Nig. Ltd, matches',
      summary.answeredAt,
      'Ref ref-2026-0001 · Charged NGN 100.00',
      'VIN & TIN Lookup 0.1.0',
    ]);
    expect(summaryText(summary, english, true)).toContain('TIN 10493827-0001 ·');
  });

  it('keeps what a vehicle answer did not check in its text', () => {
    const car = buildSummary(
      result(
        { type: 'vehicle', report: vehicle('2013', 'Toyota') },
        { kind: 'vin', value: '4T1BF1FK5DU276514' },
      ),
      OPTIONS,
    );
    const lines = summaryText(car, english).split('\n');
    expect(lines[0]).toBe('Specification found: 2013 Toyota Camry LE');
    expect(lines).toContain('A factory specification, not a history, theft or accident check.');
    expect(lines[1]).toBe('VIN 4T1BF1FK5DU***514 · VIN specification check · Prembly');
  });

  it('starts with DEMO DATA for a demo answer, and goes to WhatsApp only as a link', () => {
    const demo = buildSummary(
      result({ type: 'taxpayer', record: RECORD }, { source: { id: 'demo', label: 'Demo data' } }),
      OPTIONS,
    );
    const text = summaryText(demo, english);
    expect(text.split('\n')[0]).toBe('DEMO DATA: a sample, not a verification');
    expect(text).not.toContain('Ref ');
    expect(whatsAppHref('a & b\nc')).toBe('https://wa.me/?text=a%20%26%20b%0Ac');
  });
});
