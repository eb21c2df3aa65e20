import { describe, expect, it } from 'vitest';
import { uncheckedKindFailure } from '@/utils/background/lookup/stage-policy';
import { english } from '@/test/support/english';
import { stageRun, TIN } from './stage-run-fixture';

describe('policy stage', () => {
  it('refuses a Tax ID the source has no check for, saying so, and marks it', async () => {
    const { run } = await stageRun({ settings: { dataSource: 'api', presetId: 'custom' } });
    const failure = uncheckedKindFailure(run.source, { kind: 'tin', value: '1234567890123' }, english);
    expect(failure).toMatchObject({ code: 'bad_request', noTaxIdCheck: true, retryable: false });
    expect(failure?.message).toContain(run.source.info.label);
  });

  it('lets a legacy TIN and a Tax ID of a source with the check through', async () => {
    const custom = await stageRun({ settings: { dataSource: 'api', presetId: 'custom' } });
    expect(uncheckedKindFailure(custom.run.source, { kind: 'tin', value: TIN }, english)).toBeUndefined();
    const demo = await stageRun();
    expect(
      uncheckedKindFailure(demo.run.source, { kind: 'tin', value: '1234567890123' }, english),
    ).toBeUndefined();
  });
});
