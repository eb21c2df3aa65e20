/**
 * The state of the viewer's one document, and the status line's words for it. Pure: the session
 * (pdf-session.ts) moves the state, the page shows these words in its `role="status"` line.
 */
import type { Translate } from '@/utils/i18n/translate';
import type { PdfOpenFailure } from './pdf-failures';
import { PDF_SLOW_PAGES_IN_A_ROW } from './pdf-time-limit';

export type PdfViewerPhase =
  'idle' | 'opening' | 'password' | 'reading' | 'done' | 'stopped' | 'failed' | 'cancelled';

export interface PdfViewerState {
  phase: PdfViewerPhase;
  fileName: string;
  /** Pages whose text has been read (or skipped), in order from the first. */
  pagesRead: number;
  pageCount: number;
  /** Pages skipped because their text took too long or could not be read. */
  skipped: number[];
  /** The last password given was not the right one (phase `password`). */
  passwordWrong: boolean;
  failure?: PdfOpenFailure;
}

export const IDLE_PDF_VIEWER_STATE: PdfViewerState = {
  phase: 'idle',
  fileName: '',
  pagesRead: 0,
  pageCount: 0,
  skipped: [],
  passwordWrong: false,
};

/** The status line: what the viewer is doing, or what it did; empty when idle or failed (the alert says). */
export function pdfStatusText(state: PdfViewerState, translate: Translate): string {
  switch (state.phase) {
    case 'opening':
    case 'password':
      return translate('viewer.opening', [state.fileName]);
    case 'reading':
      return translate('viewer.reading', [Math.min(state.pagesRead + 1, state.pageCount), state.pageCount]);
    case 'done': {
      if (state.skipped.length > 0) {
        return translate('viewer.doneSkipped', [state.pageCount, state.skipped.join(', ')]);
      }
      return state.pageCount === 1
        ? translate('viewer.doneOne')
        : translate('viewer.doneMany', [state.pageCount]);
    }
    case 'stopped':
      return translate('viewer.stoppedSlow', [state.pagesRead, PDF_SLOW_PAGES_IN_A_ROW]);
    case 'cancelled':
      return translate('viewer.cancelled', [state.fileName]);
    case 'idle':
    case 'failed':
      return '';
  }
}
