import { i18n } from '#i18n';
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { Field } from '@/components/Field';
import type { FieldMessage as Message } from '@/utils/settings/draft';
import { AdvancedSettings } from './AdvancedSettings';
import type { DraftProps } from './draft-props';
import { FieldMessage } from './FieldMessage';

/**
 * Data source, the key with Connect, App ID, Advanced and the low-balance level; the field labels are a
 * contract tests rely on (Data source, API key, App ID, Preset inside Advanced, API base URL).
 */
export function SourceFields(
  props: DraftProps & {
    connecting: boolean;
    onConnect: () => void;
    connectMessage: Message | undefined;
    connectFix: ComponentChildren;
    advancedOpen: boolean;
    onAdvancedToggle: (open: boolean) => void;
    onRemoveKey: () => void;
  },
) {
  const { view, draft, set, locked } = props;
  const why = i18n.t('policy.heading');
  const [confirmRemove, setConfirmRemove] = useState(false);
  return (
    <>
      <Field
        label={i18n.t('options.dataSource')}
        hint={locked('dataSource') ? why : i18n.t('options.dataSourceHint')}
      >
        <select
          value={draft.dataSource}
          disabled={locked('dataSource')}
          data-field="dataSource"
          onChange={(e) => set('dataSource', e.currentTarget.value as 'demo' | 'api')}
        >
          <option value="demo">{i18n.t('options.demo')}</option>
          <option value="api">{i18n.t('options.api')}</option>
        </select>
      </Field>
      <fieldset class="settings-form__api">
        <legend>{i18n.t('options.apiLegend')}</legend>
        <Field
          label={i18n.t('options.apiKey')}
          hint={locked('apiKey') ? why : `${i18n.t('connect.hint')} ${i18n.t('options.apiKeyHint')}`}
        >
          <input
            type="password"
            value={draft.apiKey}
            disabled={locked('apiKey')}
            data-field="apiKey"
            autocomplete="off"
            // A new user comes here to paste a key: the field is ready for it.
            autoFocus={!view.apiKey.hasKey && !locked('apiKey')}
            placeholder={
              locked('apiKey')
                ? i18n.t('policy.keySet', [view.apiKey.masked])
                : view.apiKey.hasKey
                  ? i18n.t('options.keySaved', [view.apiKey.masked])
                  : i18n.t('options.keyPlaceholder')
            }
            onInput={(e) => set('apiKey', e.currentTarget.value)}
          />
        </Field>
        <div class="connect-row">
          <button type="button" disabled={props.connecting} onClick={props.onConnect}>
            {i18n.t(props.connecting ? 'connect.connecting' : 'connect.connect')}
          </button>
          {view.apiKey.hasKey && !locked('apiKey') && !confirmRemove && (
            <button type="button" class="link link--danger" onClick={() => setConfirmRemove(true)}>
              {i18n.t('options.removeKey')}
            </button>
          )}
        </div>
        <FieldMessage message={props.connectMessage} fix={props.connectFix} />
        {view.apiKey.hasKey && confirmRemove && (
          <div class="warning" role="alertdialog" aria-label={i18n.t('options.removeKey')}>
            <p>{i18n.t('options.confirmRemoveKey')}</p>
            <button
              type="button"
              class="danger"
              onClick={() => {
                setConfirmRemove(false);
                props.onRemoveKey();
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
            checked={draft.sessionOnly}
            disabled={locked('sessionOnly')}
            data-field="sessionOnly"
            onChange={(e) => set('sessionOnly', e.currentTarget.checked)}
          />
          {i18n.t('options.sessionOnly')}
        </label>
        <small class="muted toggle-hint">
          {locked('sessionOnly') ? why : i18n.t('options.sessionOnlyHint')}
        </small>
        <Field label={i18n.t('options.appId')} hint={locked('appId') ? why : i18n.t('options.appIdHint')}>
          <input
            value={draft.appId}
            disabled={locked('appId')}
            data-field="appId"
            onInput={(e) => set('appId', e.currentTarget.value)}
            placeholder={i18n.t('options.optional')}
            spellcheck={false}
          />
        </Field>
        <AdvancedSettings {...props} open={props.advancedOpen} onToggle={props.onAdvancedToggle} />
        <Field label={i18n.t('provider.lowThreshold')} hint={i18n.t('provider.lowThresholdHint')}>
          <input
            type="number"
            min="0"
            step="any"
            inputMode="decimal"
            value={draft.lowBalanceThreshold}
            data-field="lowBalanceThreshold"
            onInput={(e) => set('lowBalanceThreshold', e.currentTarget.value)}
          />
        </Field>
      </fieldset>
    </>
  );
}
