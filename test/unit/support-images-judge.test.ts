/**
 * The image bench's judge: a row shown "read" is wrong unless it is a truth of its picture that may be read; a
 * misreading shown "doubtful" is honest, counted apart; a truth not shown is missed.
 */
import { describe, expect, it } from 'vitest';
import { judgeImage, type ShownRow } from '@/test/bench/images';
import type { ImageTruth } from '@/test/support/images/labelled-set';

const row = (value: string, status: ShownRow['status'], source: ShownRow['source'] = 'text'): ShownRow => ({
  kind: 'VIN',
  value,
  status,
  source,
});

describe('judgeImage', () => {
  const vin: ImageTruth = { kind: 'vin', value: '4T1BF1FK5DU276514', status: 'read' };
  const taxId: ImageTruth = { kind: 'tin', value: '2185736400017', status: 'doubtful' };

  it('counts a truth shown exactly and with its ruled status', () => {
    const judged = judgeImage([vin, taxId], [row(vin.value, 'read'), row(taxId.value, 'doubtful')]);
    expect(judged).toMatchObject({ exact: 2, asRuled: 2, truths: 2, wrongReads: [], missed: [] });
  });

  it('a misreading shown read is a wrong read; shown doubtful it is honest', () => {
    const misread = '4T1BF1FK5DU27G514';
    expect(judgeImage([vin], [row(misread, 'read')]).wrongReads).toEqual([row(misread, 'read')]);
    const honest = judgeImage([vin], [row(misread, 'doubtful')]);
    expect(honest.wrongReads).toEqual([]);
    expect(honest.doubtfulMisreads).toEqual([row(misread, 'doubtful')]);
    expect(honest.missed).toEqual([vin]);
  });

  it('a truth that must stay doubtful shown read is a wrong read, though its value is right', () => {
    const judged = judgeImage([taxId], [row(taxId.value, 'read')]);
    expect(judged.exact).toBe(1);
    expect(judged.asRuled).toBe(0);
    expect(judged.wrongReads).toHaveLength(1);
  });

  it('either status is as ruled for a no-check VIN', () => {
    const europe: ImageTruth = { kind: 'vin', value: 'WVWZZZ1JZ3W386752', status: 'either' };
    expect(judgeImage([europe], [row(europe.value, 'read')])).toMatchObject({ asRuled: 1, wrongReads: [] });
    expect(judgeImage([europe], [row(europe.value, 'doubtful')])).toMatchObject({
      asRuled: 1,
      wrongReads: [],
    });
  });
});
