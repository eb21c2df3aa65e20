import { i18n } from '#i18n';
import { useState } from 'preact/hooks';
import { sendMessage, type SettingsView } from '@/utils/messaging/protocol';
import { Field } from '@/components/Field';
import { StatusMessage, type Status } from '@/components/StatusMessage';

/** Options: the bulk page's per-run limit of paid lookups, and the way to the page. */
export function BulkLimitSetting({
  view,
  onSaved,
}: {
  view: SettingsView;
  onSaved: (view: SettingsView) => void;
}) {
  const [limit, setLimit] = useState(String(view.settings.bulkRunLimit));
  const [status, setStatus] = useState<Status>();
  async function save(event: Event) {
    event.preventDefault();
    try {
      onSaved(await sendMessage('ui>bg:saveSettings', { bulkRunLimit: Math.round(Number(limit)) }));
      setStatus({ ok: true, text: i18n.t('bulk.limitSaved') });
    } catch {
      setStatus({ ok: false, text: i18n.t('bulk.limitInvalid') });
    }
  }
  return (
    <form class="settings-form" onSubmit={save} aria-labelledby="bulk-limit-heading">
      <h2 id="bulk-limit-heading">{i18n.t('bulk.title')}</h2>
      <Field label={i18n.t('bulk.runLimit')} hint={i18n.t('bulk.runLimitHint')}>
        <input
          type="number"
          min={1}
          max={20000}
          step={1}
          value={limit}
          onInput={(e) => setLimit(e.currentTarget.value)}
        />
      </Field>
      <button type="submit">{i18n.t('bulk.saveLimit')}</button>
      <a href="/bulk.html" target="_blank">
        {i18n.t('bulk.open')}
      </a>
      <StatusMessage status={status} />
    </form>
  );
}
