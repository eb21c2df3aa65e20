import { i18n } from '#i18n';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { IdentifierKind } from '@/utils/api/model';
import { parseQuery } from '@/utils/detect/parse-input';
import { describeTinShape } from '@/utils/detect/parse-tin-query';
import { translate } from '@/utils/i18n/extension-translate';
import { Field } from './Field';
import { VinPreview } from './vin/VinPreview';

export type TaxChannelChoice = 'tin' | 'cac' | 'phone';

export interface LookupQuery {
  kind: IdentifierKind;
  value: string;
}

const CHANNEL_KEYS = { tin: 'form.channelTin', cac: 'form.channelCac', phone: 'form.channelPhone' } as const;

const PLACEHOLDER: Record<TaxChannelChoice, string> = {
  tin: '12345678-0001',
  cac: 'RC123456',
  phone: '08031234567',
};

// The manual search. Field and button names ("VIN", "Look up", "Channel", "Number", "Verify") are a contract
// tests rely on. Input is checked here first, so a typo is explained before anything is paid for.
export function LookupForm({
  busy,
  demo = false,
  focusOnOpen = false,
  reportedVin,
  onSubmit,
}: {
  busy: boolean;
  /** Demo data answers only its samples, so only then does the placeholder suggest one. */
  demo?: boolean;
  /** The popup's field takes focus; the side panel's does not, so opening it leaves the page focused. */
  focusOnOpen?: boolean;
  /** The VIN whose answer shows below: that answer carries the free preview, so the form hides its own. */
  reportedVin?: string;
  onSubmit: (query: LookupQuery, options?: { nameToMatch?: string }) => void;
}) {
  const [mode, setMode] = useState<'vehicle' | 'taxpayer'>('vehicle');
  const [vin, setVin] = useState('');
  const [channel, setChannel] = useState<TaxChannelChoice>('tin');
  const [channelChosen, setChannelChosen] = useState(false);
  const [number, setNumber] = useState('');
  const [nameToMatch, setNameToMatch] = useState('');
  const [problem, setProblem] = useState<string>();
  const [switched, setSwitched] = useState<string>();
  const field = useRef<HTMLInputElement>(null);
  const focusField = useRef(focusOnOpen);

  // The field has focus on open and after a pasted number moved it, so typing just goes on.
  useEffect(() => {
    if (focusField.current) field.current?.focus();
    focusField.current = false;
  }, [mode]);

  /** A number of the other kind pasted or submitted here moves to its own field instead of failing. */
  function moveToItsKind(text: string): boolean {
    const inferred = parseQuery(text, { t: translate });
    if (!inferred.ok || (inferred.kind === 'vin') === (mode === 'vehicle')) return false;
    setProblem(undefined);
    focusField.current = true;
    if (inferred.kind === 'vin') {
      setMode('vehicle');
      setVin(text.trim());
      setSwitched(i18n.t('form.switchedToVehicle'));
    } else {
      setMode('taxpayer');
      setChannel(inferred.kind);
      setChannelChosen(false);
      setNumber(text.trim());
      setSwitched(i18n.t('form.switchedToTaxpayer', [i18n.t(CHANNEL_KEYS[inferred.kind])]));
    }
    return true;
  }

  function paste(event: ClipboardEvent) {
    const text = event.clipboardData?.getData('text') ?? '';
    if (moveToItsKind(text)) event.preventDefault();
  }

  function typeNumber(value: string) {
    setNumber(value);
    setProblem(undefined);
    if (channelChosen) return;
    // Follow what is typed (a Tax ID, an NRS TIN, an RC number, a phone) until the user picks a channel.
    const inferred = parseQuery(value, { t: translate });
    if (inferred.ok && inferred.kind !== 'vin') setChannel(inferred.kind);
  }

  function submit(event: Event) {
    event.preventDefault();
    const query: LookupQuery =
      mode === 'vehicle' ? { kind: 'vin', value: vin } : { kind: channel, value: number };
    const parsed = parseQuery(query.value, { t: translate, kind: query.kind, allowSandboxValues: true });
    if (!parsed.ok && moveToItsKind(query.value)) return;
    if (!parsed.ok) {
      setProblem(parsed.error);
      return;
    }
    setProblem(undefined);
    // A TIN goes as read ("1234 5678 90123" is sent as its 13 digits).
    const options = mode === 'taxpayer' ? { nameToMatch } : undefined;
    onSubmit(query.kind === 'tin' ? { ...query, value: parsed.value } : query, options);
  }

  const typedTin =
    mode === 'taxpayer' && channel === 'tin' ? parseQuery(number, { t: translate, kind: 'tin' }) : undefined;
  const tinShape = typedTin?.ok ? describeTinShape(typedTin.value, translate) : undefined;

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
              ref={field}
              value={vin}
              onPaste={paste}
              onInput={(e) => {
                setVin(e.currentTarget.value);
                setProblem(undefined);
                setSwitched(undefined);
              }}
              placeholder={i18n.t(demo ? 'form.vinPlaceholderDemo' : 'form.vinPlaceholder')}
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
          <Field label={i18n.t('form.number')} hint={tinShape}>
            <input
              name="number"
              ref={field}
              value={number}
              onPaste={paste}
              onInput={(e) => {
                typeNumber(e.currentTarget.value);
                setSwitched(undefined);
              }}
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
      {mode === 'taxpayer' && (
        <Field label={i18n.t('form.nameToMatch')} hint={i18n.t('form.nameToMatchHint')}>
          <input
            name="nameToMatch"
            value={nameToMatch}
            onInput={(e) => setNameToMatch(e.currentTarget.value)}
            autocomplete="off"
            maxLength={120}
          />
        </Field>
      )}
      {switched && (
        <p class="muted" role="status">
          {switched}
        </p>
      )}
      {mode === 'vehicle' && vin.replace(/\s/g, '').toUpperCase() !== reportedVin && <VinPreview vin={vin} />}
      {problem && (
        <p class="failure" role="alert">
          {i18n.t('form.nothingSent', [problem])}
        </p>
      )}
    </form>
  );
}
