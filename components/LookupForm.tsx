import { useState } from 'preact/hooks';
import type { IdentifierKind } from '../utils/api/model';
import { Field } from './Field';

export type TaxChannelChoice = 'tin' | 'cac' | 'phone';

export interface LookupQuery {
  kind: IdentifierKind;
  value: string;
}

/**
 * The manual search: Vehicle (VIN) or Taxpayer (channel + number). Field and button names are part of
 * the contract outside tests rely on: "VIN" + "Look up", "Channel" + "Number" + "Verify".
 */
export function LookupForm({ busy, onSubmit }: { busy: boolean; onSubmit: (query: LookupQuery) => void }) {
  const [mode, setMode] = useState<'vehicle' | 'taxpayer'>('vehicle');
  const [vin, setVin] = useState('');
  const [channel, setChannel] = useState<TaxChannelChoice>('tin');
  const [number, setNumber] = useState('');

  function submit(event: Event) {
    event.preventDefault();
    if (mode === 'vehicle') onSubmit({ kind: 'vin', value: vin });
    else onSubmit({ kind: channel, value: number });
  }

  return (
    <form class="lookup-form" onSubmit={submit}>
      <div class="tabs" role="radiogroup" aria-label="What to look up">
        {(['vehicle', 'taxpayer'] as const).map((choice) => (
          <label class={mode === choice ? 'tabs__tab tabs__tab--active' : 'tabs__tab'} key={choice}>
            <input
              type="radio"
              name="mode"
              value={choice}
              checked={mode === choice}
              onChange={() => setMode(choice)}
            />
            {choice === 'vehicle' ? 'Vehicle' : 'Taxpayer'}
          </label>
        ))}
      </div>
      {mode === 'vehicle' ? (
        <div class="field-row">
          <Field label="VIN">
            <input
              name="vin"
              value={vin}
              onInput={(e) => setVin(e.currentTarget.value)}
              placeholder="17 characters, e.g. 4T1BF1FK5DU276514"
              autocomplete="off"
              spellcheck={false}
              maxLength={40}
              required
            />
          </Field>
          <button type="submit" disabled={busy}>
            Look up
          </button>
        </div>
      ) : (
        <div class="field-row">
          <Field label="Channel" narrow>
            <select value={channel} onChange={(e) => setChannel(e.currentTarget.value as TaxChannelChoice)}>
              <option value="tin">TIN</option>
              <option value="cac">CAC</option>
              <option value="phone">Phone</option>
            </select>
          </Field>
          <Field label="Number">
            <input
              name="number"
              value={number}
              onInput={(e) => setNumber(e.currentTarget.value)}
              placeholder={
                channel === 'tin' ? '12345678-0001' : channel === 'cac' ? 'RC123456' : '08031234567'
              }
              autocomplete="off"
              spellcheck={false}
              maxLength={40}
              required
            />
          </Field>
          <button type="submit" disabled={busy}>
            Verify
          </button>
        </div>
      )}
    </form>
  );
}
