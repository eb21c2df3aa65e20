/** The pixels tesseract is given: shadows flattened, small text scaled up. Pure, on made-up grey pictures. */
import { describe, expect, it } from 'vitest';
import {
  flattenBackground,
  type GreyPixels,
  PREPARED_PIXEL_LIMIT,
  prepareForReading,
  scaleGreyUp,
  typicalTextHeight,
} from '@/utils/image/ocr-prepare';
import { agreedCharacters, withDisagreementInDoubt } from '@/utils/image/ocr-reader';

/** White paper with dark bars ("strokes") `stroke` px wide every 12 px, in rows `top` to `top + textHeight`. */
function page(width: number, height: number, lines: { top: number; textHeight: number }[], stroke = 2) {
  const grey = new Uint8Array(width * height).fill(240);
  for (const { top, textHeight } of lines) {
    for (let y = top; y < top + textHeight; y++) {
      for (let x = 4; x < width - 4; x++) if (x % 12 < stroke) grey[y * width + x] = 20;
    }
  }
  return { width, height, grey } satisfies GreyPixels;
}

/** The same page under a shadow: the left side's light cut to `darkest`, fading out towards the right. */
function underShadow(image: GreyPixels, darkest: number): GreyPixels {
  const grey = image.grey.map((level, at) => {
    const x = at % image.width;
    return Math.round(level * (darkest + (1 - darkest) * (x / (image.width - 1))));
  });
  return { ...image, grey };
}

const at = (image: GreyPixels, x: number, y: number) => image.grey[y * image.width + x]!;

describe('flattenBackground', () => {
  it('turns shadowed paper white again and keeps the ink dark, so one threshold splits them', () => {
    const shadowed = underShadow(page(200, 40, [{ top: 10, textHeight: 20 }]), 0.3);
    // Before: the shadowed paper (left) is darker than the ink's threshold, 128.
    expect(at(shadowed, 6, 5)).toBeLessThan(128);
    const flat = flattenBackground(shadowed, 10);
    for (const x of [6, 100, 190]) {
      expect(at(flat, x + 4, 5)).toBeGreaterThan(200); // paper above the line, shadow or not
      expect(at(flat, x + 4, 20)).toBeGreaterThan(200); // paper between strokes
    }
    expect(at(flat, 12, 20)).toBeLessThan(60); // ink in the darkest shadow
    expect(at(flat, 192, 20)).toBeLessThan(60); // ink in full light
  });

  it('leaves an evenly lit page as it is, its levels stretched', () => {
    const even = page(120, 30, [{ top: 5, textHeight: 20 }]);
    const flat = flattenBackground(even, 8);
    expect(at(flat, 6, 2)).toBe(255);
    expect(at(flat, 12, 10)).toBeLessThan(30);
  });
});

describe('typicalTextHeight', () => {
  it('is the median height of the inked runs of rows; 0 on blank paper', () => {
    const three = page(100, 100, [
      { top: 5, textHeight: 10 },
      { top: 30, textHeight: 12 },
      { top: 60, textHeight: 30 },
    ]);
    expect(typicalTextHeight(three)).toBe(12);
    expect(typicalTextHeight(page(50, 50, []))).toBe(0);
  });
});

describe('prepareForReading', () => {
  it('scales small text up to a readable height, and says by how much', () => {
    const small = page(200, 20, [{ top: 5, textHeight: 9 }]);
    const prepared = prepareForReading(small);
    expect(prepared.scale).toBe(4);
    expect(prepared.image.width).toBe(800);
    expect(prepared.image.height).toBe(80);
    expect(typicalTextHeight(prepared.image)).toBeGreaterThanOrEqual(34);
  });

  it('leaves light text on a dark ground unflattened (its local maximum is the ink)', () => {
    const light = page(120, 30, [{ top: 5, textHeight: 20 }]);
    const inverted = { ...light, grey: light.grey.map((level) => 255 - level) };
    expect(prepareForReading(inverted).image.grey).toEqual(inverted.grey);
  });

  it('leaves text of a readable height at its size', () => {
    expect(prepareForReading(page(300, 60, [{ top: 10, textHeight: 26 }])).scale).toBe(1);
  });

  it('never scales a large picture past the pixel limit', () => {
    const large = page(1800, 1200, [{ top: 100, textHeight: 10 }], 1);
    const { scale, image } = prepareForReading(large);
    expect(scale).toBe(1);
    expect(image.width * image.height).toBeLessThanOrEqual(Math.max(PREPARED_PIXEL_LIMIT, 1800 * 1200));
  });
});

describe('scaleGreyUp', () => {
  it('keeps levels and edges where they were, twice as large', () => {
    const image = { width: 2, height: 1, grey: Uint8Array.from([0, 200]) };
    const up = scaleGreyUp(image, 2);
    expect([...up.grey.subarray(0, 4)]).toEqual([0, 50, 150, 200]);
    expect(scaleGreyUp(image, 1)).toBe(image);
  });
});

describe('withDisagreementInDoubt', () => {
  const word = {
    text: 'AB1',
    box: { x: 0, y: 0, width: 30, height: 10 },
    confidence: 95,
    symbols: [
      { text: 'A', confidence: 95 },
      { text: 'B', confidence: 96 },
      { text: '1', confidence: 97 },
    ],
  };

  it('puts in doubt only the characters another reading has otherwise', () => {
    const checked = withDisagreementInDoubt(word, 'A81');
    expect(checked.symbols.map((symbol) => symbol.confidence)).toEqual([95, 0, 97]);
    expect(checked.confidence).toBe(0);
  });

  it('changes nothing when the two agree, nor for a glyph the other reads in addition', () => {
    expect(withDisagreementInDoubt(word, 'AB1')).toBe(word);
    const extra = withDisagreementInDoubt(word, 'AB.1');
    expect(extra.symbols.map((symbol) => symbol.confidence)).toEqual([95, 96, 97]);
  });
});

describe('agreedCharacters', () => {
  it('aligns two readings with the fewest edits: misread or left-out characters are not agreed', () => {
    // A photographed European VIN, read from the prepared pixels and from the pixels as given.
    const agreed = agreedCharacters('WP0ZZ799775392124', 'WP0Z77997T5397124');
    const doubted = agreed.flatMap((yes, index) => (yes ? [] : [index]));
    expect(doubted.length).toBeGreaterThanOrEqual(3);
    expect(agreed.slice(0, 4)).toEqual([true, true, true, true]);
    // A left-out character: the rest still agrees.
    expect(agreedCharacters('1HGCM82633A004352', '1HGCM2633A004352')).toEqual(
      [...'1HGCM82633A004352'].map((_, index) => index !== 5),
    );
    // An extra glyph in the other reading: all agreed.
    expect(agreedCharacters('1HGCM82633A004352', '1HGCMB82633A004352').every(Boolean)).toBe(true);
    expect(agreedCharacters('ABC', '')).toEqual([false, false, false]);
  });
});
