import { i18n } from '#i18n';
import { useEffect, useRef, useState } from 'preact/hooks';
import { cleanInput } from '@/utils/detect/clean-input';
import { parseQuery, type QueryKind } from '@/utils/detect/parse-input';
import { describeTinShape } from '@/utils/detect/parse-tin-query';
import { translate } from '@/utils/i18n/extension-translate';
import { readBox, type BoxKind, type BoxReading } from '@/utils/lookup/read-box';
import {
  PASTED_MESSAGE_READ_LIMIT,
  readPastedMessage,
  type MessageCandidate,
  type PastedMessage,
} from '@/utils/lookup/pasted-message';
import { Field } from './Field';
import { MessageCandidates } from './MessageCandidates';
import { MaskedVinNote } from './vin/MaskedVinNote';
import { VinPreview } from './vin/VinPreview';

import type { LookupQuery } from '@/utils/lookup/schema';
export type { LookupQuery };

const CHIP_KEYS = {
  vin: 'box.chipVin',
  maskedVin: 'box.chipMaskedVin',
  taxId: 'box.chipTaxId',
  tin: 'box.chipTin',
  rc: 'box.chipRc',
  bn: 'box.chipBn',
  cac: 'box.chipCac',
  phone: 'box.chipPhone',
} as const satisfies Record<BoxKind, string>;

/** The box's own limit on what is typed; a longer paste is a message, read by `readPastedMessage`. */
const BOX_MAX_LENGTH = 160;
/** Longer than any identifier with its label and name ("Tax ID: 2522520314833 · PREMBLY LIMITED"). */
const IDENTIFIER_MAX_LENGTH = 64;
const NO_READING: BoxReading = { identifier: '', vinShaped: false };

/**
 * What the box holds: one identifier (read by `readBox`, as before), or a message to list identifiers from.
 * A message: pasted with line breaks or longer than an identifier, or words beside an identifier that the
 * box cannot read as one (the side panel, which asks no name, keeps the box as it was).
 */
function readBoxOrMessage(
  text: string,
  pasted: string | undefined,
  askName: boolean,
  chosen: QueryKind | undefined,
): { reading: BoxReading; message?: PastedMessage } {
  const long = askName && (pasted !== undefined || cleanInput(text).length > IDENTIFIER_MAX_LENGTH);
  if (long) return { reading: NO_READING, message: readPastedMessage(pasted ?? text) };
  const reading = readBox(text, translate, chosen);
  const unread = !reading.parsed?.ok && !reading.name && !reading.maskedVin && !reading.choices;
  if (!askName || !unread || reading.identifier === '') return { reading };
  const message = readPastedMessage(text);
  return message.candidates.length > 0 ? { reading: NO_READING, message } : { reading };
}

const CHOICE_KEYS = {
  vin: 'kind.vin',
  tin: 'form.channelTin',
  cac: 'form.channelCac',
  phone: 'form.channelPhone',
} as const satisfies Record<QueryKind, string>;

// The manual search: one box for any identifier. Its names ("Identifier", "Look up", "Look up by") are a
// contract tests rely on. Input is read here first, so a typo is explained before anything is paid for.
export function LookupForm({
  busy,
  demo = false,
  focusOnOpen = false,
  askName = true,
  reportedVin,
  onEdit,
  onSubmit,
}: {
  busy: boolean;
  /** Demo data answers only its samples, so only then does the placeholder suggest one. */
  demo?: boolean;
  /** The popup's field takes focus; the side panel's does not, so opening it leaves the page focused. */
  focusOnOpen?: boolean;
  /** Whether a name to match is asked for (the side panel reads it from the page instead). */
  askName?: boolean;
  /** The VIN whose answer shows below: that answer carries the free preview, so the form hides its own. */
  reportedVin?: string;
  /** The box changed: whatever answer and prompt the old text had no longer apply. */
  onEdit?: () => void;
  onSubmit: (query: LookupQuery, options?: { nameToMatch?: string }) => void;
}) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<QueryKind>();
  const [nameToMatch, setNameToMatch] = useState('');
  /** A pasted message with its line breaks, which the one-line box would lose. */
  const [pasted, setPasted] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const field = useRef<HTMLInputElement>(null);
  const choice = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    if (focusOnOpen) field.current?.focus();
  }, [focusOnOpen]);

  const { reading, message } = readBoxOrMessage(text, pasted, askName, chosen);

  /** Any change of what would be looked up: the old problem, answer and prompts go. */
  function edited(next: string) {
    setText(next);
    setPasted(undefined);
    setProblem(undefined);
    onEdit?.();
  }

  /** A number pasted with its name ("2522520314833 ACME LTD"): the number stays, the name goes to its field. */
  function paste(event: ClipboardEvent) {
    // Bounded: a 100 kB paste is read only in part (one character over the limit says "only part was read").
    const whole = (event.clipboardData?.getData('text') ?? '').slice(0, PASTED_MESSAGE_READ_LIMIT + 1);
    const flat = cleanInput(whole);
    // Only what fits the box is read as one identifier: reading a name beside it grows with the square of the words.
    const read = flat.length <= BOX_MAX_LENGTH ? readBox(whole, translate) : undefined;
    if (askName && read?.name) {
      event.preventDefault();
      edited(read.identifier);
      setNameToMatch(read.name);
      return;
    }
    if (!askName || read?.parsed?.ok || read?.maskedVin || (read && !whole.includes('\n'))) return;
    // A message: kept whole with its lines, listed below; the box shows it on one line.
    event.preventDefault();
    edited(flat.slice(0, BOX_MAX_LENGTH));
    setPasted(whole);
    setNameToMatch('');
  }

  /** One identifier from a message, sent as if it were typed alone, with the name beside it as the claim. */
  function pick(candidate: MessageCandidate) {
    onEdit?.();
    const parsed = parseQuery(candidate.value, {
      t: translate,
      kind: candidate.kind,
      allowSandboxValues: true,
    });
    if (!parsed.ok) {
      setProblem(parsed.error);
      return;
    }
    setProblem(undefined);
    const value = parsed.kind === 'tin' ? parsed.value : candidate.value;
    onSubmit(
      { kind: parsed.kind, value },
      parsed.kind === 'vin' ? undefined : { nameToMatch: candidate.name ?? '' },
    );
  }

  function kindLabel(candidate: MessageCandidate): string {
    const chip = readBox(candidate.value, translate, candidate.kind).chip;
    return i18n.t(chip ? CHIP_KEYS[chip] : CHOICE_KEYS[candidate.kind]);
  }

  function submit(event: Event) {
    event.preventDefault();
    if (message) {
      // One identifier: Enter looks it up at once. Several: the person picks, Enter does not choose.
      const [first, ...others] = message.candidates;
      if (first && others.length === 0) return pick(first);
      onEdit?.();
      setProblem(
        first ? i18n.t('pastedMessage.pickOne', [message.candidates.length]) : i18n.t('pastedMessage.none'),
      );
      return;
    }
    onEdit?.();
    if (reading.maskedVin) return; // its free preview is already shown; no paid lookup exists for it
    const { parsed } = reading;
    if (!parsed?.ok) {
      setProblem(parsed?.error ?? i18n.t('parse.nothing', [i18n.t('parse.notRecognisedHint')]));
      if (reading.choices) choice.current?.focus();
      return;
    }
    setProblem(undefined);
    const name = nameToMatch.trim() || reading.name || '';
    // A TIN goes as read ("1234 5678 90123" is sent as its 13 digits); other kinds as typed, as before.
    const value = parsed.kind === 'tin' ? parsed.value : reading.identifier;
    onSubmit({ kind: parsed.kind, value }, parsed.kind === 'vin' ? undefined : { nameToMatch: name });
  }

  const { parsed } = reading;
  const taxpayer = reading.chip !== undefined && !['vin', 'maskedVin'].includes(reading.chip);
  const compactLength = reading.identifier.replace(/[\s-]/g, '').length;
  const vinHint =
    !parsed?.ok && parsed?.kind === 'vin' && compactLength !== 17
      ? i18n.t('form.vinLength', [compactLength])
      : undefined;
  const tinHint = parsed?.ok && parsed.kind === 'tin' ? describeTinShape(parsed.value, translate) : undefined;
  const previewVin = reading.maskedVin ?? reading.identifier;
  return (
    <form class="lookup-form" onSubmit={submit} noValidate>
      <div class="field-row">
        <Field label={i18n.t('box.identifier')} hint={vinHint ?? tinHint}>
          <input
            name="identifier"
            ref={field}
            value={text}
            onPaste={paste}
            onInput={(e) => edited(e.currentTarget.value)}
            placeholder={i18n.t(demo ? 'box.placeholderDemo' : 'box.placeholder')}
            autocomplete="off"
            spellcheck={false}
            maxLength={BOX_MAX_LENGTH}
            aria-invalid={problem ? 'true' : 'false'}
          />
        </Field>
        {!reading.maskedVin && (
          <button type="submit" disabled={busy}>
            {i18n.t('form.lookUp')}
          </button>
        )}
      </div>
      {reading.chip && (
        <p
          class="box-read"
          role="status"
          aria-label={i18n.t('box.readAs', [i18n.t(CHIP_KEYS[reading.chip])])}
        >
          <span class="muted">{i18n.t('box.readAsLabel')}</span>{' '}
          <span class="chip">{i18n.t(CHIP_KEYS[reading.chip])}</span>
        </p>
      )}
      {reading.choices && (
        <Field label={i18n.t('box.lookUpBy')} narrow>
          <select
            ref={choice}
            value={chosen && reading.choices.includes(chosen) ? chosen : parsed?.ok ? parsed.kind : ''}
            onChange={(e) => {
              setChosen((e.currentTarget.value || undefined) as QueryKind | undefined);
              setProblem(undefined);
              onEdit?.();
            }}
          >
            {!parsed?.ok && <option value="">{i18n.t('box.choose')}</option>}
            {reading.choices.map((kind) => (
              <option key={kind} value={kind}>
                {i18n.t(CHOICE_KEYS[kind])}
              </option>
            ))}
          </select>
        </Field>
      )}
      {askName && !message && (taxpayer || nameToMatch !== '') && (
        <Field label={i18n.t('box.nameToMatch')} hint={i18n.t('form.nameToMatchHint')}>
          <input
            name="nameToMatch"
            value={nameToMatch}
            onInput={(e) => {
              setNameToMatch(e.currentTarget.value);
              onEdit?.(); // the old answer's name check spoke of another name
            }}
            autocomplete="off"
            maxLength={120}
          />
        </Field>
      )}
      {message && (
        <MessageCandidates
          message={message}
          busy={busy}
          kindLabel={kindLabel}
          reportedVin={reportedVin}
          onPick={pick}
        />
      )}
      {reading.maskedVin && <MaskedVinNote vin={reading.maskedVin} />}
      {reading.vinShaped && previewVin.replace(/\s/g, '').toUpperCase() !== reportedVin && (
        <VinPreview vin={previewVin} />
      )}
      {problem && (
        <p class="failure" role="alert">
          {i18n.t('form.nothingSent', [problem])}
        </p>
      )}
    </form>
  );
}
