/**
 * A pasted message (a WhatsApp line, a forwarded chat, an e-mail paragraph): the identifiers in it, in message
 * order, each Tax ID, TIN or RC/BN with the company name printed beside it. The page detectors find the
 * identifiers and the one claim reader (`readTaxpayerClaim`) reads the name, so a message is read the way a
 * page is, and no second name rule exists to drift from the first.
 */
import { detectIdentifiers, type DetectionKind } from '@/utils/detect';
import { readTaxpayerClaim } from '@/utils/taxpayer/page-claim';

/** Only this much of a paste is read: a chat message is far shorter, and a 100 kB paste must not freeze the popup. */
export const PASTED_MESSAGE_READ_LIMIT = 4000;
/** At most this many identifiers are listed: more is a document for Bulk, not a message to pick from. */
export const PASTED_MESSAGE_MAX_CANDIDATES = 12;

/** Kinds a company name is printed beside (a VIN or a phone has no name to check). */
const NAMED_KINDS: ReadonlySet<DetectionKind> = new Set(['tin', 'cac']);

export interface MessageCandidate {
  kind: DetectionKind;
  /** Normalised as the detectors send it. */
  value: string;
  /** The company name printed beside a Tax ID, TIN or RC/BN, as the claim to check; absent when none or two. */
  name?: string;
}

export interface PastedMessage {
  candidates: MessageCandidate[];
  /** Part of the text was not read (beyond the read limit) or identifiers beyond the cap were left off. */
  truncated: boolean;
}

/** The line holding `start..end`: a chat puts one thing per line, so the name beside a number is on its line. */
function lineAround(text: string, start: number, end: number): string {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const to = text.indexOf('\n', end);
  return text.slice(from, to === -1 ? text.length : to);
}

/**
 * The text with each identifier replaced by a line break: the claim reader splits on it, so a number is never
 * read as a word of the name ("Tax ID 2185736400017 Sahel Haulage Ltd" names Sahel Haulage Ltd).
 */
function withoutIdentifiers(text: string, spans: readonly { start: number; end: number }[]): string {
  let out = '';
  let at = 0;
  for (const span of spans) {
    out += text.slice(at, span.start) + '\n';
    at = span.end;
  }
  return out + text.slice(at);
}

export function readPastedMessage(input: string): PastedMessage {
  const text = input.slice(0, PASTED_MESSAGE_READ_LIMIT).replace(/\r\n?/g, '\n');
  const found = detectIdentifiers(text);
  // One identifier printed twice ("TIN 2185736400017 … the TIN again: 2185736400017") is one candidate.
  const firsts = found.filter(
    (item, index) =>
      found.findIndex((other) => other.kind === item.kind && other.value === item.value) === index,
  );
  const listed = firsts.slice(0, PASTED_MESSAGE_MAX_CANDIDATES);
  // One identifier: the whole message is about it. Several: each name only from its own line, so a name
  // written beside one number is never claimed for another.
  const sole = firsts.length === 1;
  const candidates = listed.map((item): MessageCandidate => {
    if (!NAMED_KINDS.has(item.kind)) return { kind: item.kind, value: item.value };
    const near = sole ? text : lineAround(text, item.start, item.end);
    const offset = sole ? 0 : text.lastIndexOf('\n', item.start - 1) + 1;
    const spans = found
      .filter((other) => other.start >= offset && other.end <= offset + near.length)
      .map((other) => ({ start: other.start - offset, end: other.end - offset }));
    const name = readTaxpayerClaim(withoutIdentifiers(near, spans)).name;
    return { kind: item.kind, value: item.value, ...(name ? { name } : {}) };
  });
  return {
    candidates,
    truncated: input.length > PASTED_MESSAGE_READ_LIMIT || firsts.length > listed.length,
  };
}
