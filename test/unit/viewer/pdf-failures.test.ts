import { describe, expect, it } from 'vitest';
import { english } from '@/test/support/english';
import {
  describePdfOpenFailure,
  describePdfPageProblem,
  pdfOpenFailureOf,
  pdfPageProblemOf,
} from '@/utils/viewer/pdf-failures';
import { PdfTimeLimitError } from '@/utils/viewer/pdf-time-limit';

/** An error as pdf.js hands it over from its worker: a plain Error whose `name` says what it is. */
function pdfjsError(name: string, message = 'detail'): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('pdfOpenFailureOf', () => {
  it.each([
    ['InvalidPDFException', 'corrupt'],
    ['UnknownErrorException', 'corrupt'],
    ['FormatError', 'corrupt'],
    ['AbortException', 'cancelled'],
    ['NotReadableError', 'unreadable'],
    ['NotFoundError', 'unreadable'],
    ['ResponseException', 'unreadable'],
  ])('maps pdf.js or File API %s to %s', (name, kind) => {
    expect(pdfOpenFailureOf(pdfjsError(name)).kind).toBe(kind);
  });

  it('keeps the message of anything else, a string thrown included', () => {
    expect(pdfOpenFailureOf(new RangeError('Array buffer allocation failed'))).toEqual({
      kind: 'failed',
      detail: 'Array buffer allocation failed',
    });
    expect(pdfOpenFailureOf('boom')).toEqual({ kind: 'failed', detail: 'boom' });
    expect(pdfOpenFailureOf(undefined)).toEqual({ kind: 'failed', detail: 'undefined' });
  });
});

describe('pdfPageProblemOf', () => {
  it("tells the viewer's own time limit, a cancelled drawing and a broken page apart", () => {
    expect(pdfPageProblemOf(new PdfTimeLimitError('over'))).toBe('too-slow');
    expect(pdfPageProblemOf(pdfjsError('RenderingCancelledException'))).toBe('cancelled');
    expect(pdfPageProblemOf(pdfjsError('UnknownErrorException'))).toBe('failed');
    expect(pdfPageProblemOf(new TypeError('x'))).toBe('failed');
  });
});

describe('describePdfOpenFailure', () => {
  it('names the file and the fix in plain words', () => {
    const name = 'invoice.pdf';
    expect(describePdfOpenFailure({ kind: 'empty' }, name, english)).toBe(
      'invoice.pdf is empty (0 bytes). Choose another file.',
    );
    expect(describePdfOpenFailure({ kind: 'not-pdf' }, name, english)).toBe(
      'invoice.pdf is not a PDF. Choose a PDF file.',
    );
    expect(describePdfOpenFailure({ kind: 'corrupt' }, name, english)).toBe(
      'invoice.pdf is damaged or incomplete, so it cannot be opened.',
    );
    expect(describePdfOpenFailure({ kind: 'too-big', bytes: 300_000_000 }, name, english)).toBe(
      'invoice.pdf is 300 MB: the viewer opens files up to 268 MB.',
    );
    expect(describePdfOpenFailure({ kind: 'too-slow' }, name, english)).toBe(
      'invoice.pdf took too long to open and was stopped. It may be damaged; choose another file.',
    );
    expect(describePdfOpenFailure({ kind: 'failed', detail: 'out of memory' }, name, english)).toBe(
      'invoice.pdf could not be opened: out of memory',
    );
  });
});

describe('describePdfPageProblem', () => {
  it('says a page was skipped, or only left undrawn, with its number', () => {
    expect(describePdfPageProblem('too-slow', 'text', 12, english)).toBe(
      'Page 12 took too long and was skipped.',
    );
    expect(describePdfPageProblem('failed', 'text', 3, english)).toBe(
      'Page 3 could not be read and was skipped.',
    );
    expect(describePdfPageProblem('too-slow', 'drawing', 4, english)).toBe(
      'Page 4 took too long to draw; its text is still read.',
    );
  });
});
