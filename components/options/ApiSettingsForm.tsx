import { useState } from 'preact/hooks';
import { StatusMessage, type Status } from '../StatusMessage';
import { API_PRESETS, PRESET_IDS, validateBaseUrl, type PresetId } from '../../utils/api/presets';
import { sendMessage, type SettingsView } from '../../utils/messaging/protocol';
import { Field } from '../Field';
import { requestApiOriginPermission } from '../../utils/permissions/api-origin';

/**
 * Data source, preset, base URL, key and app ID. Labels are part of the contract outside tests rely on:
 * "Data source", "Preset", "API base URL", "API key", "App ID", "Save".
 */
export function ApiSettingsForm({
  view,
  onSaved,
}: {
  view: SettingsView;
  onSaved: (view: SettingsView) => void;
}) {
  const { settings } = view;
  const [dataSource, setDataSource] = useState(settings.dataSource);
  const [presetId, setPresetId] = useState<PresetId>(settings.presetId);
  const [baseUrl, setBaseUrl] = useState(settings.baseUrl);
  const [apiKey, setApiKey] = useState('');
  const [appId, setAppId] = useState(settings.appId);
  const [sessionOnly, setSessionOnly] = useState(settings.keyPersistence === 'session');
  const [sandboxMode, setSandboxMode] = useState(settings.sandboxMode);
  const [status, setStatus] = useState<Status>();

  const preset = API_PRESETS[presetId];
  const urlProblem = baseUrl.trim() === '' && presetId !== 'custom' ? null : validateBaseUrl(baseUrl);

  async function save(event: Event) {
    event.preventDefault();
    setStatus(undefined);
    if (urlProblem) {
      setStatus({ ok: false, text: urlProblem });
      return;
    }
    // Must run inside the click's user gesture, before anything else is awaited.
    const permission = await requestApiOriginPermission(baseUrl);
    try {
      const persistence = sessionOnly ? 'session' : 'local';
      if (apiKey.trim() !== '') await sendMessage('ui:saveApiKey', { key: apiKey, persistence });
      const saved = await sendMessage('ui:saveSettings', {
        dataSource,
        presetId,
        baseUrl: baseUrl.trim(),
        appId: appId.trim(),
        keyPersistence: persistence,
        sandboxMode,
      });
      setApiKey('');
      onSaved(saved);
      const warning =
        permission === 'denied'
          ? ' The browser did not grant access to that address: calls work only if your gateway allows cross-origin requests.'
          : '';
      setStatus({ ok: true, text: `Settings saved.${warning}` });
    } catch (error) {
      setStatus({ ok: false, text: error instanceof Error ? error.message : String(error) });
    }
  }

  async function removeKey() {
    const saved = await sendMessage('ui:removeApiKey', undefined);
    onSaved(saved);
    setStatus({ ok: true, text: 'API key removed.' });
  }

  return (
    <form class="settings-form" onSubmit={save}>
      <Field
        label="Data source"
        hint="Demo answers from built-in sample records and sends nothing anywhere. API uses your verification account."
      >
        <select value={dataSource} onChange={(e) => setDataSource(e.currentTarget.value as 'demo' | 'api')}>
          <option value="demo">Demo</option>
          <option value="api">API</option>
        </select>
      </Field>
      <fieldset disabled={dataSource === 'demo'} class="settings-form__api">
        <legend>Verification API</legend>
        <Field label="Preset">
          <select value={presetId} onChange={(e) => setPresetId(e.currentTarget.value as PresetId)}>
            {PRESET_IDS.map((id) => (
              <option value={id} key={id}>
                {API_PRESETS[id].label}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label="API base URL"
          hint={
            (presetId === 'custom'
              ? 'Required for Custom.'
              : `Leave empty to use ${preset.defaultBaseUrl}.`) +
            (preset.sandboxBaseUrl ? ` Sandbox: ${preset.sandboxBaseUrl}` : '')
          }
        >
          <input
            type="url"
            value={baseUrl}
            placeholder={preset.defaultBaseUrl || 'https://your-gateway.example.com'}
            onInput={(e) => setBaseUrl(e.currentTarget.value)}
            aria-invalid={urlProblem ? 'true' : 'false'}
            spellcheck={false}
          />
        </Field>
        <Field label="API key">
          <input
            type="password"
            value={apiKey}
            autocomplete="off"
            placeholder={
              view.apiKey.hasKey ? `Saved (${view.apiKey.masked}); type to replace` : 'Your secret key'
            }
            onInput={(e) => setApiKey(e.currentTarget.value)}
          />
        </Field>
        {view.apiKey.hasKey && (
          <button type="button" class="link" onClick={removeKey}>
            Remove saved key
          </button>
        )}
        <label class="toggle">
          <input
            type="checkbox"
            checked={sessionOnly}
            onChange={(e) => setSessionOnly(e.currentTarget.checked)}
          />
          Remember the key only until the browser closes
        </label>
        <Field label="App ID">
          <input
            value={appId}
            onInput={(e) => setAppId(e.currentTarget.value)}
            placeholder="Optional"
            spellcheck={false}
          />
        </Field>
        <label class="toggle">
          <input
            type="checkbox"
            checked={sandboxMode}
            onChange={(e) => setSandboxMode(e.currentTarget.checked)}
          />
          Sandbox mode (accept test values such as VIN AAA00000000)
        </label>
      </fieldset>
      <button type="submit">Save</button>
      <StatusMessage status={status} />
    </form>
  );
}
