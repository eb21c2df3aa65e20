import { i18n } from '#i18n';
import { useState } from 'preact/hooks';
import { StatusMessage, type Status } from '@/components/StatusMessage';
import type { DetectorSettings } from '@/utils/settings/schema';
import { sendMessage, type SettingsView } from '@/utils/messaging/protocol';
import { Field } from '@/components/Field';

const DETECTOR_LABEL_KEYS = {
  vin: 'options.detectVin',
  tin: 'options.detectTin',
  cac: 'options.detectCac',
  phone: 'options.detectPhone',
} as const satisfies Record<keyof DetectorSettings, string>;

/** What pages are scanned for, how long answers are reused, how much history is kept. */
export function PreferencesForm({
  view,
  onSaved,
}: {
  view: SettingsView;
  onSaved: (view: SettingsView) => void;
}) {
  const { settings } = view;
  const [detectors, setDetectors] = useState(settings.detectors);
  const [cacheHours, setCacheHours] = useState(String(settings.cacheHours));
  const [historyLimit, setHistoryLimit] = useState(String(settings.historyLimit));
  const [status, setStatus] = useState<Status>();

  async function save(event: Event) {
    event.preventDefault();
    try {
      const saved = await sendMessage('ui>bg:saveSettings', {
        detectors,
        cacheHours: Number(cacheHours),
        historyLimit: Math.round(Number(historyLimit)),
      });
      onSaved(saved);
      setStatus({ ok: true, text: i18n.t('options.preferencesApplied') });
    } catch {
      setStatus({
        ok: false,
        text: i18n.t('options.preferencesInvalid'),
      });
    }
  }

  return (
    <form class="settings-form" onSubmit={save}>
      <fieldset disabled={view.policy.locked.includes('detectors')}>
        <legend>{i18n.t('options.findInPages')}</legend>
        {(Object.keys(DETECTOR_LABEL_KEYS) as (keyof DetectorSettings)[]).map((kind) => (
          <label class="toggle" key={kind}>
            <input
              type="checkbox"
              checked={detectors[kind]}
              onChange={(e) => setDetectors({ ...detectors, [kind]: e.currentTarget.checked })}
            />
            {i18n.t(DETECTOR_LABEL_KEYS[kind])}
          </label>
        ))}
      </fieldset>
      <Field label={i18n.t('options.cacheHours')} hint={i18n.t('options.cacheHint')}>
        <input
          type="number"
          min={0}
          max={720}
          step={1}
          value={cacheHours}
          onInput={(e) => setCacheHours(e.currentTarget.value)}
        />
      </Field>
      <Field label={i18n.t('options.historySize')} hint={i18n.t('options.historyHint')}>
        <input
          type="number"
          min={10}
          max={5000}
          step={10}
          value={historyLimit}
          onInput={(e) => setHistoryLimit(e.currentTarget.value)}
        />
      </Field>
      <button type="submit">{i18n.t('options.applyPreferences')}</button>
      <StatusMessage status={status} />
    </form>
  );
}
