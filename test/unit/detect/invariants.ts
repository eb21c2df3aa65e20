/** What every detection must satisfy, checked independently of how the scanners found it. */
import { expect } from 'vitest';
import { normaliseCac, isCacNumber } from '@/utils/detect/cac';
import type { Detection } from '@/utils/detect/index';
import { normalisePhone } from '@/utils/detect/phone';
import { isFirsTin, isJtbTin, isTaxId, normaliseTin } from '@/utils/detect/tin';
import { isPlausibleVin, isVinCheckDigitValid, normaliseVin } from '@/utils/detect/vin';

const ALPHANUMERIC = /[\p{L}\p{N}]/u;
const DIGIT = /\d/;

function charAt(text: string, index: number): string {
  return index >= 0 && index < text.length ? text.charAt(index) : '';
}

export function expectValidDetections(text: string, detections: readonly Detection[]): void {
  let previousEnd = 0;
  for (const detection of detections) {
    const { kind, value, start, end, confidence } = detection;
    expect(Number.isInteger(start) && Number.isInteger(end)).toBe(true);
    expect(start).toBeGreaterThanOrEqual(previousEnd); // sorted and non-overlapping
    expect(end).toBeGreaterThan(start);
    expect(end).toBeLessThanOrEqual(text.length);
    previousEnd = end;

    const written = text.slice(start, end);
    const before = charAt(text, start - 1);
    const after = charAt(text, end);
    switch (kind) {
      case 'vin':
        expect(normaliseVin(written)).toBe(value);
        expect(isPlausibleVin(value)).toBe(true);
        expect(confidence).toBe(isVinCheckDigitValid(value) ? 'high' : 'low');
        expect(ALPHANUMERIC.test(before) || ALPHANUMERIC.test(after)).toBe(false);
        break;
      case 'tin':
        expect(normaliseTin(written)).toBe(value);
        expect(isFirsTin(value) || isJtbTin(value) || isTaxId(value)).toBe(true);
        expect(confidence).toBe('high');
        expect(DIGIT.test(before) || DIGIT.test(after)).toBe(false);
        break;
      case 'cac':
        // "CAC No: 1234567": a label and bare digits, sent as a low-confidence RC (scanCacLabelNumbers).
        if (written.startsWith('CAC')) {
          expect(value).toBe(`RC${/\d+$/.exec(written)?.[0]}`);
          expect(confidence).toBe('low');
        } else expect(normaliseCac(written)).toBe(value);
        expect(isCacNumber(value)).toBe(true);
        expect(value).toMatch(/^(?:LLP|RC|BN|IT|LP)\d{4,8}$/);
        expect(ALPHANUMERIC.test(before) || ALPHANUMERIC.test(after)).toBe(false);
        break;
      case 'phone':
        expect(normalisePhone(written)).toBe(value);
        expect(value).toMatch(/^0[789][01]\d{8}$/);
        expect(confidence).toBe('high');
        expect(DIGIT.test(before) || DIGIT.test(after)).toBe(false);
        break;
    }
  }
}
