import { i18n } from '#i18n';
import { useRef, useState } from 'preact/hooks';
import { describeMessagingError } from '@/components/hooks/useLookup';
import { translate } from '@/utils/i18n/extension-translate';
import { sendMessage, type SettingsView } from '@/utils/messaging/protocol';
import { requestApiOriginPermission } from '@/utils/permissions/api-origin';
import {
  changedFields,
  connectProblemField,
  draftFrom,
  draftProblem,
  isLocked,
  messageAfterEdit,
  saveMessage,
  type DraftField,
  type FieldMessage as Message,
  type OptionsDraft,
} from '@/utils/settings/draft';
import type { DraftProps } from './draft-props';
import { FieldMessage } from './FieldMessage';
import { BulkLimitField, PreferencesFields } from './PreferencesFields';
import { SourceFields } from './SourceFields';
import { useUnsavedWarning } from './useUnsavedWarning';

/** Advanced starts open when something in it is not the default, so a set-up gateway is never hidden. */
function advancedInUse(view: SettingsView): boolean {
  const { settings } = view;
  return settings.presetId !== 'prembly' || settings.baseUrl.trim() !== '' || settings.sandboxMode;
}

/**
 * Every setting of Options in one form: one Save sends one message, Connect tests the key and saves only if
 * it works, changes not yet saved are shown and guarded, and a message goes when its field is edited.
 */
export function OptionsForm({
  view,
  onSaved,
}: {
  view: SettingsView;
  onSaved: (view: SettingsView) => void;
}) {
  const [draft, setDraft] = useState<OptionsDraft>(() => draftFrom(view.settings));
  const [saveStatus, setSaveStatus] = useState<Message>();
  const [connectStatus, setConnectStatus] = useState<Message>();
  const [connecting, setConnecting] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(() => advancedInUse(view));
  const form = useRef<HTMLFormElement>(null);

  const changed = changedFields(draft, view.settings);
  const unsaved = changed.length > 0;
  useUnsavedWarning(unsaved);

  const set: DraftProps['set'] = (field, value) => {
    setDraft((old) => ({ ...old, [field]: value }));
    setSaveStatus((old) => messageAfterEdit(old, field));
    setConnectStatus((old) => messageAfterEdit(old, field));
  };
  const locked = (field: DraftField) => isLocked(field, view.policy.locked);

  function focusField(field: DraftField) {
    if (['presetId', 'baseUrl', 'customVinPath', 'customTinPath', 'customTaxIdPath'].includes(field))
      setAdvancedOpen(true);
    // After the disclosure has opened.
    setTimeout(() => {
      const control = form.current?.querySelector<HTMLInputElement>(`[data-field="${field}"]`);
      control?.focus();
      control?.select?.();
    });
  }

  /** The first problem before anything is sent, tied to its field; undefined when the draft can go. */
  function problemMessage(): Message | undefined {
    const problem = draftProblem(draft);
    return problem ? { ok: false, text: translate(problem.key), field: problem.field } : undefined;
  }

  function savedLocally(saved: SettingsView) {
    onSaved(saved);
    setDraft(draftFrom(saved.settings));
  }

  async function save(event: Event) {
    event.preventDefault();
    setSaveStatus(undefined);
    const problem = problemMessage();
    if (problem) {
      setSaveStatus(problem);
      return;
    }
    // Must run inside the click's user gesture, before anything else is awaited.
    const permission = await requestApiOriginPermission(draft.baseUrl);
    try {
      const saved = await sendMessage('ui>bg:saveSettings', saveMessage(draft, view.policy.locked));
      savedLocally(saved);
      const warning = permission === 'denied' ? i18n.t('options.permissionDenied') : '';
      if (saved.settings.dataSource === 'api' && !saved.apiKey.hasKey) {
        setSaveStatus({ ok: false, text: i18n.t('options.savedWithoutKey') + warning, field: 'apiKey' });
      } else {
        setSaveStatus({ ok: true, text: i18n.t('options.saved') + warning });
      }
    } catch (error) {
      setSaveStatus({ ok: false, text: describeMessagingError(error) });
    }
  }

  async function connect() {
    setConnectStatus(undefined);
    const problem = problemMessage();
    if (problem) {
      setConnectStatus(problem);
      return;
    }
    const permission = await requestApiOriginPermission(draft.baseUrl);
    setConnecting(true);
    try {
      const report = await sendMessage('ui>bg:connect', saveMessage(draft, view.policy.locked));
      if (report.ok && report.view) {
        savedLocally(report.view);
        const warning = permission === 'denied' ? i18n.t('options.permissionDenied') : '';
        setSaveStatus(undefined);
        setConnectStatus({ ok: true, text: report.message + warning });
      } else {
        setConnectStatus({ ok: false, text: report.message, field: connectProblemField(report.problem) });
      }
    } catch (error) {
      setConnectStatus({ ok: false, text: describeMessagingError(error) });
    } finally {
      setConnecting(false);
    }
  }

  async function removeKey() {
    const saved = await sendMessage('ui>bg:removeApiKey', undefined);
    onSaved(saved);
    setConnectStatus({ ok: true, text: i18n.t('options.keyRemoved') });
  }

  const connectField = connectStatus && !connectStatus.ok ? connectStatus.field : undefined;
  const connectFix =
    connectField === 'apiKey' ? (
      <button type="button" class="link" onClick={() => focusField('apiKey')}>
        {i18n.t('connect.fixKey')}
      </button>
    ) : connectField ? (
      <button type="button" class="link" onClick={() => focusField(connectField)}>
        {i18n.t('connect.fixAddress')}
      </button>
    ) : (
      <button type="button" class="link" onClick={() => void connect()}>
        {i18n.t('connect.tryAgain')}
      </button>
    );
  const props: DraftProps = { view, draft, set, locked };

  return (
    <form class="settings-form options-form" onSubmit={save} ref={form} noValidate>
      <section aria-labelledby="source-heading">
        <h2 id="source-heading">{i18n.t('options.sourceHeading')}</h2>
        <SourceFields
          {...props}
          connecting={connecting}
          onConnect={() => void connect()}
          connectMessage={connectStatus}
          connectFix={connectFix}
          advancedOpen={advancedOpen}
          onAdvancedToggle={setAdvancedOpen}
          onRemoveKey={() => void removeKey()}
        />
      </section>
      <section aria-labelledby="preferences-heading">
        <h2 id="preferences-heading">{i18n.t('options.preferencesHeading')}</h2>
        <PreferencesFields {...props} />
      </section>
      <section aria-labelledby="bulk-limit-heading">
        <h2 id="bulk-limit-heading">{i18n.t('bulk.title')}</h2>
        <BulkLimitField {...props} />
      </section>
      <div class={unsaved ? 'save-bar save-bar--unsaved' : 'save-bar'}>
        <button type="submit">{i18n.t('options.save')}</button>
        <span class="save-bar__state" role="status">
          {i18n.t(unsaved ? 'connect.unsaved' : 'connect.allSaved')}
        </span>
        <small class="muted">{i18n.t('connect.saveHint')}</small>
        <FieldMessage message={saveStatus} />
      </div>
    </form>
  );
}
