/**
 * The part of a number's own line that comes before it, at most `reach` characters: labels count only on
 * the number's line, and a bounded window keeps the look-around's cost constant per number.
 */
export function lineBefore(text: string, start: number, reach: number): { from: number; before: string } {
  let from = Math.max(0, start - reach);
  let before = text.slice(from, start);
  const lineBreak = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r'));
  if (lineBreak >= 0) {
    from += lineBreak + 1;
    before = before.slice(lineBreak + 1);
  }
  return { from, before };
}
