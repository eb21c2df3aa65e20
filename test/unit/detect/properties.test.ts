import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectIdentifiers, type DetectionKind } from '@/utils/detect/index';
import { parseQuery } from '@/utils/detect/parse-input';
import { isPlausibleVin, normaliseVin, vinCheckDigit } from '@/utils/detect/vin';
import { expectValidDetections } from './invariants';
import { english } from '@/test/support/english';

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'.split('');

/** Pieces that exercise every scanner and the seams between them. */
const TOKENS = [
  'VIN: ', 'VIN ', 'V.I.N. ', 'vin ', 'Chassis No. ', 'TIN: ', 'Tax ID ', 'JTB ', 'Account No: ', 'RC', 'Rc',
  'BN ', 'IT-', 'LLP', 'LP', 'No. ', '+234', '234', '0803', '080', '0', '1', '12', '123', '4567', '1234567',
  '20304753', '-0001', '1HGCM82633A004352', '1hgcm82633a004352', '1HG', 'CM826', '33A004352', 'WVWZZZ1JZXW000001',
  'A', 'Z', 'x', 'é', ' ', '  ', '-', '/', '.', ',', ':', '\n', '\t', '\u00a0', '#', '(', ')',
]; // prettier-ignore

const tokenText = fc.array(fc.constantFrom(...TOKENS), { maxLength: 60 }).map((parts) => parts.join(''));
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ maxLength: 200 }),
  tokenText,
);

/** A VIN that passes every check: 16 random characters plus the computed check digit. */
// A serial ends in digits (ISO 3779, 49 CFR 565): so do the generated VINs, as every real one does.
const validVin = fc
  .tuple(
    fc.array(fc.constantFrom(...VIN_CHARS), { minLength: 14, maxLength: 14 }),
    fc.array(fc.constantFrom(...'0123456789'), { minLength: 3, maxLength: 3 }),
  )
  .map(([chars, serial]) => {
    const draft = chars.join('') + serial.join('');
    return draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9);
  })
  .filter(isPlausibleVin);

const separator = fc.constantFrom(' ', '\n', ', ', ' (', '/', ': ', '\t', '"');
const filler = fc.string({ maxLength: 20 }).map((text) => text.replace(/[\p{L}\p{N}]/gu, ' '));

describe('properties of detectIdentifiers', () => {
  it('never throws and every detection re-validates on arbitrary text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expectValidDetections(text, detectIdentifiers(text));
      }),
      { numRuns: 1500 },
    );
  });

  it('only returns the kinds asked for, each of which re-validates', () => {
    const kinds = fc.subarray<DetectionKind>(['vin', 'tin', 'cac', 'phone']);
    fc.assert(
      fc.property(tokenText, kinds, (text, wanted) => {
        const detections = detectIdentifiers(text, { kinds: wanted });
        expectValidDetections(text, detections);
        for (const detection of detections) expect(wanted).toContain(detection.kind);
      }),
      { numRuns: 500 },
    );
  });

  it('finds any valid VIN standing between separators, with high confidence and exact offsets', () => {
    fc.assert(
      fc.property(filler, separator, validVin, separator, filler, (head, open, vin, close, tail) => {
        const before = head + open;
        const text = before + vin + close + tail;
        const vins = detectIdentifiers(text, { kinds: ['vin'] });
        expect(vins).toEqual([
          {
            kind: 'vin',
            value: vin,
            start: before.length,
            end: before.length + vin.length,
            confidence: 'high',
          },
        ]);
      }),
      { numRuns: 500 },
    );
  });

  it('never finds a VIN inside a longer run of letters and digits', () => {
    const alnum = fc.constantFrom(...'abcxyzIOQ0123456789ABC'.split(''));
    fc.assert(
      fc.property(validVin, alnum, fc.boolean(), (vin, extra, atStart) => {
        const text = atStart ? extra + vin : vin + extra;
        // The one exception: a barcode scanner's import "I" before a VIN whose check digit holds.
        const expected =
          atStart && extra === 'I'
            ? [{ kind: 'vin', value: vin, start: 1, end: 18, confidence: 'high' }]
            : [];
        expect(detectIdentifiers(text, { kinds: ['vin'] })).toEqual(expected);
      }),
    );
  });

  it('finds any VIN written in labelled groups, whatever the case', () => {
    const cuts = fc.uniqueArray(fc.integer({ min: 1, max: 16 }), { maxLength: 4 });
    const joiner = fc.constantFrom(' ', '-');
    fc.assert(
      fc.property(validVin, cuts, joiner, fc.boolean(), (vin, positions, join, lower) => {
        const sorted = [...positions].sort((a, b) => a - b);
        const groups = [0, ...sorted].map((from, index) => vin.slice(from, sorted[index] ?? vin.length));
        const written = groups.join(join);
        const cased = lower ? written.toLowerCase() : written;
        const text = `VIN: ${cased}.`;
        expect(detectIdentifiers(text, { kinds: ['vin'] })).toEqual([
          { kind: 'vin', value: vin, start: 5, end: 5 + cased.length, confidence: 'high' },
        ]);
      }),
      { numRuns: 300 },
    );
  });

  it('finds FIRS TINs, CAC numbers and phone numbers between separators', () => {
    const firs = fc
      .tuple(fc.stringMatching(/^\d{8}$/), fc.stringMatching(/^\d{4}$/))
      // A FIRS-shaped date reference ("20261121-0001") is left out on purpose.
      .filter(([head]) => !/^(?:199\d|20\d\d)(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$/.test(head))
      .map(([head, tail]) => ({ written: `${head}-${tail}`, value: `${head}-${tail}` }));
    const cac = fc
      .tuple(
        fc.constantFrom('RC', 'BN', 'IT', 'LP', 'LLP'),
        fc.constantFrom('', ' ', '-', ': ', ' No. '),
        fc.stringMatching(/^\d{5,8}$/),
      )
      // "IT 123456" is the English word before a number: left out on purpose (see detect-cac.test.ts).
      .filter(([prefix, gap]) => !(prefix === 'IT' && gap === ' '))
      // "IT" and eight digits is a student's registration number (issue 27): left out on purpose too.
      .filter(([prefix, , digits]) => !(prefix === 'IT' && digits.length === 8))
      .map(([prefix, gap, digits]) => ({ written: `${prefix}${gap}${digits}`, value: `${prefix}${digits}` }));
    const phone = fc
      .tuple(
        fc.constantFrom('0', '+234', '234', '+234 ', '234-'),
        fc.constantFrom('70', '71', '80', '81', '90', '91'),
        fc.stringMatching(/^\d{8}$/),
      )
      // 0700 (premium) and 0800 (toll-free, issue 27) are no mobiles; of the 091 block only 0911-0916 are
      // handed out (0917 and 0918 are the Philippines').
      .filter(([, operator, rest]) => !((operator === '70' || operator === '80') && rest.startsWith('0')))
      .filter(([, operator, rest]) => operator !== '91' || /^[1-6]/.test(rest))
      .map(([prefix, operator, rest]) => ({
        written: `${prefix}${operator}${rest}`,
        value: `0${operator}${rest}`,
      }));
    fc.assert(
      fc.property(
        filler,
        separator,
        fc.oneof(firs, cac, phone),
        separator,
        filler,
        (head, open, sample, close, tail) => {
          const before = head + open;
          const text = before + sample.written + close + tail;
          // On a page of unknown country: the shapes are under test here, not the country reader, which
          // may read random punctuation and the number's own digits as a dialling code ("+ 81000000-0000").
          const detections = detectIdentifiers(text, { country: 'unknown' });
          expect(detections.map((d) => [d.value, d.start, d.end])).toEqual([
            [sample.value, before.length, before.length + sample.written.length],
          ]);
        },
      ),
      { numRuns: 800 },
    );
  });

  it('agrees with parseQuery: every detected span parses, as its kind, to the same value', () => {
    fc.assert(
      fc.property(tokenText, (text) => {
        for (const detection of detectIdentifiers(text)) {
          const parsed = parseQuery(text.slice(detection.start, detection.end), {
            t: english,
            kind: detection.kind,
          });
          expect(parsed).toMatchObject({ ok: true, kind: detection.kind, value: detection.value });
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('properties of parseQuery', () => {
  it('never throws, and what it accepts it accepts again unchanged', () => {
    const kind = fc.option(fc.constantFrom('vin', 'tin', 'cac', 'phone' as const), { nil: undefined });
    fc.assert(
      fc.property(anyText, kind, fc.boolean(), (input, wanted, allowSandboxValues) => {
        const parsed = parseQuery(input, { t: english, kind: wanted, allowSandboxValues });
        if (!parsed.ok) {
          expect(parsed.error.length).toBeGreaterThan(0);
          return;
        }
        if (wanted) expect(parsed.kind).toBe(wanted);
        const again = parseQuery(parsed.value, { t: english, kind: parsed.kind, allowSandboxValues });
        expect(again).toMatchObject({ ok: true, value: parsed.value });
      }),
      { numRuns: 1500 },
    );
  });

  it('accepts any valid VIN however it is grouped or cased', () => {
    fc.assert(
      fc.property(validVin, fc.boolean(), (vin, lower) => {
        const typed = `${vin.slice(0, 3)} ${vin.slice(3, 9)}-${vin.slice(9)}`;
        expect(parseQuery(lower ? typed.toLowerCase() : typed, { t: english })).toEqual({
          ok: true,
          kind: 'vin',
          value: vin,
          warnings: [],
        });
        expect(normaliseVin(typed)).toBe(vin);
      }),
    );
  });
});
