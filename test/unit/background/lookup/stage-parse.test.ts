import { describe, expect, it } from 'vitest';
import { parseLookupRequest } from '@/utils/background/lookup/stage-parse';
import { english } from '@/test/support/english';
import { stageRun, TIN, VIN } from './stage-run-fixture';

describe('parse stage', () => {
  it('reads a valid VIN as the source takes it, with no warnings', async () => {
    const { run } = await stageRun();
    expect(parseLookupRequest({ value: ` ${VIN} `, trigger: 'popup' }, run.source, english)).toEqual({
      kind: 'vin',
      value: VIN,
      warnings: [],
    });
  });

  it('stops a masked VIN with the free preview failure, naming the characters shown', async () => {
    const { run } = await stageRun();
    const parsed = parseLookupRequest({ value: '1HGCM82633A******', trigger: 'page' }, run.source, english);
    expect(parsed).toMatchObject({ stop: { kind: 'vin', value: '1HGCM82633A******' } });
    if (!('stop' in parsed) || parsed.stop.payload.type !== 'failure') throw new Error('expected a stop');
    expect(parsed.stop.payload.failure.message).toContain('11');
  });

  it('stops an unreadable value with the reason, under the kind it was read as', async () => {
    const { run } = await stageRun();
    const parsed = parseLookupRequest(
      { value: ' 12-34 ', kind: 'tin', trigger: 'popup' },
      run.source,
      english,
    );
    expect(parsed).toMatchObject({ stop: { kind: 'tin', value: '12-34', payload: { type: 'failure' } } });
  });

  it('passes warnings on to be asked, not refused', async () => {
    const { run } = await stageRun();
    const parsed = parseLookupRequest({ value: '8031234567', trigger: 'popup' }, run.source, english);
    expect(parsed).toMatchObject({ kind: 'tin', value: '8031234567' });
    expect('warnings' in parsed && parsed.warnings.length).toBe(1);
    expect(parseLookupRequest({ value: TIN, trigger: 'popup' }, run.source, english)).toMatchObject({
      kind: 'tin',
      warnings: [],
    });
  });
});
