import { describe, expect, it } from 'vitest';
import { decodeVin } from '@/utils/vin-decode/decode';
import { describeVinFacts, describeVinNotes } from '@/utils/vin-decode/describe';
import { nextChecksFor } from '@/utils/vin-decode/next-checks';
import { english } from '@/test/support/english';

const facts = (vin: string) =>
  Object.fromEntries(
    describeVinFacts(decodeVin(vin, { latestYear: 2027 }), english).map((f) => [f.key, f.value]),
  );

describe('the preview in words', () => {
  it('states maker, country, year, plant and check digit', () => {
    expect(facts('1HGCM82633A004352')).toEqual({
      maker: 'Honda',
      country: 'United States (North America)',
      modelYear: '2003',
      plant: 'A (plant name not in free data)',
      checkDigit: 'Valid (3)',
    });
  });

  it('shows both years, and explains a check digit that is not used without calling it a fault', () => {
    const eu = facts('WVWZZZ1JZ3W386752');
    expect(eu.checkDigit).toMatch(/^Not used: .*Not a fault\.$/);
    expect(facts('JN1UC4E26F9001391').modelYear).toBe('1985 or 2015 (the VIN cannot tell which)');
  });

  it('marks an invalid check digit as a warning', () => {
    const rows = describeVinFacts(decodeVin('1HGCM82643A004352'), english);
    expect(rows.find((row) => row.key === 'checkDigit')).toMatchObject({ warn: true });
  });

  it('says what is unknown, and that masked VINs cannot be looked up', () => {
    expect(describeVinNotes(decodeVin('1HGCM82633A******'), english)).toEqual([
      'Only 11 characters are shown; the rest are masked. The provider needs the whole VIN, so no paid lookup is offered.',
      'Model, body and engine (characters 4 to 8) are not in free data; the paid report has them.',
    ]);
    expect(describeVinNotes(decodeVin('1HGCM82633AOO4352'), english)[0]).toMatch(/pre-1981 or non-standard/);
    expect(describeVinFacts(decodeVin('1HGCM82633AOO4352'), english)).toEqual([]);
  });

  it('names an unlisted maker code', () => {
    expect(facts('FF1AB2CD3EF4Z6789').maker).toBe('Not in free data (the maker code FF1 is not listed)');
  });
});

describe('next checks', () => {
  it('offers the US public checks for a North American VIN or one built to US check-digit rules', () => {
    expect(nextChecksFor(decodeVin('1HGCM82633A004352')).map((c) => c.url)).toEqual([
      'https://www.nhtsa.gov/recalls',
      'https://www.nicb.org/vincheck',
    ]);
    expect(nextChecksFor(decodeVin('JHMCM56557C404453'))).toHaveLength(2);
  });

  it('offers none for a European-market VIN or a masked one', () => {
    expect(nextChecksFor(decodeVin('WVWZZZ1JZ3W386752'))).toEqual([]);
    expect(nextChecksFor(decodeVin('1HGCM82633A******'))).toEqual([]);
  });
});
