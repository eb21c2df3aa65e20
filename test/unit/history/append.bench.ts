/**
 * What recording one lookup, and answering one from the cache, cost with 500 entries already in history
 * and a full cache (300 answers): `npx vitest bench --run test/unit/history`. Storage is WXT's fake browser with a JSON round trip on
 * every get and set, as the browser serialises every value it stores; each answer is a real vehicle
 * answer (demo data, with its data-URL image). Not a test: figures only.
 */
import { beforeAll, bench, describe } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { HistoryEntry } from '@/utils/history/schema';
import { readHistory } from '@/utils/background/history/store';
import { readCache } from '@/utils/background/cache/store';
import { saveLookup } from '@/utils/background/lookup/save-lookup';
import type { LookupResult } from '@/utils/lookup/schema';
import { createSourceCaller } from '@/utils/background/lookup/sources';
import { DEFAULT_SETTINGS } from '@/utils/settings/schema';
import { english } from '@/test/support/english';

const HISTORY_SIZE = 500;
const CACHE_SIZE = 300;
const RUN = { time: 3_000 };
const DAY_MS = 86_400_000;
let counter = 0;
let template: LookupResult;

function nextEntry(): HistoryEntry {
  const id = `entry-${++counter}`;
  const result = { ...template, id, fetchedAt: counter };
  return {
    id,
    at: counter,
    kind: 'vin',
    value: result.value,
    source: result.source,
    trigger: 'popup',
    fromCache: false,
    outcome: 'success',
    summary: 'A vehicle',
    result,
  };
}

function serialiseStorage(): void {
  const area = fakeBrowser.storage.local;
  const get = area.get.bind(area);
  const set = area.set.bind(area);
  area.get = (async (keys?: unknown) =>
    JSON.parse(JSON.stringify(await get(keys as never)))) as typeof area.get;
  area.set = (async (items: Record<string, unknown>) =>
    set(JSON.parse(JSON.stringify(items)))) as typeof area.set;
}

beforeAll(async () => {
  fakeBrowser.reset();
  serialiseStorage();
  const outcome = await createSourceCaller(async () => undefined, { t: english }).vehicle(
    DEFAULT_SETTINGS,
    '4T1BF1FK5DU276514',
  );
  if (!outcome.ok) throw new Error('the demo vehicle did not answer');
  template = {
    id: '',
    kind: 'vin',
    value: '4T1BF1FK5DU276514',
    source: { id: 'demo', label: 'Demo data' },
    fetchedAt: 0,
    fromCache: false,
    trigger: 'popup',
    payload: { type: 'vehicle', report: outcome.data },
  };
  const seeded = Array.from({ length: HISTORY_SIZE }, () => nextEntry()).reverse();
  const cache = seeded
    .slice(0, CACHE_SIZE)
    .map((entry) => ({ key: `demo|vin|${entry.id}`, storedAt: entry.at, result: entry.result }));
  // Stored as the single lists older versions wrote; reading them once moves them to today's layout.
  await fakeBrowser.storage.local.set({ history: seeded, cache });
  if ((await readHistory()).length !== HISTORY_SIZE) throw new Error('history was not seeded');
  const newest = cache[0];
  if (!newest || !(await readCache(newest.key, DAY_MS, newest.storedAt)))
    throw new Error('cache was not seeded');
  console.log(`one entry: ${JSON.stringify(nextEntry()).length} bytes as JSON`);
}, 60_000);

describe(`history at ${HISTORY_SIZE} entries (cap ${HISTORY_SIZE})`, () => {
  bench(
    'append one entry (a cache hit: history only)',
    async () => {
      await saveLookup({ entry: nextEntry(), historyLimit: HISTORY_SIZE });
    },
    RUN,
  );

  bench(
    'store a fresh answer (cache + history)',
    async () => {
      const entry = nextEntry();
      await saveLookup({
        entry,
        historyLimit: HISTORY_SIZE,
        cache: { key: `demo|vin|${entry.id}`, storedAt: entry.at },
      });
    },
    RUN,
  );
});

describe(`cache at ${CACHE_SIZE} answers`, () => {
  let hit: HistoryEntry | undefined;
  /** Stored once the cases above added theirs, so the cap keeps it; the warm-up pays for it. */
  async function storedHit(): Promise<HistoryEntry> {
    const entry = nextEntry();
    await saveLookup({
      entry,
      historyLimit: HISTORY_SIZE,
      cache: { key: `demo|vin|${entry.id}`, storedAt: entry.at },
    });
    return entry;
  }

  bench(
    'a cache hit (read one answer)',
    async () => {
      hit ??= await storedHit();
      if (!(await readCache(`demo|vin|${hit.id}`, DAY_MS, hit.at))) throw new Error('no cache hit');
    },
    RUN,
  );
});
