import { numberFormat } from './formatters';

/** Metric first, the provider's US units beside them; values in other shapes come back unchanged. */
const CONVERSIONS: readonly {
  pattern: RegExp;
  convert: (n: number) => number;
  unit: string;
  digits: number;
}[] = [
  { pattern: /^([\d,]*\.?\d+)\s*in\.?$/i, convert: (n) => n * 25.4, unit: 'mm', digits: 0 },
  { pattern: /^([\d,]*\.?\d+)\s*lbs?\.?$/i, convert: (n) => n * 0.45359237, unit: 'kg', digits: 0 },
  { pattern: /^([\d,]*\.?\d+)\s*gal(?:lon)?s?\.?$/i, convert: (n) => n * 3.785411784, unit: 'L', digits: 1 },
  {
    pattern: /^([\d,]*\.?\d+)\s*(?:miles\/gallon|mpg)$/i,
    convert: (n) => 235.214583 / n,
    unit: 'L/100 km',
    digits: 1,
  },
];

function number(value: number, digits: number, locale?: string): string {
  return numberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
}

export function metricFirst(value: string, locale?: string): string {
  const text = value.trim();
  for (const { pattern, convert, unit, digits } of CONVERSIONS) {
    const match = pattern.exec(text);
    const amount = match ? Number(match[1]!.replace(/,/g, '')) : NaN;
    if (Number.isFinite(amount) && amount > 0)
      return `${number(convert(amount), digits, locale)} ${unit} (${text})`;
  }
  // Warranty terms: "3 yr / 36,000 mi" → "3 yr / 57,936 km (36,000 mi)".
  const miles = /^(.*?)([\d,]+)\s*mi$/i.exec(text);
  if (miles) {
    const amount = Number(miles[2]!.replace(/,/g, ''));
    return `${miles[1]}${number(amount * 1.609344, 0, locale)} km (${miles[2]} mi)`;
  }
  return value;
}
