import { describe, expect, it } from 'vitest';
import { english } from '@/test/support/english';
import { sampleTaxpayer, sampleVehicleReport } from '@/test/support/sample-answers';
import type { LookupResult } from '@/utils/lookup/schema';
import { withAnswerClaims } from '@/utils/verdict/attach';
import { rowVerdictOf, verdictRowFields } from '@/utils/verdict/row';
import { verdictFailureWording } from '@/utils/verdict/failure-words';
import type { AnswerClaims } from '@/utils/lookup/answer-claims';
import { claimsFromPageText } from '@/utils/verdict/claims';
import { verdictOf, type VerdictState, type VerdictTone } from '@/utils/verdict/state';
import { checkLine, verdictHeading, verdictKindLabel } from '@/utils/verdict/words';

const RECORD = sampleTaxpayer();
const HONDA = '1HGCM82633A004352';

const vehicle = sampleVehicleReport;

function answer(payload: LookupResult['payload'], extra: Partial<LookupResult> = {}): LookupResult {
  return {
    id: 'r1',
    kind: 'tin',
    value: '10493827-0001',
    source: { id: 'api', label: 'Prembly' },
    fetchedAt: 0,
    fromCache: false,
    trigger: 'page',
    payload,
    ...extra,
  };
}
const taxpayer = (extra: Partial<LookupResult> = {}) => answer({ type: 'taxpayer', record: RECORD }, extra);
const car = (year: string, make: string, value = HONDA) =>
  answer({ type: 'vehicle', report: vehicle(year, make) }, { kind: 'vin', value });
const failure = (
  code: 'not_found' | 'pending' | 'not_verified' | 'server_error',
  extra: Partial<LookupResult> = {},
) =>
  answer(
    { type: 'failure', failure: { code, title: code, message: '', action: '', retryable: false } },
    extra,
  );
const demo = { source: { id: 'demo' as const, label: 'Demo data' } };

const pageName = (name: string): AnswerClaims => ({ name: { name, from: 'page' } });

/** (answer, claims) → state, tone, heading and the check states, one row a case. */
const TABLE: {
  case: string;
  result: LookupResult;
  claims?: AnswerClaims;
  state: VerdictState;
  tone: VerdictTone;
  heading: string;
  checks: string[];
}[] = [
  {
    case: 'a taxpayer with no claim',
    result: taxpayer(),
    state: 'verified',
    tone: 'ok',
    heading: 'Verified',
    checks: [],
  },
  {
    case: 'a taxpayer whose page name and RC hold',
    result: taxpayer(),
    claims: { ...pageName('Adewale Autos Nig. Ltd'), rc: 'RC 1456032' },
    state: 'verified',
    tone: 'ok',
    heading: 'Verified',
    checks: ['name:held', 'rc:held'],
  },
  {
    case: 'a typed name that differs',
    result: taxpayer(),
    claims: { name: { name: 'Sahel Haulage Ltd', from: 'typed' } },
    state: 'found-but-differs',
    tone: 'warn',
    heading: 'Found, but the name differs',
    checks: ['name:differs'],
  },
  {
    case: 'an RC number that differs',
    result: taxpayer(),
    claims: { ...pageName('Adewale Autos Nigeria Limited'), rc: 'RC999' },
    state: 'found-but-differs',
    tone: 'warn',
    heading: 'Found, but the RC number differs',
    checks: ['name:held', 'rc:differs'],
  },
  {
    case: 'a page that hides a name beside the number',
    result: taxpayer(),
    claims: { name: { hidden: true, from: 'page' } },
    // A name it could not compare is no check that held: never green beside a forged name.
    state: 'found-but-unchecked',
    tone: 'warn',
    heading: 'Found, but the name was not checked',
    checks: ['name:unchecked'],
  },
  {
    case: 'an older entry with only its name check',
    result: taxpayer({ nameCheck: { claimed: 'Other Ltd', match: 'differs', from: 'page' } }),
    state: 'found-but-differs',
    tone: 'warn',
    heading: 'Found, but the name differs',
    checks: ['name:differs'],
  },
  {
    case: 'a demo taxpayer',
    result: taxpayer(demo),
    state: 'demo-found',
    tone: 'info',
    heading: 'Found in the demo data',
    checks: [],
  },
  {
    case: 'a demo taxpayer whose name differs',
    result: taxpayer(demo),
    claims: pageName('Sahel Haulage Ltd'),
    state: 'found-but-differs',
    tone: 'warn',
    heading: 'Found in the demo data, but the name differs',
    checks: ['name:differs'],
  },
  {
    case: 'a report that agrees with its VIN',
    result: car('2003', 'Honda'),
    state: 'specification-found',
    tone: 'info',
    heading: 'Specification found',
    checks: ['vin:held'],
  },
  {
    case: 'a report that contradicts its VIN',
    result: car('2015', 'Toyota'),
    state: 'found-but-differs',
    tone: 'warn',
    heading: 'Found, but it does not match the VIN',
    checks: ['vin:differs'],
  },
  {
    case: 'a listing whose year disagrees with its VIN',
    result: car('2003', 'Honda'),
    claims: { listing: { year: 2019, make: 'Honda' } },
    state: 'found-but-differs',
    tone: 'warn',
    heading: 'Found, but the listing does not match the VIN',
    checks: ['vin:held', 'listing:differs'],
  },
  {
    case: 'a report and a listing that both disagree',
    result: car('2015', 'Toyota'),
    claims: { listing: { year: 2019 } },
    state: 'found-but-differs',
    tone: 'warn',
    heading: 'Found, but it does not match the VIN and the listing does not match the VIN',
    checks: ['vin:differs', 'listing:differs'],
  },
  {
    case: 'a demo vehicle: demo data finds, it does not verify',
    result: { ...car('2003', 'Honda'), ...demo },
    state: 'demo-found',
    tone: 'info',
    heading: 'Found in the demo data',
    checks: ['vin:held'],
  },
  {
    case: 'not found',
    result: failure('not_found'),
    state: 'not-found',
    tone: 'none',
    heading: 'Not found',
    checks: [],
  },
  {
    case: 'not found in the demo data',
    result: failure('not_found', demo),
    state: 'not-found',
    tone: 'none',
    heading: 'Not in the demo data',
    checks: [],
  },
  {
    case: "a provider's pending answer",
    result: failure('pending'),
    state: 'pending',
    tone: 'warn',
    heading: 'Pending',
    checks: [],
  },
  {
    case: 'not verified',
    result: failure('not_verified'),
    state: 'not-verified',
    tone: 'warn',
    heading: 'Not verified',
    checks: [],
  },
  {
    case: 'a failure',
    result: failure('server_error'),
    state: 'failed',
    tone: 'bad',
    heading: 'No answer',
    checks: [],
  },
  {
    case: 'a masked VIN',
    result: failure('server_error', { kind: 'vin', value: '1HGCM82633A******', notSent: true }),
    state: 'masked',
    tone: 'info',
    heading: 'Masked VIN (free preview only)',
    checks: [],
  },
];
describe('one verdict per answer', () => {
  it.each(TABLE)('$case → $state', (row) => {
    const verdict = verdictOf(row.result, row.claims ?? row.result.claims);
    expect(verdict.state).toBe(row.state);
    expect(verdict.tone).toBe(row.tone);
    expect(verdictHeading(verdict, english)).toBe(row.heading);
    expect(verdict.checks.map((check) => `${check.name}:${check.state}`)).toEqual(row.checks);
    // Green and "Verified" only when every check holds.
    const anyDiffers = verdict.checks.some((check) => check.state === 'differs');
    if (anyDiffers) expect(verdict.tone).not.toBe('ok');
    if (verdict.tone === 'ok') expect(verdict.state).toBe('verified');
    if (verdict.tone === 'ok') expect(verdict.checks.every((check) => check.state === 'held')).toBe(true);
  });

  it('names the kind by the check that ran: a 13-digit Tax ID is a Tax ID, never a TIN', () => {
    expect(verdictKindLabel(verdictOf(taxpayer({ value: '2623104516975' })), english)).toBe('Tax ID');
    expect(verdictKindLabel(verdictOf(taxpayer()), english)).toBe('TIN');
    expect(verdictKindLabel(verdictOf(car('2003', 'Honda')), english)).toBe('VIN');
  });

  it('says check-digit advice is due only when the check digit fails', () => {
    expect(verdictOf(failure('not_found', { kind: 'vin', value: HONDA })).checkDigitFails).toBe(false);
    expect(verdictOf(failure('not_found', { kind: 'vin', value: '1HGCM82643A004352' })).checkDigitFails).toBe(
      true,
    );
  });

  it('names what was compared in each check line', () => {
    const typed = verdictOf(taxpayer(), { name: { name: 'Adewale Autos Ltd', from: 'typed' } });
    expect(checkLine(typed.checks[0]!, english)).toContain('Adewale Autos Ltd');
    const listing = verdictOf(car('2003', 'Honda'), { listing: { year: 2019, make: 'Toyota' } });
    expect(checkLine(listing.checks[1]!, english)).toBe(
      'The listing says 2019 Toyota; the VIN says 2003 Honda.',
    );
  });
});

describe('claims captured once at lookup time', () => {
  it('reads the name and RC beside a tax number, and a listing beside a VIN', () => {
    expect(
      claimsFromPageText('tin', '10493827-0001', 'Supplier: ADEWALE AUTOS NIG. LTD  RC 1456032', ''),
    ).toEqual({
      name: { name: 'ADEWALE AUTOS NIG. LTD', from: 'page' },
      rc: 'RC1456032',
    });
    expect(claimsFromPageText('tin', '10493827-0001', 'Supplier: X', 'SAHEL HAULAGE LIMITED')).toEqual({
      name: { hidden: true, from: 'page' },
    });
    expect(claimsFromPageText('vin', HONDA, `2019 Toyota Camry ${HONDA}`)).toEqual({
      listing: { year: 2019, make: 'Toyota' },
    });
    expect(claimsFromPageText('vin', HONDA, HONDA)).toBeUndefined();
  });

  it('are stored with the answer, a typed name winning, and a cached answer loses its earlier page', () => {
    const earlier = taxpayer({
      claims: { rc: 'RC1' },
      nameCheck: { claimed: 'Old', match: 'differs', from: 'page' },
    });
    const stored = withAnswerClaims(earlier, {
      value: '10493827-0001',
      trigger: 'popup',
      nameClaim: { name: 'Adewale Autos Nigeria Limited', from: 'typed' },
      claims: pageName('Other Ltd'),
    });
    expect(stored.claims).toEqual({ name: { name: 'Adewale Autos Nigeria Limited', from: 'typed' } });
    expect(stored.nameCheck).toMatchObject({ match: 'matches', from: 'typed' });
    expect(verdictOf(stored).state).toBe('verified');
    const bare = withAnswerClaims(earlier, { value: '10493827-0001', trigger: 'popup' });
    expect(bare.claims).toBeUndefined();
    expect(bare.nameCheck).toBeUndefined();
  });
});

describe('the verdict a history row keeps', () => {
  it('is the answer verdict, and an older row reads the same verdict from what it kept', () => {
    const differs = taxpayer({ claims: pageName('Sahel Haulage Ltd') });
    const fields = verdictRowFields(differs, english);
    expect(fields.verdict).toEqual({
      state: 'found-but-differs',
      differs: ['name'],
      checks: [{ name: 'name', state: 'differs' }],
    });
    const row = { kind: 'tin' as const, value: differs.value, source: differs.source, outcome: 'success' };
    expect(verdictHeading(rowVerdictOf({ ...row, ...fields }), english)).toBe('Found, but the name differs');
    const older = {
      ...row,
      nameCheck: { claimed: 'Sahel Haulage Ltd', match: 'differs' as const, from: 'page' as const },
    };
    expect(verdictHeading(rowVerdictOf(older), english)).toBe('Found, but the name differs');
    const wrongCar = verdictRowFields(car('2015', 'Toyota'), english);
    expect(wrongCar.vinCheck).toContain("The report's model year 2015");
    expect(verdictHeading(rowVerdictOf({ ...row, kind: 'vin', outcome: 'pending' }), english)).toBe(
      'Pending',
    );
  });
});

describe("a failure's advice", () => {
  it('says "Check the number for typos" only where the check digit fails, and demo data quotes no provider', () => {
    const typo = {
      code: 'not_found' as const,
      title: 'No record found',
      message: 'Check the number for typos.',
      action: 'a',
      retryable: false,
    };
    const word = (result: LookupResult) =>
      verdictFailureWording(result, typo, verdictOf(result), english).message;
    expect(word(failure('not_found', { kind: 'vin', value: HONDA }))).not.toContain('typos');
    expect(word(failure('not_found', { kind: 'vin', value: '1HGCM82643A004352' }))).toContain('typos');
    expect(word(failure('not_found', demo))).not.toMatch(/provider has|typos/);
  });
});
