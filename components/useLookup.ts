import { useCallback, useRef, useState } from 'preact/hooks';
import { LOOKUP_WAIT_LIMIT_MS } from '../utils/lookup/limits';
import type { LookupRequest, LookupResult, LookupTrigger } from '../utils/lookup/schema';
import { sendMessage } from '../utils/messaging/protocol';
import type { LookupQuery } from './LookupForm';

export type LookupState =
  | { status: 'idle' }
  | { status: 'loading'; query: LookupQuery }
  | { status: 'done'; result: LookupResult; query: LookupQuery }
  | { status: 'error'; message: string; query: LookupQuery };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The extension did not answer in time. Try again.')), ms);
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
    async (query: LookupQuery, extra: Pick<LookupRequest, 'refresh' | 'acceptWarnings'> = {}) => {
      const ticket = ++latest.current;
      setState({ status: 'loading', query });
      try {
        const result = await withTimeout(
          sendMessage('ui:lookup', { kind: query.kind, value: query.value, trigger, ...extra }),
          LOOKUP_WAIT_LIMIT_MS,
        );
        if (ticket === latest.current) setState({ status: 'done', result, query });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (ticket === latest.current) setState({ status: 'error', message, query });
      }
    },
    [trigger],
  );

  return { state, run };
}
