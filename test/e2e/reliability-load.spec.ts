/**
 * Load through the built extension: 200 lookups sent at once from an extension page (the messaging
 * library's wire format) across 50 identifiers, against a slow mock API. Measured at the mock: never more
 * than 4 calls at once, one call per identifier; every caller gets an answer for what it asked; history
 * at its cap keeps the newest entries.
 */
import { historyEntrySchema } from '@/utils/history/schema';
import { configureMockApi, expect, test } from './fixtures';
import { readStoredHistory } from '@/test/support/stored-history';
import { envelope, sendAllAs, sendAs } from '@/test/support/send-as';

const IDENTIFIERS = 50;
const LOOKUPS = 200;
const MAX_CONCURRENT_CALLS = 4;
const HISTORY_LIMIT = 10;

interface Answer {
  res?: { id: string; value: string; fetchedAt: number; payload: { type: string } };
  err?: unknown;
}

/** The most calls the mock was ever serving at the same moment. */
function maxOverlap(calls: readonly { time: number; finishedAt?: number }[]): number {
  const events = calls.flatMap((call) => [
    { at: call.time, change: 1 },
    { at: call.finishedAt ?? Number.POSITIVE_INFINITY, change: -1 },
  ]);
  // Ends before starts at the same millisecond: a slot freed and reused is not an overlap.
  events.sort((a, b) => a.at - b.at || a.change - b.change);
  let current = 0;
  let most = 0;
  for (const event of events) {
    current += event.change;
    most = Math.max(most, current);
  }
  return most;
}

test('200 lookups at once: the cap holds, duplicates merge, everyone is answered, newest history kept', async ({
  openExtensionPage,
  mockApi,
}) => {
  test.setTimeout(90_000);
  await configureMockApi(openExtensionPage, mockApi.url);
  const page = await openExtensionPage('options.html');
  const sender = { role: 'extension-page', page } as const;
  const limit = await sendAs(sender, 'ui>bg:saveSettings', { historyLimit: HISTORY_LIMIT });
  expect(limit.res?.settings.historyLimit).toBe(HISTORY_LIMIT);

  mockApi.reset();
  mockApi.setScenario('slow', { times: IDENTIFIERS, delayMs: 600 });
  const numbers = Array.from({ length: IDENTIFIERS }, (_, index) => `${String(30_000_000 + index)}-0001`);
  // Each identifier four times, interleaved, all sent in the same tick.
  const requested = Array.from({ length: LOOKUPS }, (_, index) => numbers[(index * 13) % IDENTIFIERS] ?? '');
  const answers = await sendAllAs(
    sender,
    requested.map((value) => envelope('ui>bg:lookup', { kind: 'tin', value, trigger: 'popup' })),
  );

  // Everyone is answered, each with the identifier it asked for.
  expect(answers).toHaveLength(LOOKUPS);
  (answers as Answer[]).forEach((answer, index) => {
    expect(answer.err).toBeUndefined();
    expect(answer.res?.value).toBe(requested[index]);
    expect(['taxpayer', 'failure']).toContain(answer.res?.payload.type);
  });

  // At the provider: one call per identifier, never more than the cap at once.
  const calls = mockApi.verificationCalls();
  expect(calls).toHaveLength(IDENTIFIERS);
  const asked = calls.map((call) => (call.body as { number: string }).number).sort();
  expect(asked).toEqual([...numbers].sort());
  await expect.poll(() => calls.every((call) => call.finishedAt !== undefined)).toBe(true);
  const overlap = maxOverlap(calls);
  expect(overlap).toBeLessThanOrEqual(MAX_CONCURRENT_CALLS);
  expect(overlap).toBeGreaterThanOrEqual(2);
  test.info().annotations.push({ type: 'most calls at once', description: String(overlap) });

  // History at its cap: the newest answers, newest first, all valid.
  const history = await readStoredHistory(page);
  expect(history).toHaveLength(HISTORY_LIMIT);
  const entries = history.map((entry) => historyEntrySchema.parse(entry));
  const at = entries.map((entry) => entry.at);
  expect(at).toEqual([...at].sort((a, b) => b - a));
  const unique = new Map((answers as Answer[]).map((answer) => [answer.res?.id, answer.res?.fetchedAt ?? 0]));
  expect(unique.size).toBe(IDENTIFIERS);
  const newest = [...unique.values()].sort((a, b) => b - a)[HISTORY_LIMIT - 1] ?? 0;
  for (const entry of entries) {
    expect(unique.has(entry.id)).toBe(true);
    expect(entry.result.fetchedAt).toBeGreaterThanOrEqual(newest);
  }
});
