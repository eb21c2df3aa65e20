import { i18n } from '#i18n';
import { useState } from 'preact/hooks';
import { StatusMessage, type Status } from '@/components/StatusMessage';
import { sendMessage, type SettingsView } from '@/utils/messaging/protocol';
import { downloadText } from '@/utils/format/download';
import { settingsFileSchema, settingsToFile } from '@/utils/settings/file';

type Pending = 'history' | 'cache' | undefined;

/** Clearing (after a confirmation), and moving settings between browsers (never the key). */
export function DataManagement({
  view,
  onSaved,
}: {
  view: SettingsView;
  onSaved: (view: SettingsView) => void;
}) {
  const [pending, setPending] = useState<Pending>();
  const [status, setStatus] = useState<Status>();

  async function clear(what: 'history' | 'cache') {
    setPending(undefined);
    await sendMessage(what === 'history' ? 'ui>bg:clearHistory' : 'ui>bg:clearCache', undefined);
    setStatus({
      ok: true,
      text: what === 'history' ? i18n.t('options.historyCleared') : i18n.t('options.cacheCleared'),
    });
  }

  async function importFile(file: File | undefined) {
    if (!file) return;
    try {
      const parsed = settingsFileSchema.safeParse(JSON.parse(await file.text()));
      if (!parsed.success) throw new Error('invalid');
      onSaved(await sendMessage('ui>bg:saveSettings', parsed.data.settings));
      setStatus({ ok: true, text: i18n.t('options.imported') });
    } catch {
      setStatus({
        ok: false,
        text: i18n.t('options.importFailed'),
      });
    }
  }

  return (
    <div class="data-management">
      <div class="button-row">
        <button type="button" class="danger" onClick={() => setPending('history')}>
          {i18n.t('options.clearHistory')}
        </button>
        <button type="button" class="danger" onClick={() => setPending('cache')}>
          {i18n.t('options.clearCache')}
        </button>
      </div>
      {pending && (
        <div class="warning" role="alertdialog" aria-label={i18n.t('options.confirmClearLabel', [pending])}>
          <p>
            {pending === 'history'
              ? i18n.t('options.confirmClearHistory')
              : i18n.t('options.confirmClearCache')}
          </p>
          <button type="button" class="danger" onClick={() => void clear(pending)}>
            {pending === 'history' ? i18n.t('options.yesClearHistory') : i18n.t('options.yesClearCache')}
          </button>{' '}
          <button type="button" class="link" onClick={() => setPending(undefined)}>
            {i18n.t('panel.cancel')}
          </button>
        </div>
      )}
      <div class="button-row">
        <button
          type="button"
          onClick={() =>
            downloadText('vin-tin-lookup-settings.json', settingsToFile(view.settings), 'application/json')
          }
        >
          {i18n.t('options.exportSettings')}
        </button>
        <label class="file-button">
          {i18n.t('options.importSettings')}
          <input
            type="file"
            accept="application/json,.json"
            onChange={(e) => void importFile(e.currentTarget.files?.[0])}
          />
        </label>
      </div>
      <StatusMessage status={status} />
    </div>
  );
}
