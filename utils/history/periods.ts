/**
 * The history's date presets, in the user's calendar: "today" starts at local midnight, wherever the clock
 * jumps. Days are read in an IANA zone (the browser's own by default), so a day across a daylight-saving
 * change is 23 or 25 hours long, as the user's statement counts it.
 */
export const PERIODS = ['all', 'today', 'yesterday', 'week', 'month', 'range'] as const;
export type Period = (typeof PERIODS)[number];

export interface Bounds {
  since?: number;
  /** Exclusive. */
  until?: number;
}

interface CivilDay {
  year: number;
  month: number;
  day: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** Built once per zone: a formatter costs more to make than many dates to format. */
function formatIn(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formats.set(key, format);
  }
  return format;
}

/** The zone's wall clock at `at`, read as if it were UTC: wall minus instant is the zone's offset. */
function wallClock(at: number, timeZone: string | undefined): number {
  const parts: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(new Date(at))) parts[part.type] = Number(part.value);
  return Date.UTC(
    parts['year'] ?? 1970,
    (parts['month'] ?? 1) - 1,
    parts['day'] ?? 1,
    parts['hour'] ?? 0,
    parts['minute'] ?? 0,
    parts['second'] ?? 0,
  );
}

function civilDayOf(at: number, timeZone: string | undefined): CivilDay {
  const wall = new Date(wallClock(at, timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

function sameDay(a: CivilDay, b: CivilDay): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/** The first instant of a calendar day in the zone: its midnight, or the first minute after a skipped one. */
export function startOfDayIn(day: CivilDay, timeZone?: string): number {
  const midnight = Date.UTC(day.year, day.month - 1, day.day);
  // Two guesses from the offsets either side of the jump; the earliest one that falls on the day wins.
  const first = midnight - (wallClock(midnight, timeZone) - midnight);
  const second = midnight - (wallClock(first, timeZone) - first);
  const onTheDay = [first, second].filter((at) => sameDay(civilDayOf(at, timeZone), day));
  return onTheDay.length > 0 ? Math.min(...onTheDay) : first;
}

function shift(day: CivilDay, days: number): CivilDay {
  const moved = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** `from` and `to` are `yyyy-mm-dd` from date inputs, both days included; either may be empty. */
export function periodBounds(
  period: Period,
  now: number,
  range: { from: string; to: string },
  timeZone?: string,
): Bounds {
  const today = civilDayOf(now, timeZone);
  const start = (day: CivilDay) => startOfDayIn(day, timeZone);
  switch (period) {
    case 'all':
      return {};
    case 'today':
      return { since: start(today) };
    case 'yesterday':
      return { since: start(shift(today, -1)), until: start(today) };
    case 'week': {
      // Weeks start on Monday, as in Nigeria and most of the world (ISO 8601).
      const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
      return { since: start(shift(today, -((weekday + 6) % 7))) };
    }
    case 'month':
      return { since: start(shift(today, -29)) };
    case 'range': {
      const from = parseDay(range.from);
      const to = parseDay(range.to);
      return {
        ...(from ? { since: start(from) } : {}),
        ...(to ? { until: start(shift(to, 1)) } : {}),
      };
    }
  }
}

/** The calendar month so far, for the side panel's running total. */
export function monthBounds(now: number, timeZone?: string): Bounds {
  const today = civilDayOf(now, timeZone);
  return { since: startOfDayIn({ ...today, day: 1 }, timeZone) };
}

function parseDay(text: string): CivilDay | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}
