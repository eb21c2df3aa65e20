import { describe, expect, it } from 'vitest';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import {
  PDF_MAX_CANVAS_PIXELS,
  isScannedPdfPage,
  pdfCanvasScale,
  pdfTextItems,
} from '@/utils/viewer/pdf-page-rules';

const item = (str: string) => ({ str }) as TextItem;
const PAINT_IMAGE = 85;
const IMAGE_OPS = new Set([PAINT_IMAGE]);
const MOVE_TO = 13;

describe('isScannedPdfPage', () => {
  it('is a page with no printed text that paints an image', () => {
    expect(isScannedPdfPage([], [MOVE_TO, PAINT_IMAGE], IMAGE_OPS)).toBe(true);
    expect(isScannedPdfPage([item(' '), item('')], [PAINT_IMAGE], IMAGE_OPS)).toBe(true);
  });

  it('is not a page with text (a logo beside it or not), nor a blank page', () => {
    expect(isScannedPdfPage([item('Invoice')], [PAINT_IMAGE], IMAGE_OPS)).toBe(false);
    expect(isScannedPdfPage([], [MOVE_TO], IMAGE_OPS)).toBe(false);
    expect(isScannedPdfPage([], [], IMAGE_OPS)).toBe(false);
  });
});

describe('pdfTextItems', () => {
  it("keeps text runs and drops pdf.js's marked-content markers", () => {
    const runs = pdfTextItems([item('A'), { type: 'beginMarkedContent' }, item('B'), null, 3]);
    expect(runs.map((run) => run.str)).toEqual(['A', 'B']);
  });
});

describe('pdfCanvasScale', () => {
  it("draws at the screen's density for a normal page", () => {
    expect(pdfCanvasScale(816, 1056, 2)).toBe(2);
    expect(pdfCanvasScale(816, 1056, 1)).toBe(1);
  });

  it('lowers the resolution of a huge page so its canvas stays within the pixel cap', () => {
    const scale = pdfCanvasScale(19_200, 19_200, 2);
    expect(scale).toBeLessThan(1);
    expect(19_200 * scale * 19_200 * scale).toBeLessThanOrEqual(PDF_MAX_CANVAS_PIXELS + 1);
  });
});
