/**
 * Recognised lines as text the page detectors can read, with each character traced back to the symbol the text
 * reader saw: its confidence and its word's box. The detectors find identifiers in the text; this map says how
 * sure each character of a finding was and where in the image it stands. Pure.
 */
import type { ImageBox, OcrLine } from './types';
import { boxAround } from '@/utils/geometry/box-around';

/** One character of the text: the symbol's confidence (0..100) and the word it belongs to; none for a space. */
export interface OcrCharacter {
  confidence: number;
  /** Index into `words` of the OcrText. */
  word: number;
}

export interface OcrText {
  text: string;
  /** One per character of `text`; undefined for the spaces and line breaks put between words and lines. */
  characters: (OcrCharacter | undefined)[];
  words: { box: ImageBox }[];
  /** Where each line starts in `text`. */
  lineStarts: number[];
}

/** One word's characters (UTF-16 units, as string indexes count), each with its symbol's confidence; the word's own when the symbols do not spell it. */
function wordCharacters(
  text: string,
  confidence: number,
  symbols: readonly { text: string; confidence: number }[],
) {
  const spelt = symbols.map((symbol) => symbol.text).join('');
  if (spelt === text) return symbols.flatMap((symbol) => symbol.text.split('').map(() => symbol.confidence));
  return text.split('').map(() => confidence);
}

/** The lines' words joined by one space, the lines by `lineJoin` ('\n' keeps them apart, as a page's blocks). */
export function ocrTextOf(lines: readonly OcrLine[], lineJoin: '\n' | ' ' = '\n'): OcrText {
  let text = '';
  const characters: (OcrCharacter | undefined)[] = [];
  const words: { box: ImageBox }[] = [];
  const lineStarts: number[] = [];
  lines.forEach((line, lineIndex) => {
    if (lineIndex > 0) {
      text += lineJoin;
      characters.push(undefined);
    }
    lineStarts.push(text.length);
    for (const word of line.words) {
      // Tesseract never puts a space inside a word; a stray one would shift every later character.
      const clean = word.text.replace(/\s+/g, '');
      if (!clean) continue;
      if (text.length > lineStarts[lineIndex]!) {
        text += ' ';
        characters.push(undefined);
      }
      const index = words.length;
      words.push({ box: word.box });
      for (const confidence of wordCharacters(clean, word.confidence, word.symbols)) {
        characters.push({ confidence, word: index });
      }
      text += clean;
    }
  });
  return { text, characters, words, lineStarts };
}

const ALPHANUMERIC = /[0-9A-Za-z]/;

/**
 * For each character of `value` (a detection's normalised value), the source character it came from in
 * `start..end`, or undefined where the detectors wrote it themselves (a phone's trunk 0 for "+234", the hyphen
 * of a legacy TIN). Matched from the end, letters and digits only: normalising drops or adds characters at the
 * front ("+234 803…" → "0803…", "RC No. 1456032" → "RC1456032") and keeps the rest in order.
 */
export function sourceIndexes(
  text: string,
  start: number,
  end: number,
  value: string,
): (number | undefined)[] {
  const out: (number | undefined)[] = new Array<number | undefined>(value.length).fill(undefined);
  let at = end - 1;
  for (let index = value.length - 1; index >= 0; index--) {
    const char = value[index]!;
    if (!ALPHANUMERIC.test(char)) continue;
    let probe = at;
    while (probe >= start && text[probe]!.toUpperCase() !== char.toUpperCase()) probe--;
    if (probe < start) continue;
    out[index] = probe;
    at = probe - 1;
  }
  return out;
}

/** The smallest box holding every box given; undefined for none. */
export function unionBox(boxes: readonly ImageBox[]): ImageBox | undefined {
  return boxes.length === 0 ? undefined : boxAround(boxes);
}

/**
 * Whether `next` continues `line` as a reader would read on: beside it on the same row, or just under it (within
 * about one blank line) and overlapping it across. Two columns side by side far apart stay apart.
 */
export function ocrLinesAdjacent(line: ImageBox, next: ImageBox): boolean {
  const height = Math.max(1, Math.min(line.height, next.height));
  const sameRow =
    Math.min(line.y + line.height, next.y + next.height) - Math.max(line.y, next.y) > height / 2 &&
    next.x >= line.x + line.width - height &&
    next.x - (line.x + line.width) <= 6 * height;
  const below = next.y >= line.y + line.height / 2 && next.y - (line.y + line.height) <= 1.5 * height;
  const across = Math.min(line.x + line.width, next.x + next.width) - Math.max(line.x, next.x) > 0;
  return sameRow || (below && across);
}
