/** The history's date presets, in the user's local calendar: "today" starts at local midnight. */
export const PERIODS = ['all', 'today', 'yesterday', 'week', 'month', 'range'] as const;
export type Period = (typeof PERIODS)[number];

export interface Bounds {
  since?: number;
  /** Exclusive. */
  until?: number;
}

function startOfDay(at: number): Date {
  const day = new Date(at);
  day.setHours(0, 0, 0, 0);
  return day;
}

function addDays(day: Date, days: number): number {
  const next = new Date(day);
  next.setDate(next.getDate() + days);
  return next.getTime();
}

/** `from` and `to` are `yyyy-mm-dd` from date inputs, both days included; either may be empty. */
export function periodBounds(period: Period, now: number, range: { from: string; to: string }): Bounds {
  const today = startOfDay(now);
  switch (period) {
    case 'all':
      return {};
    case 'today':
      return { since: today.getTime() };
    case 'yesterday':
      return { since: addDays(today, -1), until: today.getTime() };
    case 'week': {
      // Weeks start on Monday, as in Nigeria and most of the world (ISO 8601).
      const sinceMonday = (today.getDay() + 6) % 7;
      return { since: addDays(today, -sinceMonday) };
    }
    case 'month':
      return { since: addDays(today, -29) };
    case 'range':
      return {
        ...(range.from ? { since: localDay(range.from).getTime() } : {}),
        ...(range.to ? { until: addDays(localDay(range.to), 1) } : {}),
      };
  }
}

function localDay(text: string): Date {
  const [year, month, day] = text.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}
