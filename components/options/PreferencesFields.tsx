import { i18n } from '#i18n';
import { Field } from '@/components/Field';
import type { DetectorSettings } from '@/utils/settings/schema';
import type { DraftProps } from './draft-props';

const DETECTOR_LABEL_KEYS = {
  vin: 'options.detectVin',
  tin: 'options.detectTin',
  cac: 'options.detectCac',
  phone: 'options.detectPhone',
} as const satisfies Record<keyof DetectorSettings, string>;

/** What pages are scanned for, how long answers are reused, how much history is kept. */
export function PreferencesFields({ draft, set, locked }: DraftProps) {
  const detectorsLocked = locked('detectors');
  return (
    <>
      <fieldset disabled={detectorsLocked}>
        <legend>{i18n.t('options.findInPages')}</legend>
        {(Object.keys(DETECTOR_LABEL_KEYS) as (keyof DetectorSettings)[]).map((kind) => (
          <label class="toggle" key={kind}>
            <input
              type="checkbox"
              checked={draft.detectors[kind]}
              data-field="detectors"
              onChange={(e) => set('detectors', { ...draft.detectors, [kind]: e.currentTarget.checked })}
            />
            {i18n.t(DETECTOR_LABEL_KEYS[kind])}
          </label>
        ))}
        {detectorsLocked && <small class="muted">{i18n.t('policy.heading')}</small>}
      </fieldset>
      <Field label={i18n.t('options.cacheHours')} hint={i18n.t('options.cacheHint')}>
        <input
          type="number"
          min={0}
          max={720}
          step={1}
          value={draft.cacheHours}
          data-field="cacheHours"
          onInput={(e) => set('cacheHours', e.currentTarget.value)}
        />
      </Field>
      <Field label={i18n.t('options.historySize')} hint={i18n.t('options.historyHint')}>
        <input
          type="number"
          min={10}
          max={5000}
          step={10}
          value={draft.historyLimit}
          data-field="historyLimit"
          onInput={(e) => set('historyLimit', e.currentTarget.value)}
        />
      </Field>
    </>
  );
}

/** The bulk page's per-run limit of paid lookups, and the way to the page. */
export function BulkLimitField({ draft, set }: DraftProps) {
  return (
    <>
      <Field label={i18n.t('bulk.runLimit')} hint={i18n.t('bulk.runLimitHint')}>
        <input
          type="number"
          min={1}
          max={20000}
          step={1}
          value={draft.bulkRunLimit}
          data-field="bulkRunLimit"
          onInput={(e) => set('bulkRunLimit', e.currentTarget.value)}
        />
      </Field>
      <a href="/bulk.html" target="_blank">
        {i18n.t('bulk.open')}
      </a>
    </>
  );
}
