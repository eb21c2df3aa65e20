/**
 * The page UI's rules for issue 38, as pure logic: the answer is drawn, not written (and cut with "…" where
 * it does not fit, crisp at the device's pixel ratio, flags amber); a click counts only on a button at its
 * natural size, in place, and on top at the click's point; a refused click says why in words a person sees.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  drawCardLines,
  fitLine,
  wrapLine,
  CARD_LINE_PX,
  CARD_ROWS_PER_LINE,
} from '@/utils/content-script/page-ui/canvas-lines';
import { atNaturalSize, counterZoom } from '@/utils/content-script/page-ui/geometry';
import { ClickGuard, CLICK_DWELL_MS } from '@/utils/content-script/page-ui/click-guard';
import { answerReadyMessage, refusedMessage, refusedText } from '@/utils/content-script/page-ui/lookup-label';

/** A monospace stand-in for the canvas's measureText: 7 px a character. */
const measure = (text: string) => text.length * 7;

describe('the answer card drawn on a canvas', () => {
  it('keeps a line that fits whole, and cuts one that does not with an ellipsis inside the width', () => {
    expect(fitLine('✓ ADEWALE AUTOS', 200, measure)).toBe('✓ ADEWALE AUTOS');
    const cut = fitLine('✓ ADEWALE AUTOS NIGERIA LIMITED · Verified', 100, measure);
    expect(cut.endsWith('…')).toBe(true);
    expect(measure(cut)).toBeLessThanOrEqual(100);
    // The longest start that fits: one more character would not.
    expect(cut).toBe('✓ ADEWALE AUT…');
    expect(fitLine('ABC', 3, measure)).toBe('…');
  });

  /** A canvas whose 2D context records what it was told to draw. */
  function recordingCanvas() {
    const drawn: { text: string; colour: string; y: number }[] = [];
    const context = {
      font: '',
      fillStyle: '',
      textBaseline: '',
      transform: [] as number[],
      measureText: (text: string) => ({ width: measure(text) }),
      setTransform(...values: number[]) {
        this.transform = values;
      },
      fillText(text: string, _x: number, y: number) {
        drawn.push({ text, colour: String(this.fillStyle), y });
      },
    };
    const canvas = { width: 0, height: 0, style: {} as Record<string, string>, getContext: () => context };
    return { canvas: canvas as unknown as HTMLCanvasElement, context, drawn, style: canvas.style };
  }

  it('draws at the device pixel ratio, a long line wrapped, flag lines amber and answers in ink', () => {
    const { canvas, context, drawn, style } = recordingCanvas();
    const lines = [
      { text: '✓ ADEWALE AUTOS NIGERIA LIMITED', flag: false },
      { text: 'The listing says 2019 Toyota; the VIN says 2003 Honda', flag: true },
    ];
    drawCardLines(canvas, lines, 250, 2.5);
    // The flag is wider than the card: it wraps at its spaces and loses no word (no "…").
    const wrapped = wrapLine(lines[1]!.text, 250, measure);
    expect(wrapped.length).toBe(2);
    expect(wrapped.join(' ')).toBe(lines[1]!.text);
    expect(drawn.map(({ text }) => text)).toEqual([lines[0]!.text, ...wrapped]);
    expect(drawn.map(({ colour }) => colour)).toEqual(['#14211b', '#92400e', '#92400e']);
    expect(drawn.map(({ y }) => y)).toEqual([CARD_LINE_PX / 2, CARD_LINE_PX * 1.5, CARD_LINE_PX * 2.5]);
    // CSS size from the widest drawn line; backing store at 2.5 device pixels per CSS pixel.
    const width = Math.ceil(Math.max(...drawn.map(({ text }) => measure(text))));
    expect(style.width).toBe(`${width}px`);
    expect(style.height).toBe(`${CARD_LINE_PX * 3}px`);
    expect(canvas.width).toBe(Math.round(width * 2.5));
    expect(canvas.height).toBe(CARD_LINE_PX * 3 * 2.5);
    expect(context.transform).toEqual([2.5, 0, 0, 2.5, 0, 0]);
  });

  it('cuts with "…" only past its rows, and a word wider than the card alone', () => {
    const long = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    const rows = wrapLine(long, 100, measure);
    expect(rows.length).toBe(CARD_ROWS_PER_LINE);
    expect(rows.slice(0, -1).every((row) => !row.endsWith('…') && measure(row) <= 100)).toBe(true);
    expect(rows.at(-1)!.endsWith('…')).toBe(true);
    expect(wrapLine('short', 100, measure)).toEqual(['short']);
    expect(wrapLine('x'.repeat(80), 100, measure)).toEqual([fitLine('x'.repeat(80), 100, measure)]);
  });
});

describe('natural size', () => {
  it('undoes an inherited zoom, and leaves an unknown one alone', () => {
    expect(counterZoom(0.25)).toBe('4');
    expect(counterZoom(2)).toBe('0.5');
    expect(counterZoom(1)).toBe('1');
    expect(counterZoom(undefined)).toBe('1');
    expect(counterZoom(0)).toBe('1');
    expect(counterZoom(Number.NaN)).toBe('1');
  });

  it('accepts a button drawn at its layout size, and refuses one zoomed, scaled or squeezed', () => {
    const natural = { width: 125, height: 24 };
    expect(atNaturalSize({ width: 125, height: 24 }, natural, 1, 20)).toBe(true);
    expect(atNaturalSize({ width: 125, height: 24 }, natural, undefined, 20)).toBe(true);
    // html { zoom: .25 }: a 32 × 7.5 px bar.
    expect(atNaturalSize({ width: 32.7, height: 7.5 }, natural, 0.25, 20)).toBe(false);
    // The zoom the browser reports counts even where the box looks right.
    expect(atNaturalSize({ width: 125, height: 24 }, natural, 0.5, 20)).toBe(false);
    // A transform or scale: rendered smaller than laid out.
    expect(atNaturalSize({ width: 62, height: 12 }, natural, 1, 20)).toBe(false);
    expect(atNaturalSize({ width: 125, height: 12 }, natural, 1, 20)).toBe(false);
    // Laid out tiny (line height squeezed): below the least a person reads.
    expect(atNaturalSize({ width: 125, height: 10 }, { width: 125, height: 10 }, 1, 20)).toBe(false);
  });
});

describe('the click guard', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['performance'] }));
  afterEach(() => void vi.useRealTimers());

  const host = { id: 'host' } as unknown as Element;
  const card = { id: 'card' } as unknown as Element;
  const own = (element: Element) => element === host || element === card;

  /** `inRoot` says what our shadow root hits at the point (the button itself, or not). */
  function setUp(
    hits: Element[],
    inRoot: (button: HTMLElement) => unknown,
    rendered = { width: 125, height: 24 },
  ) {
    const document = {
      addEventListener: () => {},
      querySelectorAll: () => [],
      elementsFromPoint: () => hits,
    } as unknown as Document;
    const button = {
      offsetWidth: 125,
      offsetHeight: 24,
      currentCSSZoom: 1,
      getBoundingClientRect: () => ({
        left: 10,
        top: 10,
        right: 10 + rendered.width,
        bottom: 10 + rendered.height,
        ...rendered,
      }),
      getRootNode: () => ({ host, elementFromPoint: () => inRoot(button) }),
    } as unknown as HTMLElement;
    const guard = new ClickGuard(document, own, new AbortController().signal);
    guard.placed(button);
    return { guard, button };
  }

  it('refuses a click before the button has stood still long enough, then takes it', () => {
    const { guard, button } = setUp([host], (button) => button);
    expect(guard.refusal(button, { x: 20, y: 20 })).toBe('moved');
    vi.advanceTimersByTime(CLICK_DWELL_MS + 1);
    expect(guard.refusal(button, { x: 20, y: 20 })).toBeUndefined();
  });

  it('refuses a shrunk button whatever the wait', () => {
    const { guard, button } = setUp([host], (button) => button, { width: 33, height: 8 });
    vi.advanceTimersByTime(CLICK_DWELL_MS * 3);
    expect(guard.refusal(button, { x: 12, y: 12 })).toBe('small');
  });

  it('refuses a click whose point the browser gives to something else; our own card never counts', () => {
    const page = { id: 'page' } as unknown as Element;
    const covered = setUp([page, host], (button) => button);
    const ours = setUp([card, host], (button) => button);
    // Inside our root, something else at the point than the button (the live region, say).
    const beside = setUp([host], () => card);
    vi.advanceTimersByTime(CLICK_DWELL_MS + 1);
    expect(covered.guard.refusal(covered.button, { x: 20, y: 20 })).toBe('covered');
    expect(ours.guard.refusal(ours.button, { x: 20, y: 20 })).toBeUndefined();
    expect(beside.guard.refusal(beside.button, { x: 20, y: 20 })).toBe('covered');
  });
});

describe('words of a refused click and a ready answer', () => {
  it('says why and what to do, visibly short on the button and in full to a screen reader', () => {
    expect(refusedText('small')).toBe('Not sent: this page shrank the button. Click again');
    expect(refusedText('moved')).toBe('Not sent: the button had just appeared. Click again');
    expect(refusedText('covered')).toMatch(/^Not sent: something on the page was over the button/);
    expect(refusedMessage('moved', 'vin', '1HGCM82633A004352')).toBe(
      'Look up VIN 1HGCM82633A004352. Not sent: the button had just appeared. Click again once you can see it.',
    );
  });

  it('says where an answer is, never what it says', () => {
    expect(answerReadyMessage('tin', '10493827-0001')).toBe('Answer ready beside TIN 10493827-0001.');
  });
});
