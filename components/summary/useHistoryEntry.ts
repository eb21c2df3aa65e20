import { useEffect, useState } from 'preact/hooks';
import type { HistoryEntry } from '@/utils/history/schema';
import { sendMessage } from '@/utils/messaging/protocol';
import { readBackground } from '@/components/hooks/readBackground';

/**
 * One past answer read from history by id: pages made from an answer (summary, report) never make a call.
 * Undefined while loading, null when it is gone.
 */
export function useHistoryEntry(id: string): HistoryEntry | null | undefined {
  const [entry, setEntry] = useState<HistoryEntry | null>();
  useEffect(() => {
    if (!id) {
      setEntry(null);
      return;
    }
    readBackground(() => sendMessage('ui>bg:getHistoryEntries', { ids: [id] })).then(
      (entries) => setEntry(entries.find((item) => item.id === id) ?? null),
      () => setEntry(null),
    );
  }, [id]);
  return entry;
}
