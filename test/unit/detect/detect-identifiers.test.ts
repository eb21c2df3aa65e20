import { describe, expect, it } from 'vitest';
import { ALL_DETECTION_KINDS, detectIdentifiers } from '@/utils/detect/index';
import { found } from './helpers';

const PAGE = [
  'Kings Motors Ltd (RC 1234567), TIN: 20304753-0001, JTB TIN 2087654321',
  'VIN: 1HG CM826 33A004352 - call 0803 123 4567',
  'Account No: 0123456789',
].join('\n');

describe('detectIdentifiers', () => {
  it('finds every kind by default, sorted by start', () => {
    expect(found(PAGE)).toEqual([
      ['cac', 'RC1234567', 'RC 1234567', 'high'],
      ['tin', '20304753-0001', '20304753-0001', 'high'],
      ['tin', '2087654321', '2087654321', 'high'],
      ['vin', '1HGCM82633A004352', '1HG CM826 33A004352', 'high'],
      ['phone', '08031234567', '0803 123 4567', 'high'],
    ]);
    expect(ALL_DETECTION_KINDS).toEqual(['vin', 'tin', 'cac', 'phone']);
  });

  it('limits detection to the kinds asked for', () => {
    expect(found(PAGE, ['vin', 'phone']).map(([kind]) => kind)).toEqual(['vin', 'phone']);
    expect(found(PAGE, [])).toEqual([]);
  });

  it('returns offsets into the original text', () => {
    for (const detection of detectIdentifiers(PAGE)) {
      expect(detection.start).toBeGreaterThanOrEqual(0);
      expect(detection.end).toBeLessThanOrEqual(PAGE.length);
      expect(detection.end).toBeGreaterThan(detection.start);
    }
  });

  it('handles empty and identifier-free text', () => {
    expect(detectIdentifiers('')).toEqual([]);
    expect(detectIdentifiers('Nothing to see here, move along.')).toEqual([]);
  });

  it('resolves overlaps: the keyword-gated Tax ID wins over the phone number it also spells', () => {
    expect(found('Tax ID: 2348031234567')).toEqual([['tin', '2348031234567', '2348031234567', 'high']]);
    expect(found('Phone: 2348031234567')).toEqual([['phone', '08031234567', '2348031234567', 'high']]);
  });

  it('resolves overlaps: the longer candidate wins', () => {
    // "RC12345" is a CAC number on its own, but here it is the first group of a labelled VIN.
    const text = 'VIN: RC12345 67H0123456';
    expect(found(text, ['cac'])).toEqual([['cac', 'RC12345', 'RC12345', 'high']]);
    expect(found(text).map(([kind, value, span]) => [kind, value, span])).toEqual([
      ['vin', 'RC1234567H0123456', 'RC12345 67H0123456'],
    ]);
  });
});
