import { i18n } from '#i18n';
import { useState } from 'preact/hooks';
import { StatusMessage, type Status } from '@/components/StatusMessage';
import {
  API_PRESETS,
  PRESET_IDS,
  SPEC_TIN_PATH,
  SPEC_VIN_PATH,
  BUSINESS_TAX_PATH,
  validateApiPath,
  validateBaseUrl,
  type PresetId,
} from '@/utils/api/presets';
import { TestConnection } from './TestConnection';
import { sendMessage, type SettingsView } from '@/utils/messaging/protocol';
import { Field } from '@/components/Field';
import { describeMessagingError } from '@/components/useLookup';
import { requestApiOriginPermission } from '@/utils/permissions/api-origin';
import type { LockedField } from '@/utils/policy/view';

/** Data source, preset, base URL, key and app ID; the field labels are a contract tests rely on. */
export function ApiSettingsForm({
  view,
  onSaved,
}: {
  view: SettingsView;
  onSaved: (view: SettingsView) => void;
}) {
  const { settings } = view;
  // A field the organisation sets is read-only here; the background refuses a change anyway.
  const locked = (field: LockedField) => view.policy.locked.includes(field);
  const orHint = (field: LockedField, hint: string) => (locked(field) ? i18n.t('policy.heading') : hint);
  const [dataSource, setDataSource] = useState(settings.dataSource);
  const [presetId, setPresetId] = useState<PresetId>(settings.presetId);
  const [baseUrl, setBaseUrl] = useState(settings.baseUrl);
  const [apiKey, setApiKey] = useState('');
  const [appId, setAppId] = useState(settings.appId);
  const [sessionOnly, setSessionOnly] = useState(settings.keyPersistence === 'session');
  const [sandboxMode, setSandboxMode] = useState(settings.sandboxMode);
  const [vinPath, setVinPath] = useState(settings.customVinPath);
  const [tinPath, setTinPath] = useState(settings.customTinPath);
  const [taxIdPath, setTaxIdPath] = useState(settings.customTaxIdPath);
  const [threshold, setThreshold] = useState(
    settings.lowBalanceThreshold === null ? '' : String(settings.lowBalanceThreshold),
  );
  const [status, setStatus] = useState<Status>();

  const preset = API_PRESETS[presetId];
  const baseProblem = baseUrl.trim() === '' && presetId !== 'custom' ? null : validateBaseUrl(baseUrl);
  const pathProblem =
    presetId === 'custom'
      ? (validateApiPath(vinPath) ?? validateApiPath(tinPath) ?? validateApiPath(taxIdPath))
      : null;
  const thresholdValue = threshold.trim() === '' ? null : Number(threshold);
  const thresholdProblem =
    thresholdValue !== null && !(Number.isFinite(thresholdValue) && thresholdValue >= 0)
      ? i18n.t('provider.lowThresholdInvalid')
      : null;
  const formProblem =
    (baseProblem ? i18n.t(baseProblem) : null) ??
    (pathProblem ? i18n.t(pathProblem) : null) ??
    thresholdProblem;

  async function save(event: Event) {
    event.preventDefault();
    setStatus(undefined);
    if (formProblem) {
      setStatus({ ok: false, text: formProblem });
      return;
    }
    // Must run inside the click's user gesture, before anything else is awaited.
    const permission = await requestApiOriginPermission(baseUrl);
    try {
      const persistence = sessionOnly ? 'session' : 'local';
      if (apiKey.trim() !== '') await sendMessage('ui>bg:saveApiKey', { key: apiKey, persistence });
      const saved = await sendMessage('ui>bg:saveSettings', {
        dataSource,
        presetId,
        baseUrl: baseUrl.trim(),
        appId: appId.trim(),
        keyPersistence: persistence,
        sandboxMode,
        customVinPath: vinPath.trim(),
        customTinPath: tinPath.trim(),
        customTaxIdPath: taxIdPath.trim(),
        lowBalanceThreshold: thresholdValue,
      });
      setApiKey('');
      onSaved(saved);
      const warning = permission === 'denied' ? i18n.t('options.permissionDenied') : '';
      if (dataSource === 'api' && !saved.apiKey.hasKey) {
        setStatus({ ok: false, text: i18n.t('options.savedWithoutKey') + warning });
      } else {
        setStatus({ ok: true, text: i18n.t('options.saved') + warning });
      }
    } catch (error) {
      setStatus({ ok: false, text: describeMessagingError(error) });
    }
  }

  const [confirmRemove, setConfirmRemove] = useState(false);

  async function removeKey() {
    const saved = await sendMessage('ui>bg:removeApiKey', undefined);
    onSaved(saved);
    setStatus({ ok: true, text: i18n.t('options.keyRemoved') });
  }

  return (
    <form class="settings-form" onSubmit={save}>
      <Field
        label={i18n.t('options.dataSource')}
        hint={orHint('dataSource', i18n.t('options.dataSourceHint'))}
      >
        <select
          value={dataSource}
          disabled={locked('dataSource')}
          onChange={(e) => setDataSource(e.currentTarget.value as 'demo' | 'api')}
        >
          <option value="demo">{i18n.t('options.demo')}</option>
          <option value="api">{i18n.t('options.api')}</option>
        </select>
      </Field>
      <fieldset disabled={dataSource === 'demo'} class="settings-form__api">
        <legend>{i18n.t('options.apiLegend')}</legend>
        <Field label={i18n.t('options.preset')} hint={orHint('presetId', i18n.t('options.presetHint'))}>
          <select
            value={presetId}
            disabled={locked('presetId')}
            onChange={(e) => setPresetId(e.currentTarget.value as PresetId)}
          >
            {PRESET_IDS.map((id) => (
              <option value={id} key={id}>
                {API_PRESETS[id].label}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label={i18n.t('options.baseUrl')}
          hint={orHint(
            'baseUrl',
            (presetId === 'custom'
              ? i18n.t('options.baseUrlRequired')
              : i18n.t('options.baseUrlDefault', [preset.defaultBaseUrl])) +
              (preset.sandboxBaseUrl ? i18n.t('options.baseUrlSandbox', [preset.sandboxBaseUrl]) : ''),
          )}
        >
          <input
            type="url"
            value={baseUrl}
            readOnly={locked('baseUrl')}
            placeholder={preset.defaultBaseUrl || i18n.t('options.baseUrlPlaceholder')}
            onInput={(e) => setBaseUrl(e.currentTarget.value)}
            aria-invalid={baseProblem ? 'true' : 'false'}
            spellcheck={false}
          />
        </Field>
        {presetId === 'custom' && (
          <>
            <Field
              label={i18n.t('provider.vinPath')}
              hint={orHint('customVinPath', i18n.t('provider.pathHint', [SPEC_VIN_PATH]))}
            >
              <input
                value={vinPath}
                readOnly={locked('customVinPath')}
                placeholder={SPEC_VIN_PATH}
                onInput={(e) => setVinPath(e.currentTarget.value)}
                spellcheck={false}
              />
            </Field>
            <Field
              label={i18n.t('provider.tinPath')}
              hint={orHint('customTinPath', i18n.t('provider.pathHint', [SPEC_TIN_PATH]))}
            >
              <input
                value={tinPath}
                readOnly={locked('customTinPath')}
                placeholder={SPEC_TIN_PATH}
                onInput={(e) => setTinPath(e.currentTarget.value)}
                spellcheck={false}
              />
            </Field>
            <Field
              label={i18n.t('businessTax.taxIdPath')}
              hint={orHint('customTaxIdPath', i18n.t('businessTax.taxIdPathHint'))}
            >
              <input
                value={taxIdPath}
                readOnly={locked('customTaxIdPath')}
                placeholder={BUSINESS_TAX_PATH}
                onInput={(e) => setTaxIdPath(e.currentTarget.value)}
                spellcheck={false}
              />
            </Field>
          </>
        )}
        <Field label={i18n.t('options.apiKey')} hint={orHint('apiKey', i18n.t('options.apiKeyHint'))}>
          <input
            type="password"
            value={apiKey}
            disabled={locked('apiKey')}
            autocomplete="off"
            placeholder={
              locked('apiKey')
                ? i18n.t('policy.keySet', [view.apiKey.masked])
                : view.apiKey.hasKey
                  ? i18n.t('options.keySaved', [view.apiKey.masked])
                  : i18n.t('options.keyPlaceholder')
            }
            onInput={(e) => setApiKey(e.currentTarget.value)}
          />
        </Field>
        {view.apiKey.hasKey && !locked('apiKey') && !confirmRemove && (
          <button type="button" class="link link--danger" onClick={() => setConfirmRemove(true)}>
            {i18n.t('options.removeKey')}
          </button>
        )}
        {view.apiKey.hasKey && confirmRemove && (
          <div class="warning" role="alertdialog" aria-label={i18n.t('options.removeKey')}>
            <p>{i18n.t('options.confirmRemoveKey')}</p>
            <button
              type="button"
              class="danger"
              onClick={() => {
                setConfirmRemove(false);
                void removeKey();
              }}
            >
              {i18n.t('options.yesRemoveKey')}
            </button>{' '}
            <button type="button" class="link" onClick={() => setConfirmRemove(false)}>
              {i18n.t('panel.cancel')}
            </button>
          </div>
        )}
        <label class="toggle">
          <input
            type="checkbox"
            checked={sessionOnly}
            disabled={locked('apiKey')}
            onChange={(e) => setSessionOnly(e.currentTarget.checked)}
          />
          {i18n.t('options.sessionOnly')}
        </label>
        <small class="muted toggle-hint">{i18n.t('options.sessionOnlyHint')}</small>
        <Field label={i18n.t('options.appId')} hint={orHint('appId', i18n.t('options.appIdHint'))}>
          <input
            value={appId}
            readOnly={locked('appId')}
            onInput={(e) => setAppId(e.currentTarget.value)}
            placeholder={i18n.t('options.optional')}
            spellcheck={false}
          />
        </Field>
        <label class="toggle">
          <input
            type="checkbox"
            checked={sandboxMode}
            onChange={(e) => setSandboxMode(e.currentTarget.checked)}
          />
          {i18n.t('options.sandboxMode')}
        </label>
        <small class="muted toggle-hint">{i18n.t('options.sandboxHint')}</small>
        <Field label={i18n.t('provider.lowThreshold')} hint={i18n.t('provider.lowThresholdHint')}>
          <input
            type="number"
            min="0"
            step="any"
            inputMode="decimal"
            value={threshold}
            onInput={(e) => setThreshold(e.currentTarget.value)}
          />
        </Field>
        <TestConnection
          form={() => ({
            presetId,
            baseUrl: baseUrl.trim(),
            appId: appId.trim(),
            customVinPath: vinPath.trim(),
            customTinPath: tinPath.trim(),
            customTaxIdPath: taxIdPath.trim(),
            ...(apiKey.trim() ? { apiKey: apiKey.trim() } : {}),
          })}
        />
      </fieldset>
      <button type="submit">{i18n.t('options.save')}</button>
      <StatusMessage status={status} />
    </form>
  );
}
