/**
 * The answer card's lines, drawn rather than written: `window.find()`, the selection and find-in-page search
 * text in closed shadow roots too, but never pixels or attributes (test/e2e/hostile-page-privacy.spec.ts).
 * Drawn at the device's pixel ratio so they stay as crisp as text; a line too long for the card wraps at its
 * spaces (a verdict cut at "name differs: the" says nothing), and only past a few rows ends in "…".
 */

export interface CardLine {
  text: string;
  /** A listing that disagrees with its VIN, an answer whose verdict warns, or a refused click: drawn amber. */
  flag: boolean;
}

/** The card's type, as its CSS had it when the lines were text (components/theme.css colours). */
export const CARD_FONT = '500 12px system-ui, sans-serif';
export const CARD_LINE_PX = 16;
const INK = '#14211b';
const AMBER = '#92400e';
const ELLIPSIS = '…';

/**
 * `text` as drawn in `max` px: whole when it fits, else the longest start that fits with "…" after it
 * (binary search: `measure` lays out text, so it is called about log2(length) times).
 */
export function fitLine(text: string, max: number, measure: (text: string) => number): string {
  if (measure(text) <= max) return text;
  let fits = 0;
  let over = text.length;
  while (over - fits > 1) {
    const middle = (fits + over) >> 1;
    if (measure(text.slice(0, middle).trimEnd() + ELLIPSIS) <= max) fits = middle;
    else over = middle;
  }
  return text.slice(0, fits).trimEnd() + ELLIPSIS;
}

/** Rows one line may wrap to: enough for a verdict and its subject, never a wall of text. */
export const CARD_ROWS_PER_LINE = 3;

/** `text` wrapped at spaces into rows of at most `max` px; the last allowed row ends in "…" if cut. */
export function wrapLine(
  text: string,
  max: number,
  measure: (text: string) => number,
  rows = CARD_ROWS_PER_LINE,
): string[] {
  const wrapped: string[] = [];
  let rest = text.trim();
  while (rest !== '' && wrapped.length < rows - 1 && measure(rest) > max) {
    const words = rest.split(' ');
    let taken = 1;
    while (taken < words.length && measure(words.slice(0, taken + 1).join(' ')) <= max) taken += 1;
    // One word wider than the card is cut like a line (the last row does the same below).
    wrapped.push(fitLine(words.slice(0, taken).join(' '), max, measure));
    rest = words.slice(taken).join(' ').trim();
  }
  if (rest !== '') wrapped.push(fitLine(rest, max, measure));
  return wrapped;
}

/**
 * Sizes `canvas` to the lines (CSS px, at most `maxWidth` wide) and draws them at `ratio` device pixels per
 * CSS pixel. Returns the lines as drawn, for the unit tests and nothing else.
 */
export function drawCardLines(
  canvas: HTMLCanvasElement,
  lines: readonly CardLine[],
  maxWidth: number,
  ratio: number,
): string[] {
  const context = canvas.getContext('2d');
  if (!context) return [];
  context.font = CARD_FONT;
  const measure = (text: string) => context.measureText(text).width;
  const rows = lines.flatMap(({ text, flag }) =>
    wrapLine(text, maxWidth, measure).map((row) => ({ text: row, flag })),
  );
  const drawn = rows.map(({ text }) => text);
  const width = Math.ceil(Math.max(1, ...drawn.map(measure)));
  const height = CARD_LINE_PX * Math.max(1, rows.length);
  const scale = ratio > 0 && Number.isFinite(ratio) ? ratio : 1;
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  // Resizing clears the canvas and its state: the font is set again after.
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  context.setTransform(scale, 0, 0, scale, 0, 0);
  context.font = CARD_FONT;
  context.textBaseline = 'middle';
  drawn.forEach((text, index) => {
    context.fillStyle = rows[index]!.flag ? AMBER : INK;
    context.fillText(text, 0, CARD_LINE_PX * index + CARD_LINE_PX / 2);
  });
  return drawn;
}
