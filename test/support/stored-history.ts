/**
 * History as the built extension stores it (utils/history/layout.ts: the index under "history", each
 * entry under "history:<id>"), read straight from storage.local by an extension page or the worker, so
 * e2e tests see what a restarted worker would find.
 */
import type { Page, Worker } from '@playwright/test';
import { HISTORY_ENTRY_PREFIX } from '@/utils/history/layout';

/** Both run a function with one argument alike; TypeScript cannot call the union of their overloads. */
type StorageReader = Page | Worker;

/** The index's entries, newest first; null where a row has no entry (which must never happen). */
export function readStoredHistory(target: StorageReader): Promise<unknown[]> {
  return (target as Page).evaluate(async (prefix) => {
    const { history } = await chrome.storage.local.get('history');
    const rows = (history as { rows?: { id: string }[] } | undefined)?.rows ?? [];
    const keys = rows.map((row) => `${prefix}${row.id}`);
    const entries = keys.length > 0 ? await chrome.storage.local.get(keys) : {};
    return keys.map((key) => entries[key] ?? null);
  }, HISTORY_ENTRY_PREFIX);
}

/** Each stored lookup as "trigger:value" (page:1HGCM…, popup:…), newest first: who started it and what. */
export async function historyValues(target: StorageReader): Promise<string[]> {
  const history = (await readStoredHistory(target)) as ({ value: string; trigger: string } | null)[];
  return history.map((entry) => (entry ? `${entry.trigger}:${entry.value}` : 'missing entry'));
}

/** Every key holding a history entry, listed in the index or not. */
export function storedEntryKeys(target: StorageReader): Promise<string[]> {
  return (target as Page).evaluate(
    async (prefix) =>
      Object.keys(await chrome.storage.local.get(null)).filter((key) => key.startsWith(prefix)),
    HISTORY_ENTRY_PREFIX,
  );
}

/** Empties history and its entries, as the user's "Clear history" does, without the worker. */
export function clearStoredHistory(target: StorageReader): Promise<void> {
  return (target as Page).evaluate(async (prefix) => {
    const keys = Object.keys(await chrome.storage.local.get(null)).filter((key) => key.startsWith(prefix));
    await chrome.storage.local.remove(['history', ...keys]);
  }, HISTORY_ENTRY_PREFIX);
}
