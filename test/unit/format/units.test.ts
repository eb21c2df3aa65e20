import { describe, expect, it } from 'vitest';
import { metricFirst } from '@/utils/format/units';

describe('metric units first, the provider’s beside them', () => {
  it.each([
    ['182.3 in.', '4,630 mm (182.3 in.)'],
    ['5.3 in.', '135 mm (5.3 in.)'],
    ['2,910 lbs', '1,320 kg (2,910 lbs)'],
    ['17.0 gallon', '64.4 L (17.0 gallon)'],
    ['25 miles/gallon', '9.4 L/100 km (25 miles/gallon)'],
    ['3 yr / 36,000 mi', '3 yr / 57,936 km (36,000 mi)'],
  ])('%s → %s', (value, expected) => {
    expect(metricFirst(value, 'en-GB')).toBe(expected);
  });

  it.each(['5 yr / unlimited mi', '2.5 L', 'Front-Wheel Drive', '', '0 lbs', 'in.', '6'])(
    'leaves %j as the provider wrote it',
    (value) => {
      expect(metricFirst(value, 'en-GB')).toBe(value);
    },
  );
});
