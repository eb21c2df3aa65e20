import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiToBase64 } from '@/utils/demo/base64';

describe('asciiToBase64', () => {
  it.each(['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar', '<svg/>'])(
    'encodes %j like Node does',
    (text) => {
      expect(asciiToBase64(text)).toBe(Buffer.from(text, 'ascii').toString('base64'));
    },
  );

  it('agrees with Node on any ASCII text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c)) }),
        (text) => {
          expect(asciiToBase64(text)).toBe(Buffer.from(text, 'ascii').toString('base64'));
        },
      ),
    );
  });

  it('refuses non-ASCII text instead of producing a broken image', () => {
    expect(() => asciiToBase64('é')).toThrow(RangeError);
  });
});
