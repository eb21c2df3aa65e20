import { i18n } from '#i18n';
import { useState } from 'preact/hooks';
import type { LookupResult } from '@/utils/lookup/schema';
import { sendMessage } from '@/utils/messaging/protocol';
import { describeMessagingError } from '@/components/hooks/useLookup';

/** "Check status" for a PENDING answer: the free status check, never a second lookup. */
export function useStatusCheck(result: LookupResult) {
  const [checked, setChecked] = useState<LookupResult>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();
  const { payload } = result;
  const reference =
    payload.type === 'failure' && payload.failure.code === 'pending' ? payload.failure.reference : undefined;

  async function check(): Promise<void> {
    if (!reference || !result.kind || busy) return;
    setBusy(true);
    setMessage(i18n.t('provider.checkingStatus'));
    try {
      const answer = await sendMessage('ui>bg:checkStatus', {
        kind: result.kind,
        value: result.value,
        reference,
        trigger: result.trigger,
      });
      setMessage(undefined);
      setChecked(answer);
    } catch (error) {
      setMessage(describeMessagingError(error));
    } finally {
      setBusy(false);
    }
  }

  return { checked, busy, message, check: reference ? () => void check() : undefined };
}
