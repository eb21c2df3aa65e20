/**
 * Text a hostile page writes to make an identifier look like one thing and be another: invisible
 * characters, homoglyphs, bidirectional overrides and combining marks. The rule (see
 * utils/detect/visible-text.ts): an identifier is reported only when what the reader sees is exactly the
 * value that would be sent.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from '@/utils/detect/index';
import { expectValidDetections } from '@/test/unit/detect/invariants';

const VIN = '1HGCM82633A004352';
const TIN = '20304753-0001';

function found(text: string): [string, string, string][] {
  const detections = detectIdentifiers(text);
  expectValidDetections(text, detections);
  return detections.map((d) => [d.kind, d.value, text.slice(d.start, d.end)]);
}

const values = (text: string) => detectIdentifiers(text).map((d) => d.value);

/** Invisible characters the issue names, and a few more of Unicode's default-ignorables. */
const INVISIBLE = {
  'zero width space': '\u200b',
  'zero width non-joiner': '\u200c',
  'zero width joiner': '\u200d',
  'word joiner': '\u2060',
  'byte order mark': '\ufeff',
  'soft hyphen': '\u00ad',
  'variation selector 16': '\ufe0f',
  'tag letter A': '\u{e0041}',
} as const;

describe('invisible characters', () => {
  it.each(Object.entries(INVISIBLE))(
    'a VIN with a %s inside is the VIN the reader sees: detected, sent without it, marked over it',
    (_name, invisible) => {
      const written = `1HGCM${invisible}82633A${invisible}004352`;
      expect(found(`Stock 4471: ${written}, clean title`)).toEqual([['vin', VIN, written]]);
      expect(found(`VIN: 1HG CM826 ${invisible}33A004352`)).toEqual([
        ['vin', VIN, `1HG CM826 ${invisible}33A004352`],
      ]);
    },
  );

  it.each(Object.entries(INVISIBLE))(
    'a %s never cuts an identifier out of a longer word (it reads as one word)',
    (_name, invisible) => {
      expect(values(`X${invisible}${VIN}`)).toEqual([]);
      expect(values(`${VIN}${invisible}9`)).toEqual([]);
      expect(values(`ID ${VIN.slice(0, 9)}${invisible}${VIN.slice(9)}${invisible}77`)).toEqual([]);
      expect(values(`Ref 1${invisible}${TIN}`)).toEqual([]);
      expect(values(`TIN ${TIN}${invisible}5`)).toEqual([]);
      expect(values(`A${invisible}RC1456032`)).toEqual([]);
    },
  );

  it('invisible characters at the edges are left out of the mark', () => {
    const text = `VIN \u200b${VIN}\u200b.`;
    const [detection] = detectIdentifiers(text);
    expect(text.slice(detection!.start, detection!.end)).toBe(VIN);
  });

  it('TINs, CAC numbers and phone numbers follow the same rule', () => {
    expect(found(`Seller TIN 2030\u200b4753-0001`)).toEqual([['tin', TIN, '2030\u200b4753-0001']]);
    expect(found('registration RC\u2060145\u200d6032')).toEqual([
      ['cac', 'RC1456032', 'RC\u2060145\u200d6032'],
    ]);
  });

  it('any invisible character anywhere: the value never contains one, and never differs from the visible text', () => {
    const invisible = fc.constantFrom(...Object.values(INVISIBLE));
    const piece = fc.oneof(fc.constantFrom(...`${VIN} ${TIN} RC1456032 VIN: `), invisible);
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 80 }), (pieces) => {
        const text = pieces.join('');
        const detections = detectIdentifiers(text);
        expectValidDetections(text, detections);
        for (const { value, start, end } of detections) {
          expect(value).not.toMatch(/\p{Default_Ignorable_Code_Point}/u);
          const shown = text.slice(start, end).replace(/\p{Default_Ignorable_Code_Point}/gu, '');
          expect(shown.replace(/[\s-]/g, '').toUpperCase()).toBe(value.replace(/-/g, ''));
        }
      }),
    );
  });
});

describe('homoglyphs', () => {
  // Each swaps one character of the VIN for one that looks the same.
  const LOOKALIKES: [string, string, string][] = [
    ['Cyrillic А', 'A', '\u0410'],
    ['Cyrillic В', 'B', '\u0412'],
    ['Cyrillic Е', 'E', '\u0415'],
    ['Cyrillic К', 'K', '\u041a'],
    ['Cyrillic М', 'M', '\u041c'],
    ['Cyrillic Н', 'H', '\u041d'],
    ['Cyrillic Р', 'P', '\u0420'],
    ['Cyrillic С', 'C', '\u0421'],
    ['Cyrillic Т', 'T', '\u0422'],
    ['Cyrillic Х', 'X', '\u0425'],
    ['Greek Α', 'A', '\u0391'],
    ['Greek Η', 'H', '\u0397'],
    ['Greek Μ', 'M', '\u039c'],
    ['Greek Ν', 'N', '\u039d'],
    ['Greek Τ', 'T', '\u03a4'],
    ['fullwidth 3', '3', '\uff13'],
    ['fullwidth A', 'A', '\uff21'],
    ['mathematical bold 2', '2', '\u{1d7d0}'],
    ['Arabic-Indic 4', '4', '\u0664'],
  ];
  const VINS = [
    VIN,
    'JH4KA7561PC008269',
    '5YJ3E1EA7JF000001',
    'WBA3B5C50EP123456',
    'KMHCT4AE9CU123456',
    '5XYKT3A69DG353356',
    'JN1AZ4EH7DM430111',
  ];

  it('the untouched VINs are detected (so the checks below are not vacuous)', () => {
    for (const vin of VINS) expect(values(`VIN: ${vin}`)).toEqual([vin]);
  });

  it.each(LOOKALIKES)(
    'a VIN with a %s in it is never detected, bare or labelled',
    (_name, latin, lookalike) => {
      let tried = 0;
      for (const vin of VINS) {
        const at = vin.indexOf(latin);
        if (at < 0) continue;
        tried++;
        const spoofed = vin.slice(0, at) + lookalike + vin.slice(at + latin.length);
        for (const text of [spoofed, `VIN: ${spoofed}`, `VIN ${spoofed.slice(0, 8)} ${spoofed.slice(8)}`]) {
          expect(values(text)).toEqual([]);
        }
      }
      expect(tried).toBeGreaterThan(0);
    },
  );

  it('a fully fullwidth VIN, or one in Cyrillic and Latin capitals mixed throughout, is not detected either', () => {
    const fullwidth = [...VIN].map((char) => String.fromCodePoint(char.codePointAt(0)! + 0xfee0)).join('');
    expect(values(`VIN: ${fullwidth}`)).toEqual([]);
    expect(values('VIN: 1НGСМ82633А004352')).toEqual([]);
  });

  it('fullwidth or other-script digits never make a TIN, CAC or phone number', () => {
    expect(values('TIN 2030475３-0001')).toEqual([]);
    expect(values('TIN ２0304753-0001')).toEqual([]);
    expect(values('RC 14560３2')).toEqual([]);
    expect(values('Call 0803 123 456٧')).toEqual([]);
  });
});

describe('what is displayed differs from the text', () => {
  it('a right-to-left override before an identifier in its paragraph (it shows reversed): not detected', () => {
    expect(values(`\u202e${VIN}\u202c`)).toEqual([]);
    expect(values(`Stock \u202eVIN ${VIN}`)).toEqual([]);
    expect(values(`\u202eTIN ${TIN}`)).toEqual([]);
    // A paragraph break ends the override; so does the text map's run separator.
    expect(values(`\u202ereversed\n${VIN}`)).toEqual([VIN]);
    expect(values(`\u202ereversed\n\u0000${VIN}`)).toEqual([VIN]);
  });

  it('a bidirectional control inside an identifier: not detected', () => {
    for (const control of ['\u202e', '\u202d', '\u2067', '\u200f', '\u200e', '\u061c']) {
      expect(values(`VIN: 1HGCM${control}82633A004352`)).toEqual([]);
      expect(values(`TIN 2030${control}4753-0001`)).toEqual([]);
    }
  });

  it('marks around an identifier that do not reorder it (Arabic pages wrap Latin text in them) are fine', () => {
    expect(values(`رقم الشاسيه: \u200e${VIN}\u200e`)).toEqual([VIN]);
    expect(values(`رقم الشاسيه: \u2066${VIN}\u2069`)).toEqual([VIN]);
    expect(values(`رقم: \u202a${TIN}\u202c`)).toEqual([TIN]);
  });

  it('a combining mark on the last character changes what it shows: not detected', () => {
    for (const mark of ['\u0338', '\u0301', '\u20e3', '\u0336']) {
      expect(values(`${VIN}${mark}`)).toEqual([]);
      expect(values(`TIN ${TIN}${mark}`)).toEqual([]);
      expect(values(`VIN: ${VIN}\u200b${mark}`)).toEqual([]);
    }
    // A mark inside splits it as any non-letter does.
    expect(values(`1HGCM8\u03012633A004352`)).toEqual([]);
  });
});
