import { describe, expect, it } from 'vitest';
import { found, values } from './helpers';

describe('CAC registration numbers', () => {
  it.each([
    ['RC092932', 'RC092932', 'RC092932', 'high'],
    ['RC 1234567', 'RC1234567', 'RC 1234567', 'high'],
    ['RC-123456', 'RC123456', 'RC-123456', 'high'],
    ['RC: 123456', 'RC123456', 'RC: 123456', 'high'],
    ['RC No. 123456', 'RC123456', 'RC No. 123456', 'high'],
    ['RC No: 123456', 'RC123456', 'RC No: 123456', 'high'],
    ['RC Number 123456', 'RC123456', 'RC Number 123456', 'high'],
    ['BN 2345678', 'BN2345678', 'BN 2345678', 'high'],
    ['IT No. 45678', 'IT45678', 'IT No. 45678', 'high'],
    ['LLP001234', 'LLP001234', 'LLP001234', 'high'],
    ['LP-00891', 'LP00891', 'LP-00891', 'high'],
    ['(IT-123456)', 'IT123456', 'IT-123456', 'high'],
    // Four digits, or the "Rc" spelling of the provider's docs: still found, but only 'low'.
    ['RC 1234', 'RC1234', 'RC 1234', 'low'],
    ['Rc323479', 'RC323479', 'Rc323479', 'low'],
    ['LP-2024', 'LP2024', 'LP-2024', 'low'],
  ])('%j gives %s', (text, value, span, confidence) => {
    expect(found(text)).toEqual([['cac', value, span, confidence]]);
  });

  it('keeps leading zeros', () => {
    expect(values('RC 0000123')).toEqual(['RC0000123']);
  });

  it('matches prefixes case-sensitively (never the word "it")', () => {
    expect(values('it 12345 and It 12345 and rc 123456 and bn 123456 and rC 123456')).toEqual([]);
  });

  it('does not take a prefix out of a longer word', () => {
    expect(values('ARC12345 XRC-12345 CREDIT 123456 SPLIT 123456 HELP 12345')).toEqual([]);
  });

  it('needs 4 to 8 digits ending the number', () => {
    expect(values('RC 123 and RC 123456789 and RC12345A and RC12345x')).toEqual([]);
  });

  it('leaves out dates, decimals and years after a plain space', () => {
    expect(values('IT 2024-01-05 and LP 12345.50', ['cac'])).toEqual([]);
    expect(values('The IT 2025 budget and the LP 1977 reissue', ['cac'])).toEqual([]);
  });

  it('does not cross a line break between prefix and digits', () => {
    expect(values('Firm LP\n12345', ['cac'])).toEqual([]);
  });
});
