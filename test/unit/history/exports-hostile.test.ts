/**
 * Exports under hostile values: whatever a provider or a page put into an identifier, a name or a
 * source label, the history CSV reads back cell for cell (formulas defused), the JSON round-trips,
 * and the settings export never carries a key.
 */
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, historyToCsv, historyToJson } from '@/utils/history/export';
import type { HistoryEntry } from '@/utils/history/schema';
import { DEFAULT_SETTINGS, settingsSchema } from '@/utils/settings/schema';
import { settingsToFile } from '@/utils/settings/file';
import { HOSTILE_STRINGS } from '@/test/support/arbitraries';
import { english } from '@/test/support/english';

const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom(...HOSTILE_STRINGS));

function entry(value: string, summary: string, label: string, index: number): HistoryEntry {
  const result = {
    id: `id-${index}`,
    kind: 'tin' as const,
    value,
    source: { id: 'api' as const, label },
    fetchedAt: 1_700_000_000_000,
    fromCache: false,
    trigger: 'popup' as const,
    payload: {
      type: 'failure' as const,
      failure: { code: 'not_found' as const, title: summary, message: 'm', action: 'a', retryable: false },
    },
  };
  return {
    id: result.id,
    at: result.fetchedAt,
    kind: 'tin',
    value,
    source: result.source,
    trigger: 'popup',
    fromCache: false,
    outcome: 'not_found',
    summary,
    result,
  };
}

describe('history exports with any values', () => {
  it('CSV reads back cell for cell, with formula-like cells defused', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text, text), { minLength: 1, maxLength: 8 }), (rows) => {
        const entries = rows.map(([value, summary, label], index) => entry(value, summary, label, index));
        const csv = historyToCsv(entries, { t: english, timeZone: 'Africa/Lagos' });
        const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: false }).data;
        const column = (name: (typeof CSV_COLUMNS)[number]) => CSV_COLUMNS.indexOf(name);
        expect(parsed[0]).toEqual([...CSV_COLUMNS]);
        entries.forEach((item, index) => {
          const cells = parsed[index + 1] ?? [];
          const expected = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
          expect(cells[column('identifier')]).toBe(expected(item.value));
          expect(cells[column('summary')]).toBe(expected(item.summary));
          expect(cells[column('outcome')]).toBe(expected(item.summary));
          expect(cells[column('data_source')]).toBe(expected(item.source.label));
          // Nothing a spreadsheet would run as a formula.
          for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@]/);
        });
      }),
      { numRuns: 500 },
    );
    // 500 runs of up to 8 rows of 26 cells each: more than the default 5 s on a busy machine.
  }, 20_000);

  it('JSON round-trips every entry exactly', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text, text), { maxLength: 8 }), (rows) => {
        const entries = rows.map(([value, summary, label], index) => entry(value, summary, label, index));
        expect((JSON.parse(historyToJson(entries)) as { entries: unknown }).entries).toEqual(
          entries.map((item) => ({
            ...item,
            atLocal: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
          })),
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('settings export', () => {
  it('has no key field, whatever the settings', () => {
    const file = JSON.parse(settingsToFile({ ...DEFAULT_SETTINGS, appId: 'app-1' })) as {
      settings: Record<string, unknown>;
    };
    expect(Object.keys(file.settings).sort()).toEqual(Object.keys(settingsSchema.shape).sort());
    expect(JSON.stringify(file)).not.toMatch(/apiKey|x-api-key/i);
  });
});
