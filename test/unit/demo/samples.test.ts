import { describe, expect, it } from 'vitest';
import { demoTaxAnswer, demoVinAnswer } from '@/utils/demo';
import { DEMO_SAMPLES } from '@/utils/demo/samples';

const CHANNEL = { tin: 'TIN', cac: 'CAC', phone: 'Phone' } as const;

describe('demo samples offered to new users', () => {
  it.each(DEMO_SAMPLES.map((sample) => [sample.kind, sample.value]))(
    'the demo answers the %s %s with a record',
    (kind, value) => {
      const answer = kind === 'vin' ? demoVinAnswer(value) : demoTaxAnswer(CHANNEL[kind], value);
      expect(answer.httpStatus).toBe(200);
      expect((answer.body as { response_code: string }).response_code).toBe('00');
    },
  );

  it('offers both a vehicle and a taxpayer', () => {
    expect(DEMO_SAMPLES.some((sample) => sample.kind === 'vin')).toBe(true);
    expect(DEMO_SAMPLES.some((sample) => sample.kind !== 'vin')).toBe(true);
  });
});
