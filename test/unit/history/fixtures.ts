/** History entries for the history tests: small failures by default, or a vehicle with its image. */
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { HistoryEntry } from '@/utils/history/schema';
import { REPORT } from '@/test/support/lookup-harness';

/** Entry `index` of a history: recorded at time `index`, so a higher index is newer. */
export function historyEntry(index: number, options: { vehicle?: boolean } = {}): HistoryEntry {
  const result = {
    id: `id-${index}`,
    kind: 'vin' as const,
    value: `VIN${index}`,
    source: { id: 'demo' as const, label: 'Demo data' },
    fetchedAt: index,
    fromCache: false,
    trigger: 'popup' as const,
    payload: options.vehicle
      ? {
          type: 'vehicle' as const,
          // About the size of a real vehicle answer with its data-URL image.
          report: { ...REPORT, imageUrl: `data:image/svg+xml;base64,${'A'.repeat(4_000)}` },
        }
      : {
          type: 'failure' as const,
          failure: {
            code: 'not_found' as const,
            title: 'No record found',
            message: 'm',
            action: 'a',
            retryable: false,
          },
        },
  };
  return {
    id: result.id,
    at: index,
    kind: 'vin',
    value: result.value,
    source: result.source,
    trigger: 'popup',
    fromCache: false,
    outcome: options.vehicle ? 'success' : 'not_found',
    summary: options.vehicle ? REPORT.name : 'No record found',
    result,
  };
}

/** Ids newest first, as the history lists them: `newestFirst(3)` is ['id-3', 'id-2', 'id-1']. */
export function newestFirst(count: number, from = 1): string[] {
  return Array.from({ length: count }, (_, offset) => `id-${from + count - 1 - offset}`);
}

/** History as storage.local holds it: the index, its version mark, and the ids that have an entry key. */
export async function storedHistory(): Promise<{ index: unknown; meta: unknown; entryIds: string[] }> {
  const all = await fakeBrowser.storage.local.get(null);
  return {
    index: all['history'],
    meta: all['history$'],
    entryIds: Object.keys(all)
      .filter((key) => key.startsWith('history:'))
      .map((key) => key.slice('history:'.length))
      .sort(),
  };
}
