/**
 * Whether the popup's box holds one identifier (read by `readBox`, as before) or a message to list identifiers
 * from (read by `readPastedMessage`): a message is longer than any identifier with its label and name, or holds
 * words beside an identifier that the box cannot read as one. Short typos stay with `readBox`, whose errors say
 * what is wrong with the number.
 */
import { cleanInput } from '@/utils/detect/clean-input';
import type { QueryKind } from '@/utils/detect/parse-input';
import type { Translate } from '@/utils/i18n/translate';
import { readBox, type BoxReading } from './read-box';
import { PASTED_MESSAGE_READ_LIMIT, readPastedMessage, type PastedMessage } from './pasted-message';

/** The box's own limit on what is typed (its `maxLength`); a longer paste can only be a message. */
export const BOX_TEXT_MAX_LENGTH = 160;
/** Longer than any identifier with its label and name ("Tax ID: 2522520314833 · PREMBLY LIMITED"). */
const IDENTIFIER_TEXT_MAX_LENGTH = 64;
const NO_READING: BoxReading = { identifier: '', vinShaped: false };

export interface BoxOrMessage {
  reading: BoxReading;
  /** Present when the text is a message: then `reading` is empty and nothing is sent before a pick. */
  message?: PastedMessage;
}

/** `pasted`: a message taken whole from the clipboard, with the line breaks the one-line box would lose. */
export function readBoxOrMessage(
  text: string,
  t: Translate,
  options: { pasted?: string; chosen?: QueryKind } = {},
): BoxOrMessage {
  const { pasted, chosen } = options;
  if (pasted !== undefined || cleanInput(text).length > IDENTIFIER_TEXT_MAX_LENGTH)
    return { reading: NO_READING, message: readPastedMessage(pasted ?? text) };
  const reading = readBox(text, t, chosen);
  const unread = !reading.parsed?.ok && !reading.name && !reading.maskedVin && !reading.choices;
  if (!unread || reading.identifier === '') return { reading };
  const message = readPastedMessage(text);
  return message.candidates.length > 0 ? { reading: NO_READING, message } : { reading };
}

/** What a paste into the box becomes. */
export type BoxPaste =
  /** A number and its name: the number to the box, the name to "Name on the document". */
  | { as: 'numberAndName'; identifier: string; name: string }
  /** A message, kept whole (to the read limit) with its lines; `shown` is what the box shows, on one line. */
  | { as: 'message'; message: string; shown: string }
  /** Anything else: the browser pastes it as usual and the box reads it. */
  | { as: 'text' };

export function readBoxPaste(clipboard: string, t: Translate): BoxPaste {
  // One character over the limit, so the reading can say only part of it was read.
  const whole = clipboard.slice(0, PASTED_MESSAGE_READ_LIMIT + 1);
  const flat = cleanInput(whole);
  // Only what fits the box is read as one identifier: splitting a name from a number grows with the square
  // of the words, which froze the popup for seconds on a 100 kB paste.
  const read = flat.length <= BOX_TEXT_MAX_LENGTH ? readBox(whole, t) : undefined;
  if (read?.name) return { as: 'numberAndName', identifier: read.identifier, name: read.name };
  // The box shows it as pasted, on one line (cleanInput would drop a leading "[10:42, …" bracket).
  const shown = whole.replace(/\s+/g, ' ').trim().slice(0, BOX_TEXT_MAX_LENGTH);
  const message = { as: 'message', message: whole, shown } as const;
  if (!read) return message;
  // Line breaks matter only to a message (each name from its own line); a short one-line paste is typed text.
  if (read.parsed?.ok || read.maskedVin || !whole.includes('\n')) return { as: 'text' };
  return readBoxOrMessage(whole, t).message ? message : { as: 'text' };
}
