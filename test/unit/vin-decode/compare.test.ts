import { describe, expect, it } from 'vitest';
import { compareClaim, readListingClaim, reportClaim } from '@/utils/vin-decode/compare';
import { decodeVin } from '@/utils/vin-decode/decode';

const HONDA_2003 = decodeVin('1HGCM82633A004352', { latestYear: 2027 });

describe('report against VIN', () => {
  it('finds no mismatch when year and make agree (case and punctuation aside)', () => {
    expect(compareClaim({ year: 2003, make: 'HONDA' }, HONDA_2003)).toBeUndefined();
    expect(
      compareClaim({ make: 'Mercedes Benz' }, decodeVin('WDB1240821A123456', { latestYear: 2027 })),
    ).toBeUndefined();
  });

  it('names both values when the year or the make disagrees', () => {
    expect(compareClaim({ year: 2019, make: 'Toyota' }, HONDA_2003)).toEqual({
      year: { claimed: 2019, decoded: [2003] },
      make: { claimed: 'Toyota', decoded: ['Honda'] },
    });
  });

  it('accepts either candidate year when the VIN cannot tell', () => {
    const eu = decodeVin('W0L000051T2123456', { latestYear: 2027 });
    expect(compareClaim({ year: 1996 }, eu)).toBeUndefined();
    expect(compareClaim({ year: 2026 }, eu)).toBeUndefined();
    expect(compareClaim({ year: 2001 }, eu)?.year).toEqual({ claimed: 2001, decoded: [1996, 2026] });
  });

  it('says nothing when the decode has no maker or no year', () => {
    expect(compareClaim({ year: 2019, make: 'Toyota' }, decodeVin('FF1AB2CD3ZF456789'))).toBeUndefined();
  });

  it("reads a report's year and make from its specification rows", () => {
    expect(
      reportClaim([
        { key: 'year', value: '2019' },
        { key: 'make', value: 'Toyota' },
        { key: 'model', value: 'Camry' },
      ]),
    ).toEqual({ year: 2019, make: 'Toyota' });
    expect(reportClaim([{ key: 'year', value: 'n/a' }])).toEqual({ year: undefined, make: undefined });
  });
});

describe("a listing's claim", () => {
  it('reads one year and one make from the text beside the VIN', () => {
    expect(
      readListingClaim('2019 Toyota Camry SE — VIN 1HGCM82633A004352 — $12,500', '1HGCM82633A004352'),
    ).toEqual({
      year: 2019,
      make: 'Toyota',
    });
  });

  it('reads a make printed in capitals, as auction results print it, under its usual name', () => {
    // An auction row (Copart's layout): lot, year make model, VIN.
    expect(
      readListingClaim('41236890 2019 TOYOTA CAMRY SE 1HGCM82633A004352 $3,100', '1HGCM82633A004352'),
    ).toEqual({
      year: 2019,
      make: 'Toyota',
    });
    // A make's name in lower case is a plain word, never a claim.
    expect(readListingClaim('on a mini budget, 2003').make).toBeUndefined();
  });

  it('makes no claim from two years or two makes', () => {
    expect(readListingClaim('Fits 2015 and 2019 Honda').year).toBeUndefined();
    expect(readListingClaim('2003 Honda Accord, compare with Toyota Camry').make).toBeUndefined();
  });

  it('ignores numbers inside the VIN, prices and longer numbers', () => {
    expect(readListingClaim('Stock 120194 $2019 1HGCM82633A004352', '1HGCM82633A004352')).toEqual({
      year: undefined,
      make: undefined,
    });
  });

  it('flags a lying listing and passes an honest one', () => {
    const lying = readListingClaim('2019 Toyota Camry 1HGCM82633A004352', '1HGCM82633A004352');
    const honest = readListingClaim('2003 Honda Accord EX 1HGCM82633A004352', '1HGCM82633A004352');
    expect(compareClaim(lying, HONDA_2003)).toBeDefined();
    expect(compareClaim(honest, HONDA_2003)).toBeUndefined();
  });
});
