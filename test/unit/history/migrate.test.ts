/**
 * The move from the single "history" list (version 1) to one key per entry plus an index (version 2):
 * once, at start-up through WXT's versioned item or whenever an old list turns up later; idempotent;
 * a worker stopped at any moment leaves the old list or the new layout, and the next start completes
 * it with nothing lost and nothing twice; corrupted data is tolerated.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { migrateHistory } from '@/utils/background/history/migrate';
import type { HistoryEntry } from '@/utils/history/schema';
import { listHistory, readHistory } from '@/utils/background/history/store';
import { noticeItem } from '@/utils/background/storage/notices';
import { bytesInUse, limitStorage, stopWorkerAfter, settled } from '@/test/support/storage-faults';
import { GARBAGE } from '@/test/support/lookup-harness';
import { historyEntry, newestFirst, storedHistory } from './fixtures';

const local = fakeBrowser.storage.local;

/** The list version 1 stored: newest first. */
function oldList(count: number, options: { vehicle?: boolean } = {}): HistoryEntry[] {
  return Array.from({ length: count }, (_, offset) => historyEntry(count - offset, options));
}

/** The store as a freshly started worker loads it: WXT's item definitions run their migrations. */
async function startWorker(): Promise<typeof import('@/utils/background/history/store')> {
  vi.resetModules();
  return import('@/utils/background/history/store');
}

beforeEach(() => {
  fakeBrowser.reset();
});

describe('moving the old list to one key per entry', () => {
  it('at start-up, in one write: every entry under its own key, the index newest first, version 2', async () => {
    const list = oldList(5);
    await local.set({ history: list });
    const writes: string[][] = [];
    const set = local.set.bind(local);
    vi.spyOn(local, 'set').mockImplementation(async (items: Record<string, unknown>) => {
      writes.push(Object.keys(items));
      await set(items);
    });
    const store = await startWorker();
    expect(await store.readHistory()).toEqual(list);
    const stored = await storedHistory();
    expect(stored.entryIds).toEqual(newestFirst(5).sort());
    expect(stored.meta).toEqual({ v: 2 });
    expect(stored.index).toEqual({ rows: list.map(({ result: _result, ...row }) => row), trash: [] });
    // Ours, with the entries; then WXT's own write of the value it was handed back (the same index).
    expect(writes[0]).toHaveLength(5 + 2);
    expect(writes.slice(1)).toEqual([['history', 'history$']]);
  });

  it('an old list found after start-up (written by an older version) is moved the same way', async () => {
    await listHistory();
    const list = oldList(4);
    await local.set({ history: list });
    expect(await readHistory()).toEqual(list);
    expect((await storedHistory()).entryIds).toEqual(newestFirst(4).sort());
  });

  it('runs once: a second start, or a second run, changes nothing', async () => {
    await local.set({ history: oldList(5) });
    await (await startWorker()).listHistory();
    const after = await local.get(null);
    const set = vi.spyOn(local, 'set');
    await (await startWorker()).listHistory();
    expect(await migrateHistory(after['history'])).toEqual(after['history']);
    expect(set).not.toHaveBeenCalled();
    expect(await local.get(null)).toEqual(after);
  });

  it('a worker stopped at any moment leaves the old list or the new layout; the next start completes it', async () => {
    const list = oldList(10);
    for (let stopAfter = 0; ; stopAfter++) {
      fakeBrowser.reset();
      await local.set({ history: list });
      const stop = stopWorkerAfter(stopAfter, { hang: true });
      const store = await startWorker();
      void store.listHistory();
      await settled(stop);
      stop.restore();

      const stored = await local.get(null);
      if (Array.isArray(stored['history'])) {
        expect(stored['history'], `stopped after ${stopAfter} calls`).toEqual(list);
      } else {
        expect((await storedHistory()).entryIds).toEqual(newestFirst(10).sort());
      }
      const next = await startWorker();
      expect(await next.readHistory(), `stopped after ${stopAfter} calls`).toEqual(list);
      expect((await storedHistory()).entryIds).toEqual(newestFirst(10).sort());
      if (stop.made < stopAfter) break;
    }
  });
});

describe('old or damaged data', () => {
  it('an old list keeps its valid entries and drops the rest, a repeated id once', async () => {
    await local.set({
      history: [
        historyEntry(3),
        { broken: true },
        null,
        historyEntry(2),
        'x',
        historyEntry(2),
        historyEntry(1),
      ],
    });
    expect((await readHistory()).map((entry) => entry.id)).toEqual(newestFirst(3));
  });

  it.each(GARBAGE.map((value) => [JSON.stringify(value), value]))(
    'history holding %s at start-up reads as the valid entries, without an error',
    async (_label, value) => {
      await local.set({ history: value });
      const errors = vi.spyOn(console, 'error');
      const store = await startWorker();
      expect(await store.listHistory()).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      expect((await storedHistory()).meta).toEqual({ v: 2 });
    },
  );

  it('entries already under their own keys are kept, each once (an older version wrote a list meanwhile)', async () => {
    await local.set({
      history: [historyEntry(4), historyEntry(2)],
      'history:id-2': historyEntry(2),
      'history:id-3': historyEntry(3),
      'history:id-1': historyEntry(1),
      'history:id-9': { broken: true },
    });
    expect((await readHistory()).map((entry) => entry.id)).toEqual(newestFirst(4));
    // The unreadable key is in the trash, and goes with the next write.
    expect((await storedHistory()).index).toMatchObject({ trash: ['id-9'] });
  });

  it('an index that lost its version mark is kept as it is', async () => {
    await local.set({ history: oldList(3) });
    await (await startWorker()).listHistory();
    await local.remove('history$');
    const before = await local.get(null);
    const store = await startWorker();
    expect((await store.listHistory()).map((row) => row.id)).toEqual(newestFirst(3));
    expect({ ...(await local.get(null)), history$: undefined }).toEqual({ ...before, history$: undefined });
    expect((await storedHistory()).meta).toEqual({ v: 2 });
  });

  it('an unreadable index is rebuilt from the stored entries, newest first', async () => {
    await local.set({ history: oldList(3) });
    await listHistory();
    await local.set({ history: 'garbage' });
    expect((await readHistory()).map((entry) => entry.id)).toEqual(newestFirst(3));
  });

  it('when storage is too full for the index, the newest entries stay and the user is told', async () => {
    await local.set({ history: oldList(6, { vehicle: true }) });
    limitStorage((await bytesInUse()) + 300);
    const ids = (await listHistory()).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual(newestFirst(ids.length, 7 - ids.length));
    expect(ids.length).toBeLessThan(6);
    expect((await storedHistory()).entryIds).toEqual([...ids].sort());
    expect((await noticeItem.getValue()).join(' ')).toMatch(/Storage is full/);
  });
});
