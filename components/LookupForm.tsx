import { i18n } from '#i18n';
import { useState } from 'preact/hooks';
import type { IdentifierKind } from '../utils/api/model';
import { parseQuery } from '../utils/detect/parse-input';
import { translate } from '../utils/i18n/extension-translate';
import { Field } from './Field';
import { VinPreview } from './vin/VinPreview';

export type TaxChannelChoice = 'tin' | 'cac' | 'phone';

export interface LookupQuery {
  kind: IdentifierKind;
  value: string;
}

const PLACEHOLDER: Record<TaxChannelChoice, string> = {
  tin: '12345678-0001',
  cac: 'RC123456',
  phone: '08031234567',
};

/**
 * The manual search: Vehicle (VIN) or Taxpayer (channel + number). Field and button names are part of
 * the contract outside tests rely on: "VIN" + "Look up", "Channel" + "Number" + "Verify".
 * Input is checked here first so a typo is explained before anything is sent (and paid for); the
 * background checks again with the real settings (sandbox values are only accepted there when allowed).
 */
export function LookupForm({ busy, onSubmit }: { busy: boolean; onSubmit: (query: LookupQuery) => void }) {
  const [mode, setMode] = useState<'vehicle' | 'taxpayer'>('vehicle');
  const [vin, setVin] = useState('');
  const [channel, setChannel] = useState<TaxChannelChoice>('tin');
  const [channelChosen, setChannelChosen] = useState(false);
  const [number, setNumber] = useState('');
  const [problem, setProblem] = useState<string>();

  function typeNumber(value: string) {
    setNumber(value);
    setProblem(undefined);
    if (channelChosen) return;
    // Follow what is typed (an FIRS TIN, an RC number, a phone) until the user picks a channel.
    const inferred = parseQuery(value, { t: translate });
    if (inferred.ok && inferred.kind !== 'vin') setChannel(inferred.kind);
  }

  function submit(event: Event) {
    event.preventDefault();
    const query: LookupQuery =
      mode === 'vehicle' ? { kind: 'vin', value: vin } : { kind: channel, value: number };
    const parsed = parseQuery(query.value, { t: translate, kind: query.kind, allowSandboxValues: true });
    if (!parsed.ok) {
      setProblem(parsed.error);
      return;
    }
    setProblem(undefined);
    onSubmit(query);
  }

  const vinLength = vin.replace(/[\s-]/g, '').length;
  return (
    <form class="lookup-form" onSubmit={submit} noValidate>
      <div class="tabs" role="radiogroup" aria-label={i18n.t('form.whatToLookUp')}>
        {(['vehicle', 'taxpayer'] as const).map((choice) => (
          <label class={mode === choice ? 'tabs__tab tabs__tab--active' : 'tabs__tab'} key={choice}>
            <input
              type="radio"
              name="mode"
              value={choice}
              checked={mode === choice}
              onChange={() => {
                setMode(choice);
                setProblem(undefined);
              }}
            />
            {choice === 'vehicle' ? i18n.t('form.vehicle') : i18n.t('form.taxpayer')}
          </label>
        ))}
      </div>
      {mode === 'vehicle' ? (
        <div class="field-row">
          <Field
            label={i18n.t('form.vin')}
            hint={vinLength > 0 && vinLength !== 17 ? i18n.t('form.vinLength', [vinLength]) : undefined}
          >
            <input
              name="vin"
              value={vin}
              onInput={(e) => {
                setVin(e.currentTarget.value);
                setProblem(undefined);
              }}
              placeholder={i18n.t('form.vinPlaceholder')}
              autocomplete="off"
              spellcheck={false}
              maxLength={40}
              aria-invalid={problem ? 'true' : 'false'}
            />
          </Field>
          <button type="submit" disabled={busy}>
            {i18n.t('form.lookUp')}
          </button>
        </div>
      ) : (
        <div class="field-row">
          <Field label={i18n.t('form.channel')} narrow>
            <select
              value={channel}
              onChange={(e) => {
                setChannel(e.currentTarget.value as TaxChannelChoice);
                setChannelChosen(true);
                setProblem(undefined);
              }}
            >
              <option value="tin">{i18n.t('form.channelTin')}</option>
              <option value="cac">{i18n.t('form.channelCac')}</option>
              <option value="phone">{i18n.t('form.channelPhone')}</option>
            </select>
          </Field>
          <Field label={i18n.t('form.number')}>
            <input
              name="number"
              value={number}
              onInput={(e) => typeNumber(e.currentTarget.value)}
              placeholder={PLACEHOLDER[channel]}
              autocomplete="off"
              spellcheck={false}
              maxLength={40}
              aria-invalid={problem ? 'true' : 'false'}
            />
          </Field>
          <button type="submit" disabled={busy}>
            {i18n.t('form.verify')}
          </button>
        </div>
      )}
      {mode === 'vehicle' && <VinPreview vin={vin} />}
      {problem && (
        <p class="failure" role="alert">
          {i18n.t('form.nothingSent', [problem])}
        </p>
      )}
    </form>
  );
}
