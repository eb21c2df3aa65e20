import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { multiplyPdfMatrices } from '@/utils/pdf/pdf-matrix';
import { layoutPdfText, pdfBlockText, type PdfTextItemLike } from '@/utils/pdf/text-layout';

/** An A4 page at scale 1, as pdf.js's getViewport gives it: y flipped, origin at the top. */
const A4 = { width: 595, height: 842, transform: [1, 0, 0, -1, 0, 842] };
/** Glyphs half an em wide, so widths are easy to reckon: "12345" at 10 pt is 25 pt wide. */
const GLYPH = 0.5;

interface ItemOptions {
  size?: number;
  width?: number;
}

/** A horizontal item whose baseline starts at (x, y) in PDF user space (y up). */
function item(str: string, x: number, y: number, options: ItemOptions = {}): PdfTextItemLike {
  const size = options.size ?? 10;
  return {
    str,
    transform: [size, 0, 0, size, x, y],
    width: options.width ?? str.length * GLYPH * size,
    height: size,
  };
}

/** Items one after another on a baseline, each starting `gap` after the previous one ends. */
function runs(parts: readonly string[], x: number, y: number, gap: number, size = 10): PdfTextItemLike[] {
  let left = x;
  return parts.map((part) => {
    const made = item(part, left, y, { size });
    left += made.width + gap;
    return made;
  });
}

function texts(items: readonly PdfTextItemLike[], viewport = A4): string[] {
  return layoutPdfText(items, viewport).map(pdfBlockText);
}

describe('multiplyPdfMatrices', () => {
  it('composes as pdf.js Util.transform does: the viewport after the item', () => {
    expect(multiplyPdfMatrices([1, 0, 0, -1, 0, 842], [10, 0, 0, 10, 50, 700])).toEqual([
      10, 0, 0, -10, 50, 142,
    ]);
    expect(multiplyPdfMatrices([2, 0, 0, 2, 5, 7], [1, 0, 0, 1, 3, 4])).toEqual([2, 0, 0, 2, 11, 15]);
    expect(multiplyPdfMatrices([0, 1, 1, 0, 0, 0], [10, 0, 0, 10, 50, 700])).toEqual([0, 10, 10, 0, 700, 50]);
  });
});

describe('layoutPdfText: pieces and boxes', () => {
  it('places an item in CSS px with a top-left origin, 0.8 em above its baseline', () => {
    const [block] = layoutPdfText([item('Tax ID', 50, 700)], A4);
    const piece = block!.lines[0]!.pieces[0]!;
    expect(piece).toMatchObject({ text: 'Tax ID', item: 0, before: '', fontSize: 10, angle: 0, length: 30 });
    expect(piece.x).toBeCloseTo(50);
    expect(piece.y).toBeCloseTo(842 - 700 - 8);
    expect(piece.width).toBeCloseTo(30);
    expect(piece.height).toBeCloseTo(10);
    expect(block).toMatchObject({ x: piece.x, y: piece.y, width: piece.width, height: piece.height });
  });

  it('scales boxes with the viewport (the viewer draws at 96/72)', () => {
    const scale = 96 / 72;
    const viewport = {
      width: 595 * scale,
      height: 842 * scale,
      transform: [scale, 0, 0, -scale, 0, 842 * scale],
    };
    const piece = layoutPdfText([item('Tax ID', 50, 700)], viewport)[0]!.lines[0]!.pieces[0]!;
    expect(piece.x).toBeCloseTo(50 * scale);
    expect(piece.width).toBeCloseTo(30 * scale);
    expect(piece.fontSize).toBeCloseTo(10 * scale);
  });

  it('drops empty and whitespace-only items but keeps the indices of the rest', () => {
    const items = [item('', 50, 700), item('Tax', 50, 700), item(' ', 65, 700), item('ID', 70, 700)];
    const [block] = layoutPdfText(items, A4);
    expect(block!.lines[0]!.pieces.map((piece) => [piece.item, piece.text, piece.before])).toEqual([
      [1, 'Tax', ''],
      [3, 'ID', ' '],
    ]);
  });

  it('leaves out items with non-finite or degenerate matrices', () => {
    const broken = { str: 'x', transform: [Number.NaN, 0, 0, 10, 0, 0], width: 5, height: 10 };
    const flat = { str: 'y', transform: [10, 0, 0, 0, 0, 0], width: 5, height: 10 };
    expect(texts([broken, flat, item('kept', 50, 700)])).toEqual(['kept']);
  });
});

describe('layoutPdfText: touching and spaced pieces', () => {
  it.each([
    { gap: 0, reads: 'Tax ID: 1049382700013', why: 'runs that touch are one printed number' },
    { gap: 1, reads: 'Tax ID: 1049382700013', why: 'a kerning gap of 0.1 em touches' },
    { gap: 3, reads: 'Tax ID: 1049382 700013', why: 'a gap of 0.3 em is a space' },
    { gap: 8, reads: 'Tax ID: 1049382 700013', why: 'a gap under one em is still one line' },
  ])('gap $gap pt: $why', ({ gap, reads }) => {
    const items = [item('Tax ID: ', 50, 700), ...runs(['1049382', '700013'], 90, 700, gap)];
    expect(texts(items)).toEqual([reads]);
  });

  it('reads per-glyph runs in x order, whatever order the content stream gives', () => {
    const glyphs = runs(Array.from('4T1BF1FK5DU276514'), 80, 700, 0).reverse();
    expect(texts([item('VIN:', 50, 700), ...glyphs])).toEqual(['VIN: 4T1BF1FK5DU276514']);
  });

  it('reads a space item between two touching runs as a space', () => {
    const [left, right] = runs(['Tax', 'ID'], 50, 700, 0);
    expect(texts([left!, item(' ', 65, 700, { width: 0.1 }), right!])).toEqual(['Tax ID']);
  });

  it('puts no extra space where a piece already ends with one', () => {
    expect(texts(runs(['Tax ID: ', '1049382700013'], 50, 700, 3))).toEqual(['Tax ID: 1049382700013']);
  });

  it('reads one character per box (a comb) as one word, however wide the boxes', () => {
    const boxes = Array.from('2185736400017', (digit, index) => item(digit, 90 + index * 20, 700));
    expect(texts([item('TIN:', 50, 700), ...boxes])).toEqual(['TIN: 2185736400017']);
  });

  it('leaves three wide-set characters, or characters at changing pitch, apart', () => {
    expect(texts([item('A', 50, 700), item('B', 70, 700), item('C', 90, 700)])).toEqual(['A', 'B', 'C']);
    const uneven = [50, 70, 95, 115, 140].map((x, index) => item(String(index), x, 700));
    expect(texts(uneven)).toHaveLength(5);
  });

  it.each([
    { str: '1 0 4 9 3 8 2 7 0 0 0 1 3', reads: '1049382700013' },
    { str: 'I N V O I C E', reads: 'INVOICE' },
    { str: 'a b c', reads: 'a b c' },
    { str: 'Tax ID 1 2', reads: 'Tax ID 1 2' },
  ])('reads letter-spaced "$str" as "$reads"', ({ str, reads }) => {
    expect(texts([item(str, 50, 700)])).toEqual([reads]);
  });

  it('reads a fake-bold copy (the same text drawn again a hair to the right) once', () => {
    expect(texts([item('INVOICE', 50, 700), item('INVOICE', 50.4, 700)])).toEqual(['INVOICE']);
  });
});

describe('layoutPdfText: baselines', () => {
  it.each([
    { shift: 0.5, lines: 1, why: 'jitter of 0.05 em is one line' },
    { shift: 2.5, lines: 1, why: '0.25 em is still one line' },
    { shift: 4, lines: 2, why: '0.4 em is another line' },
  ])('a run $shift pt off the baseline: $why', ({ shift, lines }) => {
    const blocks = layoutPdfText([item('Tax ID:', 50, 700), item('1049382700013', 90, 700 - shift)], A4);
    expect(blocks.flatMap((block) => block.lines)).toHaveLength(lines);
  });
});

describe('layoutPdfText: blocks', () => {
  const left = ['Seller', 'ADEWALE AUTOS NIGERIA LIMITED', 'Tax ID: 1049382700013'];
  const right = ['Buyer', 'RIVERS GATEWAY MARINE SERVICES', 'TIN: 17720458-0001'];
  const column = (lines: readonly string[], x: number): PdfTextItemLike[] =>
    lines.map((line, index) => item(line, x, 700 - index * 12));

  it('keeps two columns on shared baselines apart, each with its own lines, whatever the content order', () => {
    const items = [...column(right, 300), ...column(left, 50)].reverse();
    expect(texts(items)).toEqual([left.join('\n'), right.join('\n')]);
  });

  it('keeps columns apart under a heading that spans both', () => {
    const heading = item('DELIVERY NOTE FOR THE VEHICLES LISTED BELOW, BOTH PARTIES', 50, 714);
    const [first, second] = texts([heading, ...column(left, 50), ...column(right, 300)]);
    expect(second).toBe(right.join('\n'));
    expect(first).not.toContain('RIVERS');
  });

  it('starts a new block after a blank line, and reads blocks top to bottom, then left to right', () => {
    const items = [
      item('Notes', 50, 600),
      item('Bill to', 50, 700),
      item('Ship to', 300, 700),
      item('Lagos', 50, 688),
    ];
    expect(texts(items)).toEqual(['Bill to\nLagos', 'Ship to', 'Notes']);
  });

  it.each([
    {
      label: 'Tax ID:',
      value: '1049382700013',
      reads: ['Tax ID: 1049382700013'],
      why: 'a number at a tab stop',
    },
    {
      label: 'VIN:',
      value: '4T1BF1FK5DU276514',
      reads: ['VIN: 4T1BF1FK5DU276514'],
      why: 'a code at a tab stop',
    },
    {
      label: 'Carrier',
      value: '2185736400017',
      reads: ['Carrier', '2185736400017'],
      why: 'no colon: two cells',
    },
    {
      label: 'Seller:',
      value: 'RIVERS GATEWAY',
      reads: ['Seller:', 'RIVERS GATEWAY'],
      why: 'words stay in their column',
    },
  ])('label "$label" and "$value" 10 em apart: $why', ({ label, value, reads }) => {
    expect(texts([item(label, 50, 700), item(value, 50 + label.length * 5 + 100, 700)])).toEqual(reads);
  });

  it('does not take a value at a tab stop further than 12 em', () => {
    expect(texts([item('Tax ID:', 50, 700), item('1049382700013', 300, 700)])).toEqual([
      'Tax ID:',
      '1049382700013',
    ]);
  });

  it('groups a page rotated 90° as the upright page', () => {
    // pdf.js's viewport for /Rotate 90 on A4: x' = y, y' = x.
    const rotated = { width: 842, height: 595, transform: [0, 1, 1, 0, 0, 0] };
    const items = [...column(left, 50), ...column(right, 300)];
    const blocks = layoutPdfText(items, rotated);
    expect(blocks.map(pdfBlockText).sort()).toEqual([left.join('\n'), right.join('\n')].sort());
    expect(blocks[0]!.lines[0]!.pieces[0]!.angle).toBeCloseTo(90);
  });

  it('reads a sideways label as its own block, not into the horizontal lines beside it', () => {
    const sideways: PdfTextItemLike = {
      str: 'COPY',
      transform: [0, 10, -10, 0, 30, 690],
      width: 20,
      height: 10,
    };
    expect(texts([sideways, item('Tax ID: 1049382700013', 50, 700)]).sort()).toEqual([
      'COPY',
      'Tax ID: 1049382700013',
    ]);
  });
});

describe('layoutPdfText: a code wrapped inside a narrow cell', () => {
  /** A cell at x 50 whose lines are `lines`, and the next cell of the row at `nextCellX`. */
  function cellRow(lines: readonly string[], nextCellX: number): PdfTextItemLike[] {
    return [...lines.map((line, index) => item(line, 50, 700 - index * 11)), item('Vehicle', nextCellX, 700)];
  }

  it.each([
    {
      name: 'joins a Tax ID broken at the wall of its cell',
      lines: ['Tax ID: 218573640', '0017'],
      nextCellX: 50 + 85 + 12,
      reads: 'Tax ID: 2185736400017',
    },
    {
      name: 'joins a VIN broken at the wall',
      lines: ['VIN 4T1BF1FK5DU27', '6514'],
      nextCellX: 50 + 85 + 12,
      reads: 'VIN 4T1BF1FK5DU276514',
    },
    {
      name: 'does not join when the line stops short of the right edge',
      lines: ['Tax ID: 218573640', 'Lot 0017 of the auction'],
      nextCellX: 50 + 115 + 12,
      reads: 'Tax ID: 218573640\nLot 0017 of the auction',
    },
    {
      name: 'does not join words wrapped at a space',
      lines: ['SAHEL HAULAGE AND', 'LOGISTICS LTD'],
      nextCellX: 50 + 85 + 12,
      reads: 'SAHEL HAULAGE AND\nLOGISTICS LTD',
    },
    {
      name: 'does not join a flush name line with no neighbouring cell near (no wall)',
      lines: ['UNIT 1049382', '700013'],
      nextCellX: 400,
      reads: 'UNIT 1049382\n700013',
    },
  ])('$name', ({ lines, nextCellX, reads }) => {
    const blocks = layoutPdfText(cellRow(lines, nextCellX), A4);
    expect(blocks.map(pdfBlockText)).toEqual([reads, 'Vehicle']);
    expect(blocks[0]!.lines[0]!.joinNext).toBe(reads.includes('\n') ? '\n' : '');
  });

  it('does not run a right-aligned column of amounts into one number', () => {
    const amounts = ['14,850,000.00', '1,113,750.00', '15,963,750.00'];
    const items = amounts.map((amount, index) => item(amount, 539 - amount.length * 5, 700 - index * 14));
    expect(texts(items)).toEqual([amounts.join('\n')]);
  });

  it('takes another flush line of the block as the wall', () => {
    const lines = [
      item('Carrier Tax ID:', 50, 700, { width: 75 }),
      item('218573640001234', 50, 689, { width: 75 }),
      item('7', 50, 678),
    ];
    expect(texts(lines)).toEqual(['Carrier Tax ID:\n2185736400012347']);
  });

  it.each([
    { name: 'VINs', codes: ['4T1BF1FK5DU276514', '2T1BR32E38C870321', '1HGCP2F31CA094217', '12345'] },
    { name: 'Tax IDs', codes: ['1049382700013', '2185736400017', '2522520314833'] },
  ])('does not run a column of $name of one width into one code', ({ codes }) => {
    const column = codes.map((code, index) => item(code, 50, 700 - index * 12));
    expect(texts([...column, item('Lagos', 50 + 17 * 5 + 15, 700)])).toEqual([codes.join('\n'), 'Lagos']);
  });
});

describe('layoutPdfText: word wraps at a cell wall (softWraps)', () => {
  /** A cell at x 50 holding `lines`, 11 pt apart, and the next cell of its row at `nextCellX`. */
  function cell(lines: readonly string[], nextCellX: number): PdfTextItemLike[] {
    return [...lines.map((line, index) => item(line, 50, 700 - index * 11)), item('Tax ID:', nextCellX, 700)];
  }
  const soft = (items: readonly PdfTextItemLike[]): string[] =>
    layoutPdfText(items, A4, { softWraps: true }).map(pdfBlockText);

  it.each([
    {
      name: 'reads a name wrapped in a narrow cell as one line',
      lines: ['SAHEL HAULAGE AND', 'LOGISTICS LTD'],
      nextCellX: 50 + 85 + 15,
      reads: 'SAHEL HAULAGE AND LOGISTICS LTD',
    },
    {
      name: 'keeps a line break where the next word would have fitted',
      lines: ['Bill to', 'SAHEL HAULAGE AND'],
      nextCellX: 50 + 85 + 15,
      reads: 'Bill to\nSAHEL HAULAGE AND',
    },
    {
      name: 'keeps line breaks in a block with no wall beside it',
      lines: ['SAHEL HAULAGE AND', 'LOGISTICS LTD'],
      nextCellX: 400,
      reads: 'SAHEL HAULAGE AND\nLOGISTICS LTD',
    },
    {
      name: 'keeps a line break before an indented line',
      lines: ['SAHEL HAULAGE AND', '  '],
      nextCellX: 50 + 85 + 15,
      reads: 'SAHEL HAULAGE AND',
    },
  ])('$name', ({ lines, nextCellX, reads }) => {
    expect(soft(cell(lines, nextCellX))[0]).toBe(reads);
  });

  it('is off unless asked for', () => {
    expect(texts(cell(['SAHEL HAULAGE AND', 'LOGISTICS LTD'], 150))[0]).toBe(
      'SAHEL HAULAGE AND\nLOGISTICS LTD',
    );
  });

  it('leaves a wrapped code joined with nothing', () => {
    expect(soft(cell(['Tax ID: 218573640', '0017'], 147))[0]).toBe('Tax ID: 2185736400017');
  });
});

describe('layoutPdfText: cost', () => {
  /** `rows` rows of five cells, each cell `pieces` touching runs: a dense table page. */
  function densePage(rows: number, pieces: number): PdfTextItemLike[] {
    const items: PdfTextItemLike[] = [];
    for (let row = 0; row < rows; row++) {
      for (let cell = 0; cell < 5; cell++)
        items.push(...runs(Array(pieces).fill('12'), 20 + cell * 115, 20000 - row * 12, 0));
    }
    return items;
  }

  /** `count` one-word cells spread along a single row, two em apart: the worst case for a row's neighbours. */
  function oneRow(count: number, below: boolean): PdfTextItemLike[] {
    const items = Array.from({ length: count }, (_, index) => item('ab', index * 30, 700));
    if (below) items.push(...Array.from({ length: count }, (_, index) => item('cd', index * 30, 688)));
    return items;
  }

  function steps(items: readonly PdfTextItemLike[]): number {
    let count = 0;
    layoutPdfText(items, A4, { onStep: () => count++ });
    return count;
  }

  it.each([
    { name: 'a dense table page', page: (n: number) => densePage(n / 50, 10) },
    { name: 'one row of many cells, and a row under it', page: (n: number) => oneRow(n / 2, true) },
    {
      name: 'many lines overlapping',
      page: (n: number) => Array.from({ length: n }, (_, i) => item('x', 50, 20000 - i * 4)),
    },
  ])('grows linearly in the items of $name (20,000 items)', ({ page }) => {
    const small = steps(page(5_000));
    const large = steps(page(20_000));
    expect(large).toBeLessThan(small * 4.5);
    // A line looks at the few rows within reach above it: a bounded number of steps per item.
    expect(large).toBeLessThan(20_000 * 30);
  });
});

describe('layoutPdfText: any items', () => {
  const anyItem = fc.record({
    str: fc.oneof(
      fc.constantFrom('', ' ', 'Tax ID:', '1049382700013', 'LIMITED', 'fi'),
      fc.string({ maxLength: 6 }),
    ),
    transform: fc.oneof(
      fc
        .tuple(
          fc.constantFrom(6, 9, 10, 10.01, 14),
          fc.integer({ min: 0, max: 595 }),
          fc.integer({ min: 0, max: 842 }),
        )
        .map(([size, x, y]) => [size, 0, 0, size, x, y]),
      fc.array(fc.double({ min: -1000, max: 1000 }), { minLength: 6, maxLength: 6 }),
    ),
    width: fc.double({ min: 0, max: 300, noNaN: true }),
    height: fc.constant(10),
  });

  it('places every drawable item once, and never throws', () => {
    fc.assert(
      fc.property(
        fc.array(anyItem, { maxLength: 60 }),
        fc.constantFrom(0, 90, 180, 270),
        (items, rotation) => {
          const radians = (rotation * Math.PI) / 180;
          const [cos, sin] = [Math.round(Math.cos(radians)), Math.round(Math.sin(radians))];
          const viewport = { width: 595, height: 842, transform: [cos, sin, sin, -cos, 300, 400] };
          const blocks = layoutPdfText(items, viewport);
          const placed = blocks.flatMap((block) =>
            block.lines.flatMap((line) => line.pieces.map((piece) => piece.item)),
          );
          expect(new Set(placed).size).toBe(placed.length);
          for (const index of placed) expect(items[index]!.str.trim()).not.toBe('');
          for (const block of blocks) {
            for (const line of block.lines) {
              expect(line.pieces[0]!.before).toBe('');
              for (const piece of line.pieces) expect(pdfBlockText(block)).toContain(piece.text);
            }
            expect(block.lines.at(-1)!.joinNext).toBe('\n');
          }
        },
      ),
    );
  });
});
