import { i18n } from '#i18n';
import { useEffect, useRef, useState } from 'preact/hooks';
import { parseQuery, type QueryKind } from '@/utils/detect/parse-input';
import { describeTinShape } from '@/utils/detect/parse-tin-query';
import { translate } from '@/utils/i18n/extension-translate';
import {
  BOX_TEXT_MAX_LENGTH,
  readBoxOrMessage,
  readBoxPaste,
  type BoxOrMessage,
} from '@/utils/lookup/box-or-message';
import type { MessageCandidate } from '@/utils/lookup/pasted-message';
import { readBox, type BoxKind } from '@/utils/lookup/read-box';
import type { ImageCandidate } from '@/utils/image/types';
import { Field } from './Field';
import { MessageCandidates } from './MessageCandidates';
import { ImageCandidates } from './image/ImageCandidates';
import { ImageReadStatus } from './image/ImageReadStatus';
import { ReadImageButton } from './image/ReadImageButton';
import { dragCarriesFiles, imageFileIn } from './image/image-input';
import { useImageRead, type ImageInput } from './image/useImageRead';
import { useImagePicture } from './image/useImagePicture';
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

const CHOICE_KEYS = {
  vin: 'kind.vin',
  tin: 'form.channelTin',
  cac: 'form.channelCac',
  phone: 'form.channelPhone',
} as const satisfies Record<QueryKind, string>;

/** The chip's words for a candidate from a message or an image ("Tax ID", "RC number"), as the box says them. */
export function candidateKindLabel(candidate: MessageCandidate): string {
  const chip = readBox(candidate.value, translate, candidate.kind).chip;
  return i18n.t(chip ? CHIP_KEYS[chip] : CHOICE_KEYS[candidate.kind]);
}

/** A candidate read as if typed alone: the query to send and the name beside it as the claim, or why not. */
export function candidateQuery(
  candidate: MessageCandidate,
): { ok: true; query: LookupQuery; nameToMatch?: string } | { ok: false; problem: string } {
  const parsed = parseQuery(candidate.value, {
    t: translate,
    kind: candidate.kind,
    allowSandboxValues: true,
  });
  if (!parsed.ok) return { ok: false, problem: parsed.error };
  const value = parsed.kind === 'tin' ? parsed.value : candidate.value;
  const query = { kind: parsed.kind, value };
  return parsed.kind === 'vin' ? { ok: true, query } : { ok: true, query, nameToMatch: candidate.name ?? '' };
}

// The manual search: one box for any identifier. Its names ("Identifier", "Look up", "Look up by") are a
// contract tests rely on. Input is read here first, so a typo is explained before anything is paid for.
export function LookupForm({
  busy,
  demo = false,
  focusOnOpen = false,
  askName = true,
  reportedVin,
  pageDrop = true,
  image,
  onImageFile,
  pickImageInViewer = false,
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
  /** Whether an image dropped anywhere on the page is read (the viewer takes drops itself). */
  pageDrop?: boolean;
  /** An image brought another way (the viewer's opened file or scanned page), read when `key` changes. */
  image?: { input: ImageInput; key: number };
  /** Takes a pasted or picked image instead of reading it here (the viewer shows it, then hands it back). */
  onImageFile?: (file: File) => void;
  /** Read an image picks in the viewer's tab (a Firefox toolbar popup closes when a file dialog opens). */
  pickImageInViewer?: boolean;
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
  /** The doubtful reading put in the box, until the box changes: the person checks it, then looks it up. */
  const [checking, setChecking] = useState<string>();
  const field = useRef<HTMLInputElement>(null);
  const choice = useRef<HTMLSelectElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const images = useImageRead();
  const { read: readImageInput } = images;
  const imageReading =
    images.state.phase === 'done'
      ? images.state.reading
      : images.state.phase === 'reading'
        ? images.state.partial
        : undefined;
  const picture = useImagePicture(images.input, imageReading);
  const takeImage = (file: File) => (onImageFile ? onImageFile(file) : void images.read({ blob: file }));

  useEffect(() => {
    if (focusOnOpen) field.current?.focus();
  }, [focusOnOpen]);

  useEffect(() => {
    if (image) void readImageInput(image.input);
  }, [image?.key, readImageInput]);

  // A file dropped anywhere on the page is read (the browser would otherwise open it in place of the popup).
  useEffect(() => {
    if (!pageDrop) return;
    const over = (event: DragEvent) => {
      if (!dragCarriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const drop = (event: DragEvent) => {
      if (!dragCarriesFiles(event)) return;
      event.preventDefault();
      // Not an image by its type: still read, so the reader says what it is instead of nothing happening.
      const file = imageFileIn(event.dataTransfer) ?? event.dataTransfer?.files[0];
      if (file) void readImageInput({ blob: file });
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [pageDrop, readImageInput]);

  // The side panel, which asks no name, keeps the box as it was: one identifier.
  const { reading, message }: BoxOrMessage = askName
    ? readBoxOrMessage(text, translate, { pasted, chosen })
    : { reading: readBox(text, translate, chosen) };

  /** Any change of what would be looked up: the old problem, answer and prompts go. */
  function edited(next: string) {
    setText(next);
    setPasted(undefined);
    setProblem(undefined);
    setChecking(undefined);
    onEdit?.();
  }

  /**
   * A number pasted with its name ("2522520314833 ACME LTD"): the number stays, the name goes to its field.
   * A message: kept whole with its lines and listed below; the box shows it on one line.
   */
  function paste(event: ClipboardEvent) {
    // A screenshot or a copied image: read on this device, its candidates listed below.
    const pastedImage = imageFileIn(event.clipboardData);
    if (pastedImage) {
      event.preventDefault();
      takeImage(pastedImage);
      return;
    }
    if (!askName) return;
    const read = readBoxPaste(event.clipboardData?.getData('text') ?? '', translate);
    if (read.as === 'text') return;
    event.preventDefault();
    if (read.as === 'numberAndName') {
      edited(read.identifier);
      setNameToMatch(read.name);
      return;
    }
    edited(read.shown);
    setPasted(read.message);
    setNameToMatch('');
  }

  /** One identifier from a message, sent as if it were typed alone, with the name beside it as the claim. */
  function pick(candidate: MessageCandidate) {
    onEdit?.();
    const read = candidateQuery(candidate);
    if (!read.ok) {
      setProblem(read.problem);
      return;
    }
    setProblem(undefined);
    onSubmit(read.query, read.nameToMatch === undefined ? undefined : { nameToMatch: read.nameToMatch });
  }

  /**
   * A doubtful reading (or its one-character suggestion) goes to the box with its name, never to the
   * provider: the person checks it against the image, then presses Look up.
   */
  function check(candidate: ImageCandidate, value: string) {
    edited(value);
    setChosen(candidate.kind);
    if (askName) setNameToMatch(candidate.name ?? '');
    setChecking(value);
    field.current?.focus();
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
            maxLength={BOX_TEXT_MAX_LENGTH}
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
          kindLabel={candidateKindLabel}
          reportedVin={reportedVin}
          onPick={pick}
        />
      )}
      {checking !== undefined && checking === text && (
        <p class="image-check" role="status">
          {i18n.t('image.checkAgainstImage')}
        </p>
      )}
      <ReadImageButton picker={picker} inViewer={pickImageInViewer} onFile={takeImage} />
      <ImageReadStatus
        state={images.state}
        onCancel={images.cancel}
        onRetry={images.retry}
        onChooseAnother={() => picker.current?.click()}
      />
      {imageReading && (
        <ImageCandidates
          reading={imageReading}
          picture={picture}
          busy={busy}
          kindLabel={candidateKindLabel}
          reportedVin={reportedVin}
          onLookUp={pick}
          onCheck={check}
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
