import { useState } from 'preact/hooks';
import { StatusMessage, type Status } from '../StatusMessage';
import { sendMessage, type SettingsView } from '../../utils/messaging/protocol';
import { downloadText } from '../../utils/format/download';
import { settingsFileSchema, settingsToFile } from '../../utils/settings/file';

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
    await sendMessage(what === 'history' ? 'ui:clearHistory' : 'ui:clearCache', undefined);
    setStatus({
      ok: true,
      text:
        what === 'history' ? 'History cleared.' : 'Cache cleared: the next lookups will call the API again.',
    });
  }

  async function importFile(file: File | undefined) {
    if (!file) return;
    try {
      const parsed = settingsFileSchema.safeParse(JSON.parse(await file.text()));
      if (!parsed.success) throw new Error('invalid');
      onSaved(await sendMessage('ui:saveSettings', parsed.data.settings));
      setStatus({ ok: true, text: 'Settings imported. Add your API key separately: it is never exported.' });
    } catch {
      setStatus({
        ok: false,
        text: 'That file is not a VIN & TIN Lookup settings export. Nothing was changed.',
      });
    }
  }

  return (
    <div class="data-management">
      <div class="button-row">
        <button type="button" onClick={() => setPending('history')}>
          Clear history…
        </button>
        <button type="button" onClick={() => setPending('cache')}>
          Clear cache…
        </button>
      </div>
      {pending && (
        <div class="warning" role="alertdialog" aria-label={`Confirm clearing the ${pending}`}>
          <p>
            {pending === 'history'
              ? 'Delete every past lookup from this browser? Records you paid for will be gone.'
              : 'Forget every cached answer? Repeat lookups will make new paid calls.'}
          </p>
          <button type="button" onClick={() => void clear(pending)}>
            Yes, clear the {pending}
          </button>{' '}
          <button type="button" class="link" onClick={() => setPending(undefined)}>
            Cancel
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
          Export settings
        </button>
        <label class="file-button">
          Import settings
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
