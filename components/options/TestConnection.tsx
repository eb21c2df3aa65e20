import { i18n } from '#i18n';
import { useState } from 'preact/hooks';
import type { MessageData } from '@/utils/messaging/protocol';
import { sendMessage } from '@/utils/messaging/protocol';
import { requestApiOriginPermission } from '@/utils/permissions/api-origin';
import { StatusMessage, type Status } from '@/components/StatusMessage';
import { describeMessagingError } from '@/components/hooks/useLookup';

/** Free wallet check on the form's values, made by the background: a saved key never reaches this page. */
export function TestConnection({ form }: { form: () => MessageData<'ui>bg:testConnection'> }) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>();

  async function test(): Promise<void> {
    const values = form();
    // Inside the click's user gesture, before anything else is awaited (as Save does).
    await requestApiOriginPermission(values.baseUrl);
    setBusy(true);
    setStatus({ ok: true, text: i18n.t('provider.testing') });
    try {
      const report = await sendMessage('ui>bg:testConnection', values);
      setStatus({ ok: report.ok, text: report.message });
    } catch (error) {
      setStatus({ ok: false, text: describeMessagingError(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div class="test-connection">
      <button type="button" disabled={busy} onClick={() => void test()}>
        {i18n.t('provider.testConnection')}
      </button>{' '}
      <small class="muted">
        {i18n.t('connect.testHint')} {i18n.t('provider.testHint')}
      </small>
      <StatusMessage status={status} />
    </div>
  );
}
