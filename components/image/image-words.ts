/**
 * The words an image reading is shown with: pure, so unit tests run them in plain Node with the shipped
 * English. They only describe what the candidate rule (utils/image/candidates.ts) decided; nothing here
 * decides whether a reading is read or doubtful.
 */
import type { Translate } from '@/utils/i18n/translate';
import type {
  ImageCandidate,
  ImageDoubt,
  ImageFailure,
  ImageNote,
  ImageReadProgress,
} from '@/utils/image/types';

/** Binary megabytes, as the limits are set (25 MiB) and as Windows shows a file's size: "50 MB", "25 MB". */
const MB = 1024 * 1024;

/** A size in MB: one decimal under 10 MB, whole above. */
export function imageMegabytes(bytes: number): string {
  const value = bytes / MB;
  return value >= 10 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
}

const STAGE_KEYS = {
  checking: 'image.stageChecking',
  barcodes: 'image.stageBarcodes',
  'loading-text-reader': 'image.stageLoadingText',
  text: 'image.stageText',
} as const satisfies Record<ImageReadProgress['stage'], string>;

export function describeImageStage(stage: ImageReadProgress['stage'], t: Translate): string {
  return t(STAGE_KEYS[stage]);
}

/** What went wrong, in the person's words, with what to do about it in the same sentence. */
export function describeImageFailure(failure: ImageFailure, t: Translate): string {
  switch (failure.code) {
    case 'file-too-large':
      // 0: a page's image sent without its length, refused once more than the limit had arrived.
      return failure.bytes > 0
        ? t('image.tooLarge', [imageMegabytes(failure.bytes), imageMegabytes(failure.limitBytes)])
        : t('image.tooLargeOver', [imageMegabytes(failure.limitBytes)]);
    case 'too-many-pixels':
      return t('image.tooManyPixels', [
        failure.width,
        failure.height,
        Math.round(failure.limitPixels / 1_000_000),
      ]);
    case 'svg':
      return t('image.svg');
    case 'not-an-image':
      return t('image.notAnImage');
    case 'corrupt':
      return t('image.corrupt');
    case 'cancelled':
      return t('image.cancelled');
    case 'unreadable-source':
      return t('image.unreadableSource');
    case 'reader-failed':
      return t('image.readerFailed', [failure.detail]);
  }
}

/** Whether reading the same image again may help (it stopped for a reason of the moment, not of the file). */
export function imageFailureRetryable(failure: ImageFailure): boolean {
  return failure.code === 'cancelled' || failure.code === 'reader-failed';
}

const NOTE_KEYS = {
  'first-frame-only': 'image.firstFrameOnly',
  'scaled-down': 'image.scaledDown',
} as const satisfies Record<ImageNote, string>;

export function describeImageNote(note: ImageNote, t: Translate): string {
  return t(NOTE_KEYS[note]);
}

const DOUBT_KEYS = {
  'check-digit-fails': 'image.doubtCheckDigit',
  'no-check': 'image.doubtNoCheck',
  'unsure-characters': 'image.doubtUnsure',
} as const satisfies Record<ImageDoubt, string>;

export function describeImageDoubt(doubt: ImageDoubt, t: Translate): string {
  return t(DOUBT_KEYS[doubt]);
}

const ORDINAL_KEYS = {
  one: 'image.ordinalOne',
  two: 'image.ordinalTwo',
  few: 'image.ordinalFew',
  other: 'image.ordinalOther',
} as const;

const ORDINALS = new Intl.PluralRules('en', { type: 'ordinal' });

/** "9th" for the character at index 8: people count characters from one. */
export function characterOrdinal(index: number, t: Translate): string {
  const position = index + 1;
  const rule = ORDINALS.select(position) as keyof typeof ORDINAL_KEYS;
  return t(ORDINAL_KEYS[rule] ?? ORDINAL_KEYS.other, [position]);
}

/** "Characters in doubt: 5th, 9th", or undefined when the reader was sure of every one. */
export function describeCharactersInDoubt(candidate: ImageCandidate, t: Translate): string | undefined {
  const at = [...new Set(candidate.doubtfulAt)]
    .filter((index) => index >= 0 && index < candidate.value.length)
    .sort((a, b) => a - b);
  if (at.length === 0) return undefined;
  return t('image.charactersInDoubt', [at.map((index) => characterOrdinal(index, t)).join(', ')]);
}

/** The value cut in runs, each marked when its characters are in doubt, for <mark> around the doubtful. */
export function splitByDoubt(
  value: string,
  doubtfulAt: readonly number[],
): { text: string; doubt: boolean }[] {
  const doubtful = new Set(doubtfulAt);
  const runs: { text: string; doubt: boolean }[] = [];
  [...value].forEach((character, index) => {
    const doubt = doubtful.has(index);
    const last = runs[runs.length - 1];
    if (last && last.doubt === doubt && !doubt) last.text += character;
    else runs.push({ text: character, doubt });
  });
  return runs;
}

/** "Try 1HGCM82633A004352 (changes the 9th character)". */
export function describeSuggestion(suggestion: { value: string; at: number }, t: Translate): string {
  return t('image.tryValue', [suggestion.value, characterOrdinal(suggestion.at, t)]);
}
