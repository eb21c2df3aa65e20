import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from '@/utils/format/formatters';
import { describeAge, formatTimestamp } from '@/utils/format/time';
import { metricFirst } from '@/utils/format/units';

const AT = Date.UTC(2026, 10, 25, 13, 2);

describe('Intl formatters are made once per locale and options', () => {
  it('hands back the same formatter for the same locale and options, a new one for others', () => {
    const options = { maximumFractionDigits: 1, minimumFractionDigits: 1 };
    expect(numberFormat('en', options)).toBe(numberFormat('en', { ...options }));
    expect(numberFormat('en', options)).not.toBe(numberFormat('fr', options));
    expect(numberFormat('en', options)).not.toBe(numberFormat('en', { maximumFractionDigits: 0 }));
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).toBe(dateTimeFormat('en', { dateStyle: 'medium' }));
    expect(dateTimeFormat('en', { timeZone: 'Africa/Lagos' })).not.toBe(
      dateTimeFormat('en', { timeZone: 'UTC' }),
    );
    expect(relativeTimeFormat('en', { style: 'short' })).toBe(relativeTimeFormat('en', { style: 'short' }));
  });

  it('keeps nothing of a formatter Intl refuses: asking again throws again', () => {
    const points = { style: 'currency', currency: 'points' } as const;
    expect(() => numberFormat('en', points)).toThrow(RangeError);
    expect(() => numberFormat('en', points)).toThrow(RangeError);
  });

  it('words dates, times and units as the browser methods they replace', () => {
    for (const locale of ['en-GB', 'en-NG', 'fr-FR']) {
      expect(formatTimestamp(AT, locale)).toBe(
        new Date(AT).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
      );
      expect(describeAge(AT, AT + 3 * 86_400_000, locale)).toBe(
        new Date(AT).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' }),
      );
    }
    expect(metricFirst('181.1 in.', 'en')).toBe('4,600 mm (181.1 in.)');
    expect(metricFirst('181.1 in.', 'fr-FR')).toBe(`${(4600).toLocaleString('fr-FR')} mm (181.1 in.)`);
  });
});
