import { describe, expect, it } from 'vitest';
import { createSourceCaller } from '@/utils/background/lookup/sources';
import { DEFAULT_SETTINGS } from '@/utils/settings/schema';
import { english } from '@/test/support/english';

const demo = { ...DEFAULT_SETTINGS, dataSource: 'demo' as const };
const caller = createSourceCaller(async () => undefined, { t: english });

describe('demo data source', () => {
  it('says an unknown VIN is not in the demo, not that it has a typo', async () => {
    const outcome = await caller.vehicle(demo, '1HGCM82633A004352');
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.failure.code).toBe('not_found');
    expect(outcome.failure.title).toBe('Not in the demo data');
    expect(outcome.failure.message).not.toMatch(/typo/i);
    expect(outcome.failure.action).toMatch(/API key in Options/);
  });

  it('says the same of an unknown taxpayer', async () => {
    const outcome = await caller.taxpayer(demo, 'tin', '99999999-0001');
    expect(outcome.ok ? undefined : outcome.failure.title).toBe('Not in the demo data');
  });

  it('answers its samples', async () => {
    const outcome = await caller.vehicle(demo, '4T1BF1FK5DU276514');
    expect(outcome.ok).toBe(true);
  });
});
