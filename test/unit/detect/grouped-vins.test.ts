/**
 * VINs as pages print them (issue 42): in groups without a label, and in lower case. Each class with the
 * look-alikes printed like it. Sources, as found with the project's search tool:
 * - "1HG CM826 3 3 A 004352": the grouping a public VIN app shows and shares ("VIN 1HG CM826 3 3 A
 *   004352", its §4.1 display grouping: WMI, VDS, check digit, year, plant, serial); the VIN is Honda's
 *   and NHTSA's documented example 1HGCM82633A004352.
 * - "WAU ZZZ 8C Z P A 151834": an Audi 80 repair manual's worked VIN, one group per column
 *   (http://insenti.ru/22-tehnicheskie-dannye.html); Audi fills no check digit.
 * - "WVW ZZZ 6RZ HY26 0780": a Swiss importer's car registration example (AMAG, a public chaincode test:
 *   `vin := "WVW ZZZ 6RZ HY26 0780"`); Volkswagen fills no check digit.
 * - "WVW ZZZ 1JZ 3W 386752": a Russian VIN reader's test of "a VIN split into groups by spaces".
 * - 5YJ3E1EB8JF100252, 1GT4UREY7SF213746, W1KAF4HB5RR230485, WP0AA2Y14PSA14205: real listings' VINs in
 *   public market data and dealer image URLs (vehicle-images.dealerinspire.com/…/W1KAF4HB5RR230485/…).
 * - Lower case in file names: a public listing scraper saves photos as
 *   `${make}-${model}-${color}-${year}-${vin.toLowerCase()}_${n}.jpg`; a Home Assistant integration names
 *   its entities `haval_${vin.toLowerCase()}_${code}`.
 * - Look-alikes: the IBAN example "GB82 WEST 1234 5698 7654 32" (ISO 13616, Wikipedia's IBAN article),
 *   UPS's documented tracking example "1Z 999 AA1 01 2345 6784", Visa's test card 4111 1111 1111 1111,
 *   the ISBN 978-0-306-40615-7 (Wikipedia's ISBN article), the UK postcode SW1A 1AA, the first 17
 *   characters of the SHA-1 and SHA-256 of nothing.
 */
import { describe, expect, it } from 'vitest';
import { scanGroupedVins } from '@/utils/detect/scan-vins';
import type { Detection } from '@/utils/detect/types';
import {
  isVinOfMakerWithoutCheckDigit,
  VIN_MAKERS_WITHOUT_CHECK_DIGIT,
} from '@/utils/detect/vin-makers-without-check-digit';
import { lookupWmi } from '@/utils/vin-decode/wmi';
import { found, values } from './helpers';

const HONDA = '1HGCM82633A004352';

/** The grouped scanner alone: what it adds to the bare and labelled ones. */
function grouped(text: string): [string, string, string][] {
  const detections: Detection[] = [];
  scanGroupedVins(text, detections);
  return detections.map((d) => [d.value, text.slice(d.start, d.end), d.confidence]);
}

describe('grouped VINs without a label', () => {
  it.each([
    ['Import 2003 HONDA Accord · 1HG CM826 3 3 A 004352?', '1HG CM826 3 3 A 004352', HONDA],
    ['Tesla Model 3, 5YJ 3E1EB 8 J F 100252 white', '5YJ 3E1EB 8 J F 100252', '5YJ3E1EB8JF100252'],
    ['GMC Sierra: 1GT-4UREY-7-S-F-213746.', '1GT-4UREY-7-S-F-213746', '1GT4UREY7SF213746'],
    ['Mercedes C-Class: W1K AF4HB 5 RR 230485', 'W1K AF4HB 5 RR 230485', 'W1KAF4HB5RR230485'],
    [
      'Porsche\u00a0WP0\u00a0AA2Y1\u00a04\u00a0PSA14205',
      'WP0\u00a0AA2Y1\u00a04\u00a0PSA14205',
      'WP0AA2Y14PSA14205',
    ],
    [
      '1\tH\tG\tC\tM\t8\t2\t6\t3\t3\tA\t0\t0\t4\t3\t5\t2',
      '1\tH\tG\tC\tM\t8\t2\t6\t3\t3\tA\t0\t0\t4\t3\t5\t2',
      HONDA,
    ],
  ])('%j: a check digit that holds marks it high', (text, span, vin) => {
    expect(found(text, ['vin'])).toEqual([['vin', vin, span, 'high']]);
  });

  it.each([
    ['Audi 80: WAU ZZZ 8C Z P A 151834', 'WAU ZZZ 8C Z P A 151834', 'WAUZZZ8CZPA151834'],
    ['Polo, AG 104 739, WVW ZZZ 6RZ HY26 0780', 'WVW ZZZ 6RZ HY26 0780', 'WVWZZZ6RZHY260780'],
    ['FIN: WVW ZZZ 1JZ 3W 386752', 'WVW ZZZ 1JZ 3W 386752', 'WVWZZZ1JZ3W386752'],
  ])('%j: a maker that fills no check digit, with a model year, marks it low', (text, span, vin) => {
    expect(found(text, ['vin'])).toEqual([['vin', vin, span, 'low']]);
  });

  it('leaves a failing check digit of any other maker, or without a model year in position 10', () => {
    expect(values('1HG CM826 3 4 A 004352', ['vin'])).toEqual([]); // North America: the digit must hold
    expect(values('ABC DEF12 3 4 A 004352', ['vin'])).toEqual([]); // no maker known to fill none
    expect(values('WAU ZZZ 8C Z 0 A 151834', ['vin'])).toEqual([]); // 0 is no model year
    expect(values('WAU ZZZ 8C Z P A 15183A', ['vin'])).toEqual([]); // a VIN ends in four digits
  });

  it('reads only a whole grouped run, never 17 characters cut out of a longer one', () => {
    // "REF" could be part of the VIN: the run holds 20 characters, so nothing is marked.
    expect(grouped('REF 1HG CM826 33A 0043 52')).toEqual([]);
    expect(grouped('REF 1HG CM826 33A 0043 52 9')).toEqual([]);
    expect(grouped('1HG CM826 33A 0043 52 2003')).toEqual([]);
    expect(grouped('Tesla Model 3 5YJ 3E1EB 8 J F 100252')).toEqual([]); // "3 5YJ…" is one run
    // A word with a letter no VIN holds (O, I, lower case) parts it clearly.
    expect(grouped('STOCK 1HG CM826 33A 0043 52 Honda')).toEqual([[HONDA, '1HG CM826 33A 0043 52', 'high']]);
    expect(grouped('VIN 1HG CM826 33A 0043 52.')).toEqual([[HONDA, '1HG CM826 33A 0043 52', 'high']]);
  });

  it('parts runs at a stronger separator: hyphens inside spaces, spaces inside tab cells', () => {
    expect(grouped('1HG-CM826-33A-004352 2019')).toEqual([[HONDA, '1HG-CM826-33A-004352', 'high']]);
    expect(grouped('2019\t1HG CM826 33A 0043 52\tHONDA')).toEqual([[HONDA, '1HG CM826 33A 0043 52', 'high']]);
    // A weaker separator at an end glues the run into a longer word.
    expect(grouped('abc-1HG CM826 33A 0043 52')).toEqual([]);
    expect(grouped('1HG CM826 33A 0043 52-9')).toEqual([]);
    expect(grouped('1HG CM826 33A 0043 52é')).toEqual([]);
  });

  it('needs two groups or more, one separator between two, all on one line', () => {
    expect(grouped(HONDA)).toEqual([]); // the bare scanner's
    expect(grouped('1HG  CM826 33A 0043 52')).toEqual([]);
    expect(grouped('1HG CM826\n33A 0043 52')).toEqual([]); // a line break: two lines or two cells
    expect(grouped('1hg cm826 33a 0043 52')).toEqual([]); // lower case in groups is prose
  });

  it('finds none in uppercase prose, numbers in groups, dates and prices', () => {
    const text = [
      'THE QUICK BROWN FOX JUMPED OVER 123 LAZY DOGS AT 4 PM',
      'CALL 0803 555 0199 OR 0805 123 4567 TEL 234 803 555 0199',
      'IBAN GB82 WEST 1234 5698 7654 32',
      'CARD 4111 1111 1111 1111 EXP 12 28',
      'ACCOUNT 1234 5678 9012 3456 7',
      'ISBN 978-0-306-40615-7',
      'UPS 1Z 999 AA1 01 2345 6784',
      'SW1A 1AA AB12 CDE LONDON',
      'SALE ENDS 12 MAR 2026 23 59 WAT',
      'NGN 4 500 000 NGN 12 750 000',
      'PART 04465 33450 90915 YZZD2',
    ].join('\n');
    expect(values(text, ['vin'])).toEqual([]);
  });

  it('leaves a grouped VIN behind a tracking, order or part label', () => {
    expect(values('Part No. 1HG CM826 33A 0043 52', ['vin'])).toEqual([]);
    expect(values('Tracking # 1HG CM826 33A 0043 52', ['vin'])).toEqual([]);
  });

  it('reads a labelled VIN in any grouping and case, as before', () => {
    expect(found('VIN: 1hg cm826 3 3 a 004352', ['vin'])).toEqual([
      ['vin', HONDA, '1hg cm826 3 3 a 004352', 'high'],
    ]);
    expect(found('Chassis No.\t1HG\tCM826\t33A004352', ['vin'])).toEqual([
      ['vin', HONDA, '1HG\tCM826\t33A004352', 'high'],
    ]);
  });
});

describe('lower-case VINs standing alone', () => {
  it.each([
    ['honda-accord-silver-2003-1hgcm82633a004352_1.jpg', '1hgcm82633a004352'],
    ['IMG_1hgcm82633a004352.jpg', '1hgcm82633a004352'],
    ['https://cdn.example.ng/photos/5yj3e1eb8jf100252/front.jpg', '5yj3e1eb8jf100252'],
    ['sensor.haval_w1kaf4hb5rr230485_battery', 'w1kaf4hb5rr230485'],
  ])('%j: file names and paths part it at _ - . and /', (text, span) => {
    const [detection] = found(text, ['vin']);
    expect(detection).toEqual(['vin', span.toUpperCase(), span, 'high']);
  });

  it('leaves lower case whose check digit fails, hashes, and mixed case', () => {
    expect(values('wvwzzz6rzhy260780.jpg', ['vin'])).toEqual([]); // a real VIN, but no check digit
    expect(values('sha1 da39a3ee5e6b4b0d3 sha256 e3b0c44298fc1c149', ['vin'])).toEqual([]);
    expect(values('id 1HGcm82633A004352 and Meteor id 1hGCm82633a004352', ['vin'])).toEqual([]);
    expect(values('x1hgcm82633a004352 1hgcm82633a0043521', ['vin'])).toEqual([]); // runs on
  });
});

describe('makers that fill no check digit', () => {
  // What NHTSA vPIC (utils/vin-decode/wmi-table.generated.ts) says each entry is; JMB, JMZ and VF7 are
  // not in vPIC (never sold in the US under them): Wikipedia's WMI list names them.
  const MAKES: Record<string, [string, string]> = {
    JA: ['JAA', 'Isuzu'],
    JF: ['JF1', 'Subaru'],
    JH: ['JHM', 'Honda'],
    JM: ['JM1', 'Mazda'],
    JN: ['JN1', 'Nissan'],
    JS: ['JS2', 'Suzuki'],
    JT: ['JTD', 'Toyota'],
    KM: ['KMH', 'Hyundai'],
    KN: ['KNA', 'Kia'],
    SAJ: ['SAJ', 'Jaguar'],
    SAL: ['SAL', 'Land Rover'],
    VF1: ['VF1', 'Renault'],
    VF3: ['VF3', 'Peugeot'],
    W0L: ['W0L', 'Opel'],
    WA1: ['WA1', 'Audi'],
    WAU: ['WAU', 'Audi'],
    WBA: ['WBA', 'BMW'],
    WBS: ['WBS', 'BMW'],
    WBX: ['WBX', 'BMW'],
    W1K: ['W1K', 'Mercedes-Benz'],
    W1N: ['W1N', 'Mercedes-Benz'],
    WDB: ['WDB', 'Mercedes-Benz'],
    WDC: ['WDC', 'Mercedes-Benz'],
    WDD: ['WDD', 'Mercedes-Benz'],
    WF0: ['WF0', 'Ford'],
    WP0: ['WP0', 'Porsche'],
    WP1: ['WP1', 'Porsche'],
    WV1: ['WV1', 'Volkswagen'],
    WV2: ['WV2', 'Volkswagen'],
    WVG: ['WVG', 'Volkswagen'],
    WVW: ['WVW', 'Volkswagen'],
    YV1: ['YV1', 'Volvo'],
    YV4: ['YV4', 'Volvo'],
  };

  it('each entry is the maker NHTSA vPIC names (VF7, Citroën, is not in vPIC)', () => {
    expect(VIN_MAKERS_WITHOUT_CHECK_DIGIT.split(' ').sort()).toEqual([...Object.keys(MAKES), 'VF7'].sort());
    for (const [prefix, [wmi, make]] of Object.entries(MAKES)) {
      expect(wmi.startsWith(prefix)).toBe(true);
      expect(lookupWmi(wmi.padEnd(17, '0'))?.makes, prefix).toContain(make);
    }
    expect(lookupWmi('VF7'.padEnd(17, '0'))).toBeUndefined();
  });

  it('is matched by the start of the VIN only', () => {
    expect(isVinOfMakerWithoutCheckDigit('WVWZZZ6RZHY260780')).toBe(true);
    expect(isVinOfMakerWithoutCheckDigit('JMZCA12A201100001')).toBe(true);
    expect(isVinOfMakerWithoutCheckDigit('1HGCM82633A004352')).toBe(false);
    expect(isVinOfMakerWithoutCheckDigit('ZWVW00000000000000')).toBe(false);
  });
});
