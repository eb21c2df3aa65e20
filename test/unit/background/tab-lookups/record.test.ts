import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { LOOKUP_WAIT_LIMIT_MS } from '@/utils/lookup/limits';
import { forgetTab, recordTabLookup, settleInterruptedLookups } from '@/utils/background/tab-lookups/record';
import { isInterrupted, tabLookupsItem } from '@/utils/panel/tab-lookups';

const running = {
  id: 'a',
  kind: 'vin' as const,
  value: '4T1BF1FK5DU276514',
  trigger: 'page' as const,
  startedAt: 1000,
};

describe('tab lookups', () => {
  beforeEach(() => fakeBrowser.reset());

  it('replaces a running lookup by its answer, newest first per tab', async () => {
    await recordTabLookup(7, running);
    await recordTabLookup(7, { ...running, id: 'b' });
    await recordTabLookup(7, { ...running, result: undefined, startedAt: 2000 });
    expect((await tabLookupsItem.getValue())[7]?.map((lookup) => lookup.id)).toEqual(['a', 'b']);
    await forgetTab(7);
    expect(await tabLookupsItem.getValue()).toEqual({});
  });

  it('marks lookups left running by a stopped worker as interrupted at the next start', async () => {
    await recordTabLookup(3, running);
    expect(isInterrupted((await tabLookupsItem.getValue())[3]![0]!, 2000)).toBe(false);
    await settleInterruptedLookups(5000);
    const [lookup] = (await tabLookupsItem.getValue())[3]!;
    expect(lookup?.interruptedAt).toBe(5000);
    expect(isInterrupted(lookup!, 5001)).toBe(true);
  });

  it('gives up waiting after the lookup limit even without a restart', () => {
    expect(isInterrupted(running, running.startedAt + LOOKUP_WAIT_LIMIT_MS)).toBe(false);
    expect(isInterrupted(running, running.startedAt + LOOKUP_WAIT_LIMIT_MS + 1)).toBe(true);
  });
});
