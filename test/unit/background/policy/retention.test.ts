import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveLookup } from '@/utils/background/lookup/save-lookup';
import { applyHistoryRetention } from '@/utils/background/policy/retention';
import { listHistory } from '@/utils/background/history/store';
import { historyEntry, storedHistory } from '@/test/unit/history/fixtures';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 26, 12);

async function record(daysAgo: number, index: number): Promise<void> {
  await saveLookup({ entry: { ...historyEntry(index), at: NOW - daysAgo * DAY }, historyLimit: 500 });
}

describe("the organisation's history retention", () => {
  beforeEach(() => fakeBrowser.reset());

  it('keeps everything without a policy', async () => {
    await record(400, 1);
    expect(await applyHistoryRetention(NOW)).toBe(0);
    expect(await listHistory()).toHaveLength(1);
  });

  it('removes entries older than historyDays, index and entries both', async () => {
    await record(40, 1);
    await record(31, 2);
    await record(29, 3);
    await record(0, 4);
    await fakeBrowser.storage.managed.set({ historyDays: 30 });
    expect(await applyHistoryRetention(NOW)).toBe(2);
    expect((await listHistory()).map((row) => row.id)).toEqual(['id-4', 'id-3']);
    expect((await storedHistory()).entryIds.sort()).toEqual(['id-3', 'id-4']);
  });
});
