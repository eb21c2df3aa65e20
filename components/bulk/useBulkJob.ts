/**
 * The page's view of a job: progress, items synced by change number (only what changed), input rows.
 * Pushed, not polled: the background raises a session item at each change of a job
 * (utils/bulk/progress-signal.ts) and the page reads what changed then.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { BULK_PAGE_SIZE } from '@/utils/bulk/messages';
import type { BulkItem, BulkProgress, BulkRow } from '@/utils/bulk/schema';
import { sendMessage } from '@/utils/messaging/protocol';
import { readBackground } from '@/components/hooks/readBackground';
import { browser } from 'wxt/browser';
import { BULK_PAGE_PORT, bulkChangedItem } from '@/utils/bulk/progress-signal';

export interface BulkJobView {
  progress?: BulkProgress;
  rows: BulkRow[];
  items: Map<string, BulkItem>;
  /** Bumped whenever items change, for memoised views. */
  version: number;
  error?: string;
}

export function useBulkJob(jobId: string | undefined) {
  const [view, setView] = useState<BulkJobView>({ rows: [], items: new Map(), version: 0 });
  const state = useRef({
    jobId,
    rowsOf: undefined as string | undefined,
    seq: 0,
    items: new Map<string, BulkItem>(),
    version: 0,
    shape: '',
  });

  const refresh = useCallback(async () => {
    const current = state.current;
    const progress = await readBackground(() =>
      sendMessage('ui>bg:bulkProgress', current.jobId ? { jobId: current.jobId } : {}),
    );
    if (!progress) return undefined;
    const id = progress.job.id;
    if (current.rowsOf !== id) {
      // A new job: its rows once, then its items from the start.
      Object.assign(current, { jobId: id, rowsOf: id, seq: 0, items: new Map() });
      const rows: BulkRow[] = [];
      for (;;) {
        const page = await readBackground(() =>
          sendMessage('ui>bg:bulkRows', { jobId: id, offset: rows.length }),
        );
        rows.push(...page);
        if (page.length < BULK_PAGE_SIZE) break;
      }
      setView((old) => ({ ...old, rows }));
    }
    let changed = false;
    for (;;) {
      const page = await readBackground(() =>
        sendMessage('ui>bg:bulkItems', { jobId: id, sinceSeq: current.seq }),
      );
      for (const item of page) {
        current.items.set(item.key, item);
        current.seq = Math.max(current.seq, item.seq);
      }
      changed ||= page.length > 0;
      if (page.length < BULK_PAGE_SIZE) break;
    }
    // An unchanged answer renders nothing: a long run signals often.
    const shape = JSON.stringify(progress);
    if (!changed && shape === current.shape) return progress;
    current.shape = shape;
    if (changed) current.version++;
    setView((old) => ({ ...old, progress, items: current.items, version: current.version }));
    return progress;
  }, []);

  const show = useCallback(
    (id: string | undefined) => {
      state.current.jobId = id;
      state.current.rowsOf = undefined;
      state.current.shape = '';
      return refresh();
    },
    [refresh],
  );

  useEffect(() => {
    state.current.jobId = jobId;
    let stopped = false;
    let reading = false;
    let again = false;
    let port: ReturnType<typeof browser.runtime.connect> | undefined;
    // Held while a run is busy: a worker stopped mid-run drops it, and the read it prompts wakes a new one.
    const holdPort = (busy: boolean) => {
      if (!busy || stopped) {
        port?.disconnect();
        port = undefined;
        return;
      }
      if (port) return;
      port = browser.runtime.connect({ name: BULK_PAGE_PORT });
      port.onDisconnect.addListener(() => {
        port = undefined;
        if (!stopped) void read();
      });
    };
    // One read at a time; a change signalled during a read is read right after it, so none is missed.
    const read = async () => {
      if (reading) return void (again = true);
      reading = true;
      do {
        again = false;
        try {
          const progress = await refresh();
          holdPort(!!progress && (progress.job.state === 'running' || progress.sending > 0));
        } catch (error) {
          if (!stopped)
            setView((old) => ({ ...old, error: error instanceof Error ? error.message : String(error) }));
        }
      } while (again && !stopped);
      reading = false;
    };
    void read();
    const unwatch = bulkChangedItem.watch(() => void read());
    // A page brought back to view reads again: a change may have come while the worker could not signal.
    const onVisible = () => document.visibilityState === 'visible' && void read();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      holdPort(false);
      unwatch();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);

  return { view, refresh, show };
}
