import { dateTimeFormat, relativeTimeFormat } from './formatters';

/** Answer age, worded with the browser's Intl data so it needs no translation catalogue. */
export function describeAge(then: number, now: number, locale?: string): string {
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  const relative = relativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  if (seconds < 45) return relative.format(0, 'second');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(then));
}

export function formatTimestamp(at: number, locale?: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
}

/** Date, time and zone in full, for what is printed or exported: a printed page has no "now". */
export function formatFullTimestamp(at: number, locale?: string, timeZone?: string): string {
  const format = dateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'long', timeZone });
  return `${format.format(new Date(at))} (${format.resolvedOptions().timeZone})`;
}

/** "2026-11-22 10:30:00" and "Africa/Lagos (GMT+01:00)": sortable local time and its zone, for exports. */
export function localTimeAndZone(at: number, timeZone?: string): { time: string; zone: string } {
  const format = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  });
  const parts = Object.fromEntries(format.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  const time = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
  const offset = parts.timeZoneName === 'GMT' ? 'GMT+00:00' : parts.timeZoneName;
  return { time, zone: `${format.resolvedOptions().timeZone} (${offset})` };
}

/**
 * "2026-11-25 14:02 WAT (+01:00)": local time to the minute, the zone's short name where the user's locale
 * has one (else its IANA name, never a bare "GMT+1"), and its offset, so a printed export reads alone.
 */
export function exportTimestamp(
  at: number,
  options: { timeZone?: string; locale?: string } = {},
): { time: string; zone: string } {
  const { timeZone, locale } = options;
  const { time } = localTimeAndZone(at, timeZone);
  const offsetName = dateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(at))
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = !offsetName || offsetName === 'GMT' ? '+00:00' : offsetName.replace(/^GMT/, '');
  const format = dateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
  const short = format.formatToParts(new Date(at)).find((part) => part.type === 'timeZoneName')?.value;
  // The zone as asked for: ICU may resolve it to an older alias (Asia/Kolkata to Asia/Calcutta).
  const zone = timeZone ?? format.resolvedOptions().timeZone;
  const name = !short || /^(GMT|UTC)[+-−]/.test(short) ? zone : short;
  return { time: `${time.slice(0, 16)} ${name} (${offset})`, zone };
}
