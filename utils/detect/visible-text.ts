// Identifiers are read as displayed: invisible characters are removed (offsets mapped back), and a detection
// is dropped when bidi controls or a combining mark could make its display differ from its value.
import type { Detection } from './types';

// Default-ignorable code points except letters (Hangul fillers show as a blank). One class, not a
// lookahead per position: this runs on every batch of page text. Read with the v flag.
export const INVISIBLE_SOURCE = String.raw`[\p{Default_Ignorable_Code_Point}--\p{L}]`;
const INVISIBLE = new RegExp(INVISIBLE_SOURCE, 'v');
const INVISIBLE_ALL = new RegExp(INVISIBLE_SOURCE, 'gv');
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

function toSourceSpan(detection: Detection, toSource: Int32Array | undefined): Detection {
  if (!toSource) return detection;
  const start = toSource[detection.start] ?? detection.start;
  const end = (toSource[detection.end - 1] ?? detection.end - 1) + 1;
  return { ...detection, start, end };
}

/** Keeps the detections displayed as they would be sent, with offsets mapped back to `source`. */
export function keepDisplayedAsSent(
  source: string,
  visible: string,
  toSource: Int32Array | undefined,
  detections: Detection[],
): Detection[] {
  const hasBidi = BIDI_CONTROL.test(source);
  const kept: Detection[] = [];
  let scanned = 0;
  let lastOverride = -1;
  let lastBreak = -1;
  for (const detection of detections) {
    // No combining mark comes before U+0300: most ends skip the test.
    if (visible.charCodeAt(detection.end) >= 0x300 && MARK.test(visible.charAt(detection.end))) continue;
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
