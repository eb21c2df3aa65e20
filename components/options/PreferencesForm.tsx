import { useState } from 'preact/hooks';
import { StatusMessage, type Status } from '../StatusMessage';
import type { DetectorSettings } from '../../utils/settings/schema';
import { sendMessage, type SettingsView } from '../../utils/messaging/protocol';
import { Field } from '../Field';

const DETECTOR_LABELS: Record<keyof DetectorSettings, string> = {
  vin: 'VINs',
  tin: 'Tax identification numbers (TIN)',
  cac: 'CAC registration numbers (RC, BN, IT, LP, LLP)',
  phone: 'Nigerian mobile numbers',
};

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
      const saved = await sendMessage('ui:saveSettings', {
        detectors,
        cacheHours: Number(cacheHours),
        historyLimit: Math.round(Number(historyLimit)),
      });
      onSaved(saved);
      setStatus({ ok: true, text: 'Preferences applied.' });
    } catch {
      setStatus({
        ok: false,
        text: 'Cache lifetime must be 0 to 720 hours and history size 10 to 5000 lookups.',
      });
    }
  }

  return (
    <form class="settings-form" onSubmit={save}>
      <fieldset>
        <legend>Find in pages</legend>
        {(Object.keys(DETECTOR_LABELS) as (keyof DetectorSettings)[]).map((kind) => (
          <label class="toggle" key={kind}>
            <input
              type="checkbox"
              checked={detectors[kind]}
              onChange={(e) => setDetectors({ ...detectors, [kind]: e.currentTarget.checked })}
            />
            {DETECTOR_LABELS[kind]}
          </label>
        ))}
      </fieldset>
      <Field
        label="Cache lifetime (hours)"
        hint="A repeat lookup within this time is answered from the cache, without a new paid call. 0 turns the cache off."
      >
        <input
          type="number"
          min={0}
          max={720}
          step={1}
          value={cacheHours}
          onInput={(e) => setCacheHours(e.currentTarget.value)}
        />
      </Field>
      <Field label="History size (lookups)" hint="The oldest lookups are dropped beyond this.">
        <input
          type="number"
          min={10}
          max={5000}
          step={10}
          value={historyLimit}
          onInput={(e) => setHistoryLimit(e.currentTarget.value)}
        />
      </Field>
      <button type="submit">Apply preferences</button>
      <StatusMessage status={status} />
    </form>
  );
}
