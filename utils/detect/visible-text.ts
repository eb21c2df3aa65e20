/**
 * What a reader sees of page text, for the detectors: identifiers are found in the text as displayed,
 * never in tricks hidden from the reader (test/unit/hostile/text-tricks.test.ts). Pure, linear time.
 *
 * - Invisible characters (Unicode's default-ignorable code points: U+200B-U+200D, U+2060, U+FEFF, the soft
 *   hyphen, variation selectors, tags…) take no room and do not change the letters around them. They
 *   are removed before detection, then the offsets are mapped back. So "1HGCM\u200B82633A004352" is the
 *   VIN the reader sees (its value is sent without the invisible character, as the popup's input
 *   cleaning does with a pasted one), and "X\u200B1HGCM82633A004352", which reads as one 18-character
 *   word, holds no VIN: an invisible character never cuts an identifier out of a longer word.
 * - A detection is dropped when what is shown may differ from what would be sent: a bidirectional control
 *   inside it, a right-to-left override (U+202E) before it in its paragraph (the reader would see it
 *   reversed), or a combining mark right after it (which changes how its last character looks).
 */
import type { Detection } from './types';

// Default-ignorable code points, but not the few letters among them (Hangul fillers), which show as a
// blank: those stay, and glue to their neighbours like any letter. One class (v flag), not a lookahead
// at every position: this test runs over every batch of page text.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}--\p{L}]/v;
const INVISIBLE_ALL = /[\p{Default_Ignorable_Code_Point}--\p{L}]/gv;
const BIDI_CONTROL = /\p{Bidi_Control}/u;
const RIGHT_TO_LEFT_OVERRIDE = '\u202e';
// Paragraph separators end every embedding and override (Unicode bidi, rule P1).
const PARAGRAPH_SEPARATORS = '\n\r\u001c\u001d\u001e\u0085\u2029';
const MARK = /\p{M}/u;

/** `text` without invisible characters; `toSource[i]` is where visible character i sits in `text`. */
export function removeInvisible(text: string): { visible: string; toSource: Int32Array | undefined } {
  if (!INVISIBLE.test(text)) return { visible: text, toSource: undefined };
  const toSource = new Int32Array(text.length);
  const parts: string[] = [];
  let length = 0;
  let from = 0;
  const keep = (end: number) => {
    parts.push(text.slice(from, end));
    for (let index = from; index < end; index++) toSource[length++] = index;
  };
  for (const match of text.matchAll(INVISIBLE_ALL)) {
    keep(match.index);
    from = match.index + match[0].length;
  }
  keep(text.length);
  return { visible: parts.join(''), toSource: toSource.subarray(0, length) };
}

/** Offsets in the visible text, back to offsets in the source (invisible characters inside are covered). */
function toSourceSpan(detection: Detection, toSource: Int32Array | undefined): Detection {
  if (!toSource) return detection;
  const start = toSource[detection.start] ?? detection.start;
  const end = (toSource[detection.end - 1] ?? detection.end - 1) + 1;
  return { ...detection, start, end };
}

/**
 * Keeps the detections shown as they would be sent, with offsets in `source`. `detections` were found in
 * `removeInvisible(source).visible` and are sorted by start.
 */
export function keepDisplayedAsSent(
  source: string,
  visible: string,
  toSource: Int32Array | undefined,
  detections: Detection[],
): Detection[] {
  const hasBidi = BIDI_CONTROL.test(source);
  const kept: Detection[] = [];
  // The last right-to-left override and the last paragraph break seen so far, scanning `source` once.
  let scanned = 0;
  let lastOverride = -1;
  let lastBreak = -1;
  for (const detection of detections) {
    if (MARK.test(visible.charAt(detection.end))) continue;
    const mapped = toSourceSpan(detection, toSource);
    if (hasBidi) {
      if (BIDI_CONTROL.test(source.slice(mapped.start, mapped.end))) continue;
      for (; scanned < mapped.start; scanned++) {
        const char = source.charAt(scanned);
        if (char === RIGHT_TO_LEFT_OVERRIDE) lastOverride = scanned;
        else if (PARAGRAPH_SEPARATORS.includes(char)) lastBreak = scanned;
      }
      if (lastOverride > lastBreak) continue;
    }
    kept.push(mapped);
  }
  return kept;
}
