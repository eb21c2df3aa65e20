import { i18n } from '#i18n';
import {
  API_PRESETS,
  BUSINESS_TAX_PATH,
  PRESET_IDS,
  SPEC_TIN_PATH,
  SPEC_VIN_PATH,
  type PresetId,
} from '@/utils/api/presets';
import type { MessageKey } from '@/utils/i18n/translate';
import { translate } from '@/utils/i18n/extension-translate';
import { Field } from '@/components/Field';
import type { DraftProps } from './draft-props';
import { TestConnection } from './TestConnection';

/** One line each, so the four presets can be told apart without the provider's documentation. */
const PRESET_LINES: Record<PresetId, MessageKey> = {
  prembly: 'connect.presetPrembly',
  'prembly-v2': 'connect.presetPremblyV2',
  'identitypass-v1': 'connect.presetIdentityPass',
  custom: 'connect.presetCustom',
};

const PATHS = [
  { field: 'customVinPath', label: 'provider.vinPath', placeholder: SPEC_VIN_PATH, presetPath: 'vinPath' },
  { field: 'customTinPath', label: 'provider.tinPath', placeholder: SPEC_TIN_PATH, presetPath: 'tinPath' },
  {
    field: 'customTaxIdPath',
    label: 'businessTax.taxIdPath',
    placeholder: BUSINESS_TAX_PATH,
    presetPath: 'taxIdPath',
  },
] as const;

/** Preset, base URL, paths and test mode: what most users never change, behind one disclosure. */
export function AdvancedSettings({
  draft,
  set,
  locked,
  open,
  onToggle,
}: DraftProps & { open: boolean; onToggle: (open: boolean) => void }) {
  const preset = API_PRESETS[draft.presetId];
  const custom = draft.presetId === 'custom';
  const why = i18n.t('policy.heading');
  return (
    <details
      class="advanced"
      open={open}
      onToggle={(event) => onToggle((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>
        {i18n.t('connect.advanced')} <small class="muted">{i18n.t('connect.advancedSummary')}</small>
      </summary>
      <Field
        label={i18n.t('options.preset')}
        hint={
          locked('presetId') ? (
            why
          ) : (
            <>
              {i18n.t('options.presetHint')}
              <ul class="preset-lines">
                {PRESET_IDS.map((id) => (
                  <li key={id} class={id === draft.presetId ? 'preset-lines__chosen' : undefined}>
                    {translate(PRESET_LINES[id])}
                  </li>
                ))}
              </ul>
            </>
          )
        }
      >
        <select
          value={draft.presetId}
          disabled={locked('presetId')}
          data-field="presetId"
          onChange={(e) => set('presetId', e.currentTarget.value as PresetId)}
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
        hint={
          locked('baseUrl')
            ? why
            : `${i18n.t('connect.baseUrlHint')} ` +
              (custom
                ? i18n.t('options.baseUrlRequired')
                : i18n.t('options.baseUrlDefault', [preset.defaultBaseUrl])) +
              (preset.sandboxBaseUrl ? i18n.t('options.baseUrlSandbox', [preset.sandboxBaseUrl]) : '')
        }
      >
        <input
          type="url"
          value={draft.baseUrl}
          disabled={locked('baseUrl')}
          data-field="baseUrl"
          placeholder={preset.defaultBaseUrl || i18n.t('options.baseUrlPlaceholder')}
          onInput={(e) => set('baseUrl', e.currentTarget.value)}
          spellcheck={false}
        />
      </Field>
      <p class="muted advanced__line">{i18n.t('connect.pathsHint')}</p>
      {PATHS.map(({ field, label, placeholder, presetPath }) => (
        <Field
          key={field}
          label={i18n.t(label)}
          hint={locked(field) ? why : custom ? undefined : i18n.t('connect.customOnly')}
        >
          <input
            // A preset calls its own documented paths, so its greyed field shows those, not Custom's draft.
            value={custom ? draft[field] : (preset[presetPath] ?? '')}
            disabled={locked(field) || !custom}
            data-field={field}
            placeholder={custom ? placeholder : i18n.t('connect.presetNoPath')}
            onInput={(e) => set(field, e.currentTarget.value)}
            spellcheck={false}
          />
        </Field>
      ))}
      <label class="toggle">
        <input
          type="checkbox"
          checked={draft.sandboxMode}
          data-field="sandboxMode"
          onChange={(e) => set('sandboxMode', e.currentTarget.checked)}
        />
        {i18n.t('options.sandboxMode')}
      </label>
      <small class="muted toggle-hint">{i18n.t('options.sandboxHint')}</small>
      <TestConnection
        form={() => ({
          presetId: draft.presetId,
          baseUrl: draft.baseUrl.trim(),
          appId: draft.appId.trim(),
          customVinPath: draft.customVinPath.trim(),
          customTinPath: draft.customTinPath.trim(),
          customTaxIdPath: draft.customTaxIdPath.trim(),
          ...(draft.apiKey.trim() ? { apiKey: draft.apiKey.trim() } : {}),
        })}
      />
    </details>
  );
}
