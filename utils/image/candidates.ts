/**
 * THE rule every surface shows: what an image's barcodes and recognised text yield, each reading `read` only
 * when an independent check holds, else `doubtful` with the characters in doubt. Nothing is repaired: a fix that
 * makes a VIN's check digit hold is a suggestion the person confirms. Identifiers are found by the page
 * detectors and names by the one claim reader (through the pasted-message reader), so an image is read as a
 * page and a message are. Pure: no browser globals.
 */
import { detectIdentifiers, type Detection } from '@/utils/detect';
import {
  hasVinShape,
  isVinCharacter,
  isVinCheckDigitValid,
  isPlausibleVin,
  VIN_FORBIDDEN_LETTERS,
  VIN_LENGTH,
} from '@/utils/detect/vin';
import { readPastedMessage } from '@/utils/lookup/pasted-message';
import { readTaxpayerClaim } from '@/utils/taxpayer/page-claim';
import { checkDigitRequired } from '@/utils/vin-decode/check-digit';
import { ocrLinesAdjacent, ocrTextOf, sourceIndexes, unionBox, type OcrText } from './ocr-text';
import type { BarcodeReading, ImageBox, ImageCandidate, OcrLine } from './types';
import { vinOneCharacterFix } from './vin-suggestion';

/**
 * A recognised character below this confidence (tesseract's 0..100) is in doubt. Measured on 80 generated VIN
 * lines (5 conditions, 4 fonts): right characters scored 86-99 (1% below 90), misread ones 85-99. Confidence
 * does not tell a confident misread from a right reading, so it only marks what tesseract itself rates poor;
 * the check digit is what makes a VIN read.
 */
export const OCR_SURE_CONFIDENCE = 85;

/** Symbologies that carry their own check (Reed-Solomon or a mandatory checksum): their text is as printed. */
const SELF_CHECKED_SYMBOLOGIES: ReadonlySet<string> = new Set(['DataMatrix', 'QRCode', 'Code128']);

/** Kinds a company name is printed beside (a VIN or a phone has no name to check). */
const NAMED_KINDS: ReadonlySet<string> = new Set(['tin', 'cac']);

const IMPORT_PREFIXED_VIN = /^I[0-9A-Z]{17}$/;

export function candidateKey(candidate: Pick<ImageCandidate, 'kind' | 'value'>): string {
  return `${candidate.kind}:${candidate.value}`;
}

/** The name printed beside each Tax ID, TIN or RC/BN of `text`, read as a pasted message is. */
function namesIn(text: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const found of readPastedMessage(text).candidates) {
    if (found.name) names.set(candidateKey(found), found.name);
  }
  return names;
}

/** A barcode holding nothing but a VIN (a Code 39 import "I" dropped): a VIN even unlabelled. */
function wholeBarcodeVin(text: string): string | undefined {
  const upper = text.trim().toUpperCase();
  const vin = IMPORT_PREFIXED_VIN.test(upper) ? upper.slice(1) : upper;
  return hasVinShape(vin) && isPlausibleVin(vin) ? vin : undefined;
}

function barcodeVin(vin: string, reading: BarcodeReading): ImageCandidate {
  const base = {
    kind: 'vin',
    value: vin,
    source: 'barcode',
    barcodeFormat: reading.format,
    crop: reading.box,
    certainty: 1,
    doubtfulAt: [] as number[],
  } as const;
  // The barcode's text is as printed; what it cannot prove is that the label was printed right.
  if (isVinCheckDigitValid(vin)) return { ...base, status: 'read' };
  if (!checkDigitRequired(vin) && SELF_CHECKED_SYMBOLOGIES.has(reading.format))
    return { ...base, status: 'read' };
  const suggestion = checkDigitRequired(vin) ? vinOneCharacterFix(vin, { anywhere: true }) : undefined;
  return { ...base, status: 'doubtful', doubt: 'check-digit-fails', ...(suggestion ? { suggestion } : {}) };
}

/** One per kind and value, at the first one's place: a `read` reading beats a doubtful one, then the surer. */
function onePerValue(candidates: readonly ImageCandidate[]): ImageCandidate[] {
  const kept = new Map<string, ImageCandidate>();
  for (const candidate of candidates) {
    const key = candidateKey(candidate);
    const held = kept.get(key);
    if (!held) kept.set(key, candidate);
    else if (
      (candidate.status === 'read' && held.status !== 'read') ||
      (candidate.status === held.status && candidate.certainty > held.certainty)
    ) {
      kept.delete(key);
      kept.set(key, candidate);
    }
  }
  // Map order is insertion order: put each back at its first place.
  const order = new Map<string, number>();
  candidates.forEach((candidate, index) => {
    const key = candidateKey(candidate);
    if (!order.has(key)) order.set(key, index);
  });
  return [...kept.values()].sort((a, b) => order.get(candidateKey(a))! - order.get(candidateKey(b))!);
}

/** Candidates from barcode readings: a barcode is checked by its own symbology, so its characters are sure. */
export function barcodeCandidates(readings: readonly BarcodeReading[]): ImageCandidate[] {
  const out: ImageCandidate[] = [];
  for (const reading of readings) {
    const vin = wholeBarcodeVin(reading.text);
    if (vin) {
      out.push(barcodeVin(vin, reading));
      continue;
    }
    // A barcode holding several fields (a QR with a VIN and a Tax ID): found as on a page.
    const names = namesIn(reading.text);
    for (const found of detectIdentifiers(reading.text)) {
      if (found.kind === 'vin') {
        out.push(barcodeVin(found.value, reading));
        continue;
      }
      const name = names.get(candidateKey(found));
      out.push({
        kind: found.kind,
        value: found.value,
        status: 'read',
        source: 'barcode',
        barcodeFormat: reading.format,
        crop: reading.box,
        certainty: 1,
        doubtfulAt: [],
        ...(name ? { name } : {}),
      });
    }
  }
  return onePerValue(out);
}

/** The box around the words a finding was read from, with a margin, inside the image. */
function cropOf(words: readonly ImageBox[], size: { width: number; height: number }): ImageBox {
  const box = unionBox(words) ?? { x: 0, y: 0, width: size.width, height: size.height };
  const margin = Math.round(box.height * 0.2);
  const x = Math.max(0, box.x - margin);
  const y = Math.max(0, box.y - margin);
  return {
    x,
    y,
    width: Math.min(size.width, box.x + box.width + margin) - x,
    height: Math.min(size.height, box.y + box.height + margin) - y,
  };
}

interface Traced {
  /** The confidence of each character of the value; undefined where the detectors wrote it themselves. */
  confidences: (number | undefined)[];
  crop: ImageBox;
}

function trace(
  ocr: OcrText,
  start: number,
  end: number,
  value: string,
  size: { width: number; height: number },
): Traced {
  const indexes = sourceIndexes(ocr.text, start, end, value);
  const characters = indexes.map((index) => (index === undefined ? undefined : ocr.characters[index]));
  const words = new Set(characters.flatMap((character) => (character ? [character.word] : [])));
  return {
    confidences: characters.map((character) => character?.confidence),
    crop: cropOf(
      [...words].map((word) => ocr.words[word]!.box),
      size,
    ),
  };
}

function unsureAt(confidences: readonly (number | undefined)[]): number[] {
  return confidences.flatMap((confidence, index) =>
    confidence !== undefined && confidence < OCR_SURE_CONFIDENCE ? [index] : [],
  );
}

function certaintyOf(confidences: readonly (number | undefined)[]): number {
  const known = confidences.filter((confidence): confidence is number => confidence !== undefined);
  return known.length === 0 ? 1 : Math.max(0, Math.min(...known)) / 100;
}

/**
 * The characters in doubt and the suggestion for a recognised VIN whose check digit fails. The one fix, when
 * there is one, puts its character in doubt too: some character is misread, and that is the only one a reader's
 * mistake explains. Only where the maker uses the check digit: elsewhere a fix fixes nothing.
 */
function recognisedVinFix(
  value: string,
  doubtfulAt: readonly number[],
): { doubtfulAt: number[]; suggestion?: { value: string; at: number } } {
  const fix = vinOneCharacterFix(value, { doubtfulAt });
  if (!fix || !checkDigitRequired(fix.value)) return { doubtfulAt: [...doubtfulAt] };
  return { doubtfulAt: [...new Set([...doubtfulAt, fix.at])].sort((a, b) => a - b), suggestion: fix };
}

/** "VIN:" or "Chassis No." right before, on the same line: the label, not the print, says it is a VIN. */
const VIN_LABEL_BEFORE = /\b(?:v\.?i\.?n|chassis)\b[^0-9A-Za-z\n]{0,8}(?:no\.?\s*)?$/i;

/**
 * The lower-case letters of an unlabelled VIN as printed ("5N1NJ01CXsT000001"): the detectors take one such
 * slip among capitals, but on a picture it is as likely the reader's as the printer's, so it stays in doubt.
 */
function lowerCaseSlips(text: string, found: Detection): number[] {
  if (found.kind !== 'vin' || VIN_LABEL_BEFORE.test(text.slice(Math.max(0, found.start - 24), found.start)))
    return [];
  const printed = text.slice(found.start, found.end);
  if (printed.length !== VIN_LENGTH) return [];
  return [...printed].flatMap((char, index) => (char >= 'a' && char <= 'z' ? [index] : []));
}

function textCandidate(
  found: Detection,
  traced: Traced,
  name: string | undefined,
  slips: readonly number[] = [],
): ImageCandidate {
  const doubtfulAt = [...new Set([...unsureAt(traced.confidences), ...slips])].sort((a, b) => a - b);
  const base = {
    kind: found.kind,
    value: found.value,
    source: 'text',
    crop: traced.crop,
    certainty: certaintyOf(traced.confidences),
    ...(name ? { name } : {}),
  } as const;
  // Nothing proves a Tax ID, TIN, RC/BN or phone read from print: the person checks it against the image.
  if (found.kind !== 'vin') return { ...base, status: 'doubtful', doubt: 'no-check', doubtfulAt };
  // Only the check digit proves a recognised VIN. A maker without one leaves nothing to prove it: measured, 8 of
  // 80 printed lines misread a Japanese, Korean or European VIN with every character rated sure.
  const holds = isVinCheckDigitValid(found.value);
  if (holds && doubtfulAt.length === 0) return { ...base, status: 'read', doubtfulAt };
  if (holds) return { ...base, status: 'doubtful', doubt: 'unsure-characters', doubtfulAt };
  return {
    ...base,
    status: 'doubtful',
    doubt: 'check-digit-fails',
    ...recognisedVinFix(found.value, doubtfulAt),
  };
}

// 17 letters and digits, lower case only where the letter's two cases share a shape (c o s u v w x z): a
// reader mixes those up in a printed VIN, while other lower-case letters make a word, a hash or a code.
const SEVENTEEN_RUN = /(?<![0-9A-Za-z])[0-9A-Zcosuvwxz]{17}(?![0-9A-Za-z])/g;

/**
 * 17 letters and digits the detectors turn down only for a forbidden I, O or Q or a lower-case letter (a reader
 * mistaking 0 for O, or S for s): offered as a doubtful VIN with those characters in doubt, as read, never
 * silently put right and never dropped without a word.
 */
function nearVins(
  ocr: OcrText,
  size: { width: number; height: number },
): { at: number; candidate: ImageCandidate }[] {
  const out: { at: number; candidate: ImageCandidate }[] = [];
  for (const match of ocr.text.matchAll(SEVENTEEN_RUN)) {
    const token = match[0];
    const value = token.toUpperCase();
    const oddAt = [...token].flatMap((char, index) =>
      VIN_FORBIDDEN_LETTERS[value[index]!] || char !== value[index] ? [index] : [],
    );
    if (
      oddAt.length === 0 ||
      ![...value].every((char) => isVinCharacter(char) || VIN_FORBIDDEN_LETTERS[char])
    )
      continue;
    if (!/[0-9]/.test(value) || !/[A-Z]/.test(value)) continue;
    const start = match.index;
    const traced = trace(ocr, start, start + VIN_LENGTH, value, size);
    const doubtfulAt = [...new Set([...oddAt, ...unsureAt(traced.confidences)])].sort((a, b) => a - b);
    out.push({
      at: start,
      candidate: {
        kind: 'vin',
        value,
        status: 'doubtful',
        source: 'text',
        crop: traced.crop,
        certainty: certaintyOf(traced.confidences),
        doubt: 'unsure-characters',
        ...recognisedVinFix(value, doubtfulAt),
      },
    });
  }
  return out;
}

/**
 * Candidates from recognised lines, in reading order. The detectors read the lines as a page's blocks (one line
 * each), then each line joined to the next one it continues into, so a label on one line names the number on
 * the next ("Tax ID:" above "2185736400017"), as a label beside a number on a page does.
 */
export function textCandidates(
  lines: readonly OcrLine[],
  imageSize: { width: number; height: number },
): ImageCandidate[] {
  const ocr = ocrTextOf(lines);
  const found: { at: number; detection: Detection; names: Map<string, string> }[] = [];
  const wholeNames = namesIn(ocr.text);
  for (const detection of detectIdentifiers(ocr.text))
    found.push({ at: detection.start, detection, names: wholeNames });
  const seen = new Set(found.map((item) => candidateKey(item.detection)));
  for (let index = 0; index + 1 < lines.length; index++) {
    if (!ocrLinesAdjacent(lines[index]!.box, lines[index + 1]!.box)) continue;
    const from = ocr.lineStarts[index]!;
    const to = index + 2 < lines.length ? ocr.lineStarts[index + 2]! - 1 : ocr.text.length;
    // The same characters, the line break read as a space: offsets stay those of the whole text.
    const pair = ocr.text.slice(from, to).replace('\n', ' ');
    const pairNames = namesIn(pair);
    for (const detection of detectIdentifiers(pair)) {
      const key = candidateKey(detection);
      if (seen.has(key)) continue;
      seen.add(key);
      const shifted = { ...detection, start: detection.start + from, end: detection.end + from };
      found.push({ at: shifted.start, detection: shifted, names: pairNames });
    }
  }
  // A picture that prints one company name (a certificate, a card, a letterhead) is about that company: its
  // Tax ID and RC printed on lines of their own still carry it. Two names, as an invoice prints, claim nothing.
  const pictureName = readTaxpayerClaim(ocr.text).name;
  const candidates = found.map(({ at, detection, names }) => ({
    at,
    candidate: textCandidate(
      detection,
      trace(ocr, detection.start, detection.end, detection.value, imageSize),
      names.get(candidateKey(detection)) ?? (NAMED_KINDS.has(detection.kind) ? pictureName : undefined),
      lowerCaseSlips(ocr.text, detection),
    ),
  }));
  const detectedVinSpans = found
    .filter((item) => item.detection.kind === 'vin')
    .map((item) => item.detection);
  for (const near of nearVins(ocr, imageSize)) {
    if (detectedVinSpans.some((span) => span.start < near.at + VIN_LENGTH && near.at < span.end)) continue;
    candidates.push(near);
  }
  candidates.sort((a, b) => a.at - b.at);
  return onePerValue(candidates.map((item) => item.candidate));
}

function differsInOneCharacter(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let differences = 0;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) differences++;
  return differences === 1;
}

/**
 * One candidate per kind and value, barcodes first: a barcode's reading is the surer, so a text reading of the
 * same value adds nothing, and a doubtful text VIN one character off a VIN a barcode read is the printed line
 * under that barcode misread (two real VINs differ in their check digit too, and a real one reads `read`).
 */
export function mergeCandidates(
  barcode: readonly ImageCandidate[],
  text: readonly ImageCandidate[],
): ImageCandidate[] {
  const merged = onePerValue(barcode);
  const held = new Set(merged.map(candidateKey));
  const barcodeVins = merged.filter((candidate) => candidate.kind === 'vin' && candidate.status === 'read');
  for (const candidate of onePerValue(text)) {
    if (held.has(candidateKey(candidate))) continue;
    const misreadOfBarcode =
      candidate.kind === 'vin' &&
      candidate.status === 'doubtful' &&
      barcodeVins.some((vin) => differsInOneCharacter(vin.value, candidate.value));
    if (misreadOfBarcode) continue;
    held.add(candidateKey(candidate));
    merged.push(candidate);
  }
  return merged;
}
