import { describe, expect, it } from 'vitest';
import { vinCheckDigit } from '@/utils/detect/vin';
import { found, values } from './helpers';

const VALID = '1HGCM82633A004352';
const EU_FAILS_CHECK = 'WVWZZZ1JZXW000001';

describe('bare VINs', () => {
  it('finds a VIN with offsets and a high confidence when the check digit holds', () => {
    expect(found(`Stock 4471, ${VALID}, clean title`)).toEqual([['vin', VALID, VALID, 'high']]);
  });

  it('reports a European VIN that fails the check digit with low confidence', () => {
    expect(found(`Golf IV ${EU_FAILS_CHECK} 1999`)).toEqual([['vin', EU_FAILS_CHECK, EU_FAILS_CHECK, 'low']]);
  });

  it('finds VINs at the very start and end of the text', () => {
    expect(values(VALID)).toEqual([VALID]);
    expect(values(`${VALID}\n5YJSA1E18HF000337`)).toEqual([VALID, '5YJSA1E18HF000337']);
  });

  it('finds a VIN that is a whole URL path segment or query value', () => {
    expect(values(`https://www.carfax.com/vehicle/${VALID}`)).toEqual([VALID]);
    expect(values(`https://vpic.nhtsa.dot.gov/decoder/Decoder?VIN=${VALID}&x=1`)).toEqual([VALID]);
  });

  it('does not cut a VIN out of a longer run of letters and digits', () => {
    expect(values(`X${VALID}`)).toEqual([]);
    expect(values(`${VALID}9`)).toEqual([]);
    expect(values(`abc${VALID}def`)).toEqual([]);
    expect(values(`Ниссан${VALID}`)).toEqual([]);
    expect(values(`${VALID}é`)).toEqual([]);
  });

  it('ignores hashes, UUIDs and other long codes', () => {
    const text = [
      'commit da39a3ee5e6b4b0d3255bfef95601890afd80709',
      'sha256 E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855',
      'uuid 123E4567-E89B-12D3-A456-426614174000',
      'aws AKIAIOSFODNN7EXAMPLE',
      'base32 JBSWY3DPEHPK3PXP',
      'ups 1Z999AA10123456784',
      'steam 76561197960287930',
    ].join('\n');
    expect(values(text, ['vin'])).toEqual([]);
  });

  it('rejects 17-character runs that cannot be VINs', () => {
    expect(values('AAAAAAAAAAAAAAAAA 11111111111111111')).toEqual([]); // one repeated character
    expect(values('ABCDEFGHJKLMNPRST')).toEqual([]); // no digit
    expect(values('12345678901234567')).toEqual([]); // no letter
    expect(values('1HGCM82633A0O4352 1HGCM82633AI04352 1HGCM82633AQ04352')).toEqual([]); // I, O, Q
    expect(values('0HGCM82633A004352')).toEqual([]); // no region starts with 0
  });

  it('rejects hex codes that fail the check digit but keeps hex-looking ones that pass', () => {
    expect(values('approval code 7F3A9C21B4E6D8051')).toEqual([]);
    expect(found('VIN 1FADP3F25EL123456')).toEqual([
      ['vin', '1FADP3F25EL123456', '1FADP3F25EL123456', 'high'],
    ]);
  });

  it('needs uppercase, or lower case with a check digit that holds, when there is no label', () => {
    // Issue 42: a lower-case VIN counts when its check digit holds; one that fails is an id or a hash.
    expect(found('seller wrote 1hgcm82633a004352')).toEqual([['vin', VALID, '1hgcm82633a004352', 'high']]);
    expect(values('seller wrote wvwzzz1jzxw000001')).toEqual([]);
    expect(values('seller wrote 1HGcm82633A004352')).toEqual([]);
  });

  it('joins unlabelled groups only when the check digit holds (grouped-vins.test.ts has the rest)', () => {
    // Issue 42: any grouping whose letters and digits make 17 (it asserted none were joined before).
    expect(values('split 1HGCM826-33A004352 and 1HG CM826 33A004352')).toEqual([VALID, VALID]);
    expect(values('split 1HGCM826-33A004353 and 1HG CM826 33A004353')).toEqual([]);
  });
});

describe('labelled VINs', () => {
  it.each([
    ['VIN: 1HG CM826 33A004352', '1HG CM826 33A004352'],
    ['VIN 1HGCM826-33A004352', '1HGCM826-33A004352'],
    ['V.I.N. 1HG-CM826-33A-004352', '1HG-CM826-33A-004352'],
    ['VIN#1HGCM82633A004352', '1HGCM82633A004352'],
    ['VIN No.: 1HGCM82633A004352', '1HGCM82633A004352'],
    ['vin number 1hgcm82633a004352', '1hgcm82633a004352'],
    ['Chassis No: 1hgcm82633A004352', '1hgcm82633A004352'],
    ['Chassis number 1HG CM826 33A004352', '1HG CM826 33A004352'],
    ['VIN / Chassis No. - 1HGCM82633A004352', '1HGCM82633A004352'],
    ['VIN:\n1HGCM82633A004352', '1HGCM82633A004352'],
    ['VIN\t1hgcm82633a004352', '1hgcm82633a004352'],
    ['VIN: 1HG\u00a0CM826\u00a033A004352', '1HG\u00a0CM826\u00a033A004352'],
  ])('%j covers %j', (text, span) => {
    expect(found(text)).toEqual([['vin', VALID, span, 'high']]);
  });

  it('keeps the check digit rule for labelled VINs', () => {
    expect(found('VIN: wvwzzz1jzxw000001')).toEqual([['vin', EU_FAILS_CHECK, 'wvwzzz1jzxw000001', 'low']]);
  });

  it('does not treat words that merely contain "vin" as labels', () => {
    // Lower case whose check digit fails: only a label would make it a VIN.
    expect(values('Kevin wvwzzz1jzxw000001')).toEqual([]);
    expect(values('VINTAGE wvwzzz1jzxw000001')).toEqual([]);
    expect(values('savings: 1hg cm826 33a004352')).toEqual([]);
  });

  it('needs the groups to add up to exactly 17 and the VIN to end there', () => {
    expect(values('VIN: 1HG CM826 33A00435')).toEqual([]); // 16
    expect(values('VIN: 1HG CM826 33A0043521')).toEqual([]); // 18
    expect(values('VIN: 1HG CM826 33A004352X')).toEqual([]); // runs into a letter
    expect(values('VIN: 1HG  CM826 33A004352')).toEqual([]); // a double space ends the VIN
    // Issue 42: any grouping counts, 16 groups too (this asserted "too many groups" before).
    expect(values('VIN: 1H G C M 8 2 6 3 3 A 0 0 4 3 5 2')).toEqual([VALID]);
  });

  it('rejects English after a label', () => {
    expect(values('VIN: not available yet, ask the seller')).toEqual([]);
    expect(values('VIN: see photos 12')).toEqual([]);
  });

  it('reads a VIN that starts like a label word ("NR…" after "VIN")', () => {
    const draft = 'NR1AB2CD0EF123456';
    const vin = draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9);
    expect(found(`VIN NR ${vin.slice(2)}`)).toEqual([['vin', vin, `NR ${vin.slice(2)}`, 'high']]);
    expect(found(`VIN Nr. ${vin.toLowerCase()}`)).toEqual([['vin', vin, vin.toLowerCase(), 'high']]);
  });

  it('reports a VIN once when both the label and the bare scan see it', () => {
    expect(found('VIN: VIN: 1HGCM82633A004352')).toEqual([['vin', VALID, VALID, 'high']]);
  });
});
