/**
 * Intl formatters, made once per locale and options and reused: making one costs about 0.2 ms (more in a
 * cold extension page), using one a hundredth of that, and a report, a history list or an export formats
 * hundreds of values. Pure.
 */
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat;

const made = new Map<string, Formatter>();

function reuse<T extends Formatter>(
  kind: string,
  locale: string | undefined,
  options: object,
  make: () => T,
): T {
  const key = JSON.stringify([kind, locale ?? null, options]);
  const found = made.get(key) as T | undefined;
  if (found) return found;
  // A constructor that throws (a currency Intl does not know) leaves nothing behind.
  const formatter = make();
  made.set(key, formatter);
  return formatter;
}

export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions) {
  return reuse('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions) {
  return reuse('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function relativeTimeFormat(locale: string | undefined, options: Intl.RelativeTimeFormatOptions) {
  return reuse('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}
