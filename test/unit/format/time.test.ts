import { describe, expect, it } from 'vitest';
import { describeAge } from '@/utils/format/time';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('describeAge', () => {
  it('words recent ages relative to now, in the given locale', () => {
    expect(describeAge(NOW - 10_000, NOW, 'en')).toBe('now');
    expect(describeAge(NOW - 5 * 60_000, NOW, 'en')).toBe('5 min. ago');
    expect(describeAge(NOW - 3 * 3_600_000, NOW, 'en')).toBe('3 hr. ago');
  });

  it('gives a date for anything a day old or more, and never a negative age', () => {
    expect(describeAge(Date.UTC(2026, 0, 5, 12), NOW, 'en-GB')).toBe('5 Jan 2026');
    expect(describeAge(NOW + 60_000, NOW, 'en')).toBe('now');
  });
});
