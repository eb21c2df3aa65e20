import { describe, expect, it } from 'vitest';
import { english } from '@/test/support/english';
import { IDLE_PDF_VIEWER_STATE, pdfStatusText, type PdfViewerState } from '@/utils/viewer/pdf-status';

const state = (change: Partial<PdfViewerState>): PdfViewerState => ({
  ...IDLE_PDF_VIEWER_STATE,
  fileName: 'invoice.pdf',
  ...change,
});

describe('pdfStatusText', () => {
  it('counts pages while reading, the one being read first', () => {
    expect(pdfStatusText(state({ phase: 'reading', pagesRead: 0, pageCount: 50 }), english)).toBe(
      'Reading page 1 of 50…',
    );
    expect(pdfStatusText(state({ phase: 'reading', pagesRead: 11, pageCount: 50 }), english)).toBe(
      'Reading page 12 of 50…',
    );
  });

  it('says how many pages were read, and which were skipped', () => {
    expect(pdfStatusText(state({ phase: 'done', pagesRead: 50, pageCount: 50 }), english)).toBe(
      '50 pages read',
    );
    expect(pdfStatusText(state({ phase: 'done', pagesRead: 1, pageCount: 1 }), english)).toBe('1 page read');
    expect(
      pdfStatusText(state({ phase: 'done', pagesRead: 9, pageCount: 9, skipped: [3, 7] }), english),
    ).toBe('9 pages read; skipped: 3, 7');
  });

  it('leaves the line empty when idle or failed (the alert speaks), and names a cancelled file', () => {
    expect(pdfStatusText(state({ phase: 'idle' }), english)).toBe('');
    expect(pdfStatusText(state({ phase: 'failed', failure: { kind: 'corrupt' } }), english)).toBe('');
    expect(pdfStatusText(state({ phase: 'cancelled' }), english)).toBe('Opening invoice.pdf was cancelled.');
    expect(pdfStatusText(state({ phase: 'stopped', pagesRead: 5 }), english)).toBe(
      'Reading stopped at page 5: 3 pages in a row took too long.',
    );
  });
});
