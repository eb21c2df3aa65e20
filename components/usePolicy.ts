import { useCallback, useEffect, useState } from 'preact/hooks';
import { sendMessage } from '@/utils/messaging/protocol';
import { NO_POLICY, type PolicyView } from '@/utils/policy/view';
import { readBackground } from './readBackground';
import { useManagedChanges } from './useManagedChanges';

// One question per page, however many views ask: a report shows next checks in several places.
let asked: Promise<PolicyView> | undefined;

function askPolicy(): Promise<PolicyView> {
  asked ??= readBackground(() => sendMessage('ui>bg:getState', undefined)).then(
    (view) => view.policy,
    () => NO_POLICY,
  );
  return asked;
}

/** The organisation's policy as the background reports it, followed live; none until it answers. */
export function usePolicy(): PolicyView {
  const [policy, setPolicy] = useState<PolicyView>(NO_POLICY);
  const load = useCallback(() => void askPolicy().then(setPolicy), []);
  const reload = useCallback(() => {
    asked = undefined;
    load();
  }, [load]);
  useEffect(load, [load]);
  useManagedChanges(reload);
  return policy;
}
