import { describe, expect, it } from 'vitest';
import { detectMaskedVins } from '@/utils/detect/masked-vin';

const values = (text: string) => detectMaskedVins(text).map((found) => found.value);

describe('masked VINs', () => {
  it.each([
    ['1HGCM82633A******', '1HGCM82633A******'],
    ['1HGCM82633A••••••', '1HGCM82633A******'],
    ['1HGCM82633Axxxxxx', '1HGCM82633A******'],
    ['1HGCM82633AXXXXXX', '1HGCM82633A******'],
    ['1HGCM82633A004###', '1HGCM82633A004***'],
    ['1HGCM82633A00435_', '1HGCM82633A00435*'],
  ])('finds %s', (text, value) => {
    expect(values(`Lot 5521 · VIN ${text} · Run and drive`)).toEqual([value]);
  });

  it('gives the offsets of the whole masked text', () => {
    const text = 'VIN: 1HGCM82633A****** (CA)';
    const [found] = detectMaskedVins(text);
    expect(text.slice(found!.start, found!.end)).toBe('1HGCM82633A******');
    expect(found!.shown).toBe('1HGCM82633A');
  });

  it('ignores a full VIN, too few characters shown, and masks that do not make 17', () => {
    expect(values('1HGCM82633A004352')).toEqual([]);
    expect(values('1HGCM8263********')).toEqual([]);
    expect(values('1HGCM82633A*****')).toEqual([]);
    expect(values('1HGCM82633A*******')).toEqual([]);
    expect(values('password ***********')).toEqual([]);
  });

  it('does not take a single trailing X (a valid VIN character) for a mask', () => {
    expect(values('1HGCM82633A00435X')).toEqual([]);
  });

  it('finds a VIN labelled as partial', () => {
    expect(values('Partial VIN: 1HGCM82633A')).toEqual(['1HGCM82633A******']);
    expect(values('VIN (partial) 5YJ3E1EA7KF31')).toEqual(['5YJ3E1EA7KF31****']);
    expect(values('VIN: 1HGCM82633A')).toEqual([]);
  });
});
