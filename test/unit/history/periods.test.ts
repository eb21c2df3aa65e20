import { describe, expect, it } from 'vitest';
import { periodBounds } from '@/utils/history/periods';

// Wednesday 25 November 2026, 15:00 local time.
const NOW = new Date(2026, 10, 25, 15, 0).getTime();
const day = (month: number, date: number) => new Date(2026, month, date).getTime();
const NO_RANGE = { from: '', to: '' };

describe('history date presets, in the local calendar', () => {
  it('today starts at local midnight; yesterday is the whole day before', () => {
    expect(periodBounds('today', NOW, NO_RANGE)).toEqual({ since: day(10, 25) });
    expect(periodBounds('yesterday', NOW, NO_RANGE)).toEqual({ since: day(10, 24), until: day(10, 25) });
  });

  it('this week starts on Monday, also when today is Sunday or Monday', () => {
    expect(periodBounds('week', NOW, NO_RANGE)).toEqual({ since: day(10, 23) });
    expect(periodBounds('week', new Date(2026, 10, 29, 9).getTime(), NO_RANGE)).toEqual({
      since: day(10, 23),
    });
    expect(periodBounds('week', new Date(2026, 10, 30, 9).getTime(), NO_RANGE)).toEqual({
      since: day(10, 30),
    });
  });

  it('a range includes both of its days; either end may be open', () => {
    expect(periodBounds('range', NOW, { from: '2026-11-01', to: '2026-11-02' })).toEqual({
      since: day(10, 1),
      until: day(10, 3),
    });
    expect(periodBounds('range', NOW, { from: '', to: '2026-12-31' })).toEqual({
      until: new Date(2027, 0, 1).getTime(),
    });
    expect(periodBounds('all', NOW, NO_RANGE)).toEqual({});
  });
});
