import { i18n } from '#i18n';
import { useCallback, useRef, useState } from 'preact/hooks';
import { LOOKUP_WAIT_LIMIT_MS } from '@/utils/lookup/limits';
import type { LookupRequest, LookupResult, LookupTrigger } from '@/utils/lookup/schema';
import { sendMessage } from '@/utils/messaging/protocol';
import type { LookupQuery } from '@/utils/lookup/schema';

export type LookupState =
  | { status: 'idle' }
  | { status: 'loading'; query: LookupQuery }
  | { status: 'done'; result: LookupResult; query: LookupQuery }
  | { status: 'error'; message: string; query: LookupQuery };

// What Chrome and Firefox say when the worker stopped (or was restarted) while a page waited for it.
const WORKER_GONE =
  /message channel closed|message port closed|receiving end does not exist|context invalidated/i;

export function isWorkerGoneError(error: unknown): boolean {
  return WORKER_GONE.test(error instanceof Error ? error.message : String(error));
}

/** A sentence for the user: what happened and what a retry costs, never the browser's internals. */
export function describeMessagingError(error: unknown): string {
  if (isWorkerGoneError(error)) return i18n.t('lookup.workerRestarted');
  return error instanceof Error ? error.message : String(error);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(i18n.t('lookup.noAnswer'))), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

/** Sends lookups to the background and keeps the latest answer; a newer lookup supersedes an older one. */
export function useLookup(trigger: LookupTrigger) {
  const [state, setState] = useState<LookupState>({ status: 'idle' });
  const latest = useRef(0);

  const run = useCallback(
    async (
      query: LookupQuery,
      extra: Pick<LookupRequest, 'refresh' | 'acceptWarnings' | 'confirmCost' | 'nameClaim'> = {},
    ) => {
      const ticket = ++latest.current;
      setState({ status: 'loading', query });
      try {
        const result = await withTimeout(
          sendMessage('ui>bg:lookup', { kind: query.kind, value: query.value, trigger, ...extra }),
          LOOKUP_WAIT_LIMIT_MS,
        );
        if (ticket === latest.current) setState({ status: 'done', result, query });
      } catch (error) {
        if (ticket === latest.current)
          setState({ status: 'error', message: describeMessagingError(error), query });
      }
    },
    [trigger],
  );

  /** The answer or failure on show no longer applies (its field changed): nothing of it stays to click. */
  const clear = useCallback(() => {
    setState((current) => {
      if (current.status === 'loading' || current.status === 'idle') return current;
      latest.current++;
      return { status: 'idle' };
    });
  }, []);

  return { state, run, clear };
}
