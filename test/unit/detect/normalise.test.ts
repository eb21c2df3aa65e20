import { describe, expect, it } from 'vitest';
import { CAC_SANDBOX_VALUE, isCacNumber, normaliseCac } from '@/utils/detect/cac';
import { isNigerianMobile, normalisePhone, PHONE_SANDBOX_VALUE } from '@/utils/detect/phone';
import {
  isFirsTin,
  isJtbTin,
  isTaxId,
  LEGACY_TIN_SANDBOX_VALUE,
  normaliseTin,
  TIN_SANDBOX_VALUE,
} from '@/utils/detect/tin';

describe('normaliseTin', () => {
  it('keeps the FIRS hyphen and puts it back when missing', () => {
    expect(normaliseTin('20304753-0001')).toBe('20304753-0001');
    expect(normaliseTin('20304753 - 0001')).toBe('20304753-0001');
    expect(normaliseTin('203047530001')).toBe('20304753-0001');
  });

  it('takes JTB TINs and Tax IDs as digits', () => {
    expect(normaliseTin('1234567890')).toBe('1234567890');
    expect(normaliseTin('123 456 7890')).toBe('1234567890');
    expect(normaliseTin('1234567890123')).toBe('1234567890123');
  });

  it('rejects other shapes', () => {
    for (const input of ['1234567-80001', '123456789', '12345678901', 'TIN1234567890', '']) {
      expect(normaliseTin(input)).toBeUndefined();
    }
  });

  it('type guards agree with the formats', () => {
    expect(isFirsTin(TIN_SANDBOX_VALUE)).toBe(true);
    expect(isJtbTin('1234567890')).toBe(true);
    expect(isTaxId('1234567890123')).toBe(true);
    expect(isJtbTin(LEGACY_TIN_SANDBOX_VALUE)).toBe(false);
  });
});

describe('normaliseCac', () => {
  it.each([
    ['RC092932', 'RC092932'],
    ['rc 123456', 'RC123456'],
    ['RC No. 123456', 'RC123456'],
    ['RC: 123456', 'RC123456'],
    ['bn-0012345', 'BN0012345'],
    ['IT 45678', 'IT45678'],
    ['LLP001234', 'LLP001234'],
    ['LP-00891', 'LP00891'],
    ['Rc323479', 'RC323479'],
  ])('%s becomes %s', (input, expected) => {
    expect(normaliseCac(input)).toBe(expected);
  });

  it('rejects unknown prefixes, letters after the digits and more than 8 digits', () => {
    for (const input of ['AB123456', 'RC', 'RC12345A', 'RC123456789', '123456', 'ARC1234']) {
      expect(normaliseCac(input)).toBeUndefined();
    }
  });

  it('isCacNumber accepts only the normalised form', () => {
    expect(isCacNumber('RC092932')).toBe(true);
    expect(isCacNumber('RC 092932')).toBe(false);
    expect(isCacNumber(CAC_SANDBOX_VALUE)).toBe(false);
  });
});

describe('normalisePhone', () => {
  it.each([
    ['08031234567', '08031234567'],
    ['0803 123 4567', '08031234567'],
    ['0803-123-4567', '08031234567'],
    ['+234 803 123 4567', '08031234567'],
    ['+234-803-123-4567', '08031234567'],
    ['2348031234567', '08031234567'],
    ['+234 (0) 803 123 4567', '08031234567'],
    ['(0803) 123.4567', '08031234567'],
    ['07012345678', '07012345678'],
    ['09112345678', '09112345678'],
    // The API sometimes returns the number as a JSON number: the leading zero is lost.
    ['8082838487', PHONE_SANDBOX_VALUE],
  ])('%s becomes %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it('rejects landlines, other operators, toll-free 0700 lines and wrong lengths', () => {
    for (const input of [
      '012710000',
      '08231234567',
      '06031234567',
      '07002255347',
      '0803123456',
      '080312345678',
      'call me',
    ]) {
      expect(normalisePhone(input)).toBeUndefined();
    }
  });

  it('isNigerianMobile checks the local form', () => {
    expect(isNigerianMobile('08082838487')).toBe(true);
    expect(isNigerianMobile('8082838487')).toBe(false);
  });
});
