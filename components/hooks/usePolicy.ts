import { useCallback, useEffect, useState } from 'preact/hooks';
import { sendMessage } from '@/utils/messaging/protocol';
import { NO_POLICY, type PolicyView } from '@/utils/policy/view';
import { useManagedChanges } from '@/components/hooks/useManagedChanges';

// One question per page, however many views ask: a report shows next checks in several places.
let asked: Promise<PolicyView> | undefined;

function askPolicy(): Promise<PolicyView> {
  // A free read: a stopped worker drops the first request, and asking again wakes a new one. (Not
  // readBackground, which would close an import cycle through the lookup views.)
  const ask = () => sendMessage('ui>bg:getState', undefined);
  asked ??= ask()
    .catch(ask)
    .then(
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
