import { describe, expect, it } from 'vitest';
import { monthBounds, periodBounds } from '@/utils/history/periods';

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

describe('history date presets in a given time zone', () => {
  const at = (iso: string) => Date.parse(iso);

  it('Lagos (UTC+1, no daylight saving): yesterday is 24 hours from local midnight', () => {
    // 00:30 in Lagos on 25 November is still 24 November in UTC.
    const now = at('2026-11-24T23:30:00Z');
    expect(periodBounds('today', now, NO_RANGE, 'Africa/Lagos')).toEqual({
      since: at('2026-11-24T23:00:00Z'),
    });
    expect(periodBounds('yesterday', now, NO_RANGE, 'Africa/Lagos')).toEqual({
      since: at('2026-11-23T23:00:00Z'),
      until: at('2026-11-24T23:00:00Z'),
    });
  });

  it('the last millisecond before midnight is yesterday, midnight itself is today', () => {
    const now = at('2026-11-25T12:00:00Z');
    const { since, until } = periodBounds('yesterday', now, NO_RANGE, 'Africa/Lagos');
    const midnight = at('2026-11-24T23:00:00Z');
    expect(until).toBe(midnight);
    expect(since! <= midnight - 1 && midnight - 1 < until!).toBe(true);
    expect(midnight < until!).toBe(false);
  });

  it('New York across daylight saving: the day the clocks go forward is 23 hours, back 25', () => {
    // Clocks went forward on Sunday 8 March 2026 and back on Sunday 1 November 2026.
    const spring = periodBounds('yesterday', at('2026-03-09T15:00:00Z'), NO_RANGE, 'America/New_York');
    expect(spring).toEqual({ since: at('2026-03-08T05:00:00Z'), until: at('2026-03-09T04:00:00Z') });
    expect(spring.until! - spring.since!).toBe(23 * 3_600_000);
    const autumn = periodBounds('yesterday', at('2026-11-02T15:00:00Z'), NO_RANGE, 'America/New_York');
    expect(autumn.until! - autumn.since!).toBe(25 * 3_600_000);
  });

  it('a zone whose midnight is skipped starts its day at the first minute it has', () => {
    // Chile moved its clocks from 00:00 to 01:00 on Sunday 6 September 2026.
    const bounds = periodBounds('today', at('2026-09-06T15:00:00Z'), NO_RANGE, 'America/Santiago');
    expect(bounds).toEqual({ since: at('2026-09-06T04:00:00Z') });
  });

  it('a range and this week follow the zone east of UTC too', () => {
    expect(periodBounds('range', 0, { from: '2026-11-01', to: '2026-11-02' }, 'Asia/Tokyo')).toEqual({
      since: at('2026-10-31T15:00:00Z'),
      until: at('2026-11-02T15:00:00Z'),
    });
    // Monday 23 November 2026, 08:00 in Tokyo, is still Sunday in UTC.
    expect(periodBounds('week', at('2026-11-22T23:00:00Z'), NO_RANGE, 'Asia/Tokyo')).toEqual({
      since: at('2026-11-22T15:00:00Z'),
    });
    expect(monthBounds(at('2026-11-30T23:30:00Z'), 'Africa/Lagos')).toEqual({
      since: at('2026-11-30T23:00:00Z'),
    });
  });
});
