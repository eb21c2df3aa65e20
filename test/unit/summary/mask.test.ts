import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskIdentifier } from '@/utils/summary/mask';

describe('an identifier masked for a summary', () => {
  it('keeps what the free decode reads of a VIN and the end of its serial; a short one its last third', () => {
    // The serial's last 3 tell this car from others of its model, year and plant; 3 of it stay hidden.
    expect(maskIdentifier('vin', '4T1BF1FK5DU276514')).toBe('4T1BF1FK5DU***514');
    expect(maskIdentifier('vin', '4T1BF1FK5DU276514')).not.toBe(maskIdentifier('vin', '4T1BF1FK5DU276515'));
    expect(maskIdentifier('vin', 'AAA00000000')).toBe('AAA00000***');
  });

  it('hides a third of a number, after its first digits, letters and separators kept', () => {
    expect(maskIdentifier('tin', '2623104516975')).toBe('2623****16975');
    expect(maskIdentifier('tin', '10493827-0001')).toBe('1049****-0001');
    expect(maskIdentifier('tin', '2004785193')).toBe('2004***193');
    expect(maskIdentifier('cac', 'RC1456032')).toBe('RC145**32');
    expect(maskIdentifier('phone', '08034125876')).toBe('0803***5876');
  });

  it('never shows more than two thirds of the digits, and keeps the length', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{3,20}$/), (digits) => {
        const masked = maskIdentifier('tin', digits);
        expect(masked).toHaveLength(digits.length);
        expect(masked.split('*').length - 1).toBe(Math.floor(digits.length / 3));
        for (const [index, char] of [...masked].entries()) if (char !== '*') expect(char).toBe(digits[index]);
      }),
    );
  });
});
