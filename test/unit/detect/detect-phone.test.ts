import { describe, expect, it } from 'vitest';
import { found, values } from './helpers';

describe('Nigerian mobile numbers', () => {
  it.each([
    ['08031234567', '08031234567'],
    ['0803 123 4567', '0803 123 4567'],
    ['0803-123-4567', '0803-123-4567'],
    ['0803 1234 567', '0803 1234 567'],
    ['080 3123 4567', '080 3123 4567'],
    ['+2348031234567', '+2348031234567'],
    ['+234 803 123 4567', '+234 803 123 4567'],
    ['+234-803-123-4567', '+234-803-123-4567'],
    ['+234 803-123-4567', '+234 803-123-4567'],
    ['234 803 123 4567', '234 803 123 4567'],
    ['2348031234567', '2348031234567'],
    ['+234 0 803 123 4567', '+234 0 803 123 4567'],
    ['+2340803 123 4567', '+2340803 123 4567'],
  ])('%j is 08031234567', (text, span) => {
    expect(found(`Call ${text} today`)).toEqual([['phone', '08031234567', span, 'high']]);
  });

  it('accepts every mobile prefix: 070, 071, 080, 081, 090, 091', () => {
    expect(values('07012345678 07112345678 08012345678 08112345678 09012345678 09112345678')).toEqual([
      '07012345678',
      '07112345678',
      '08012345678',
      '08112345678',
      '09012345678',
      '09112345678',
    ]);
  });

  it('finds numbers listed with slashes, commas and at the edges of the text', () => {
    expect(values('08031234567/08059876543, 0909 876 5432')).toEqual([
      '08031234567',
      '08059876543',
      '09098765432',
    ]);
  });

  it('never takes phone digits out of a longer digit run', () => {
    expect(values('108031234567 080312345678 0803123456789 12348031234567', ['phone'])).toEqual([]);
  });

  it('does not continue a longer hyphenated or dotted number', () => {
    expect(values('12-0803-123-4567 and 0803-123-4567-89 and 1.08031234567', ['phone'])).toEqual([]);
  });

  it('does not read a sum glued to digits as an international number (found by the property test)', () => {
    expect(values('12+23408020304753 and 12+2348031234567', ['phone'])).toEqual([]);
    expect(values('Tel: 12 +2348031234567', ['phone'])).toEqual(['08031234567']);
  });

  it('ignores landlines, other prefixes, toll-free 0700 lines and short numbers', () => {
    expect(
      values(
        '01 271 0000, 09 461 2345, 08231234567, 06031234567, 0700 225 5347, 0803123456, +234 1 271 0000',
        ['phone'],
      ),
    ).toEqual([]);
  });

  it('does not join a number to a neighbouring group that would overflow it', () => {
    expect(values('Acct 0123456789 0803 123 4567', ['phone'])).toEqual(['08031234567']);
    expect(values('0803123456 7', ['phone'])).toEqual([]);
  });

  it('does not read bank account numbers (10 digits) as phones', () => {
    expect(values('Account No: 0123456789, 8031234567', ['phone'])).toEqual([]);
  });

  // Held-out real text (a Quezon City invoice, a Manila cargo footer): 0917 and 0918 are Globe's and Smart's.
  it('reads only the 091 prefixes Nigeria hands out (0911-0916), not the Philippines 0917 and 0918', () => {
    expect(values('MTN 0913 555 0123, Glo 0915 555 0123', ['phone'])).toEqual(['09135550123', '09155550123']);
    expect(values('Globe 0917 157 7370, Smart 0918 873 4673', ['phone'])).toEqual([]);
    expect(values('9mobile 0908 889 0664', ['phone'])).toEqual(['09088890664']);
  });
});
