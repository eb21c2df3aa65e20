/** Forgiving conversions: inconsistent provider payloads must not cost the user a result they paid for. */

/** Any scalar as trimmed text; null, missing and structures become ''. Booleans read as Yes/No for people. */
export function coerceText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    return value
      .map((item) => (typeof item === 'object' && item !== null ? '' : coerceText(item)))
      .filter((item) => item !== '')
      .join(', ');
  }
  return '';
}

/** Like coerceText, but keeps "not given" apart from "given as empty", for `detail ?? message`. */
export function coerceOptionalText(value: unknown): string | undefined {
  const text = coerceText(value);
  return text === '' ? undefined : text;
}

export function coerceFlag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    return text === 'true' || text === '1';
  }
  return false;
}

export function coerceOptionalFlag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'true' || text === '1') return true;
    if (text === 'false' || text === '0') return false;
  }
  return undefined;
}

export function coerceResponseCode(value: unknown): string {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : coerceText(value);
  return /^\d$/.test(text) ? `0${text}` : text;
}

/** JSON numbers lose a mobile's leading zero (8082838487): ten digits starting 7-9 get it back. */
export function coercePhone(value: unknown): string {
  const text = coerceText(value);
  return /^[789]\d{9}$/.test(text) ? `0${text}` : text;
}

export function plainEntries(value: unknown): [string, unknown][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>);
}
