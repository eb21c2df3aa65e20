/**
 * What the viewer checks before a file's bytes reach pdf.js: its size (known before anything is read) and
 * the `%PDF-` header in its first 1024 bytes. Pure: the page reads the file, this file judges it.
 */

/**
 * The largest file the viewer opens: 256 MiB. The issue wants 100 MB files to open (read page by page);
 * pdf.js keeps the whole file in its worker's memory plus what it parses from it, so a cap 2.5 times
 * that leaves room for real scans while refusing, before reading a byte, a file that would exhaust the
 * tab's memory.
 */
export const PDF_MAX_BYTES = 256 * 1024 * 1024;

/** How far into the file the header may start: Acrobat accepts junk before `%PDF-` up to 1024 bytes. */
export const PDF_HEADER_WINDOW = 1024;

export type PdfSizeVerdict = { ok: true } | { ok: false; reason: 'empty' | 'too-big' };

export function checkPdfSize(bytes: number): PdfSizeVerdict {
  if (bytes <= 0) return { ok: false, reason: 'empty' };
  if (bytes > PDF_MAX_BYTES) return { ok: false, reason: 'too-big' };
  return { ok: true };
}

const HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** How many bytes from the file's start hold every header that starts within the window. */
export const PDF_HEADER_BYTES = PDF_HEADER_WINDOW + HEADER.length - 1;

/** Whether `%PDF-` starts within the first PDF_HEADER_WINDOW bytes of `start` (the file's beginning). */
export function hasPdfHeader(start: Uint8Array): boolean {
  const last = Math.min(start.length - HEADER.length, PDF_HEADER_WINDOW - 1);
  for (let at = 0; at <= last; at++) {
    if (HEADER.every((byte, offset) => start[at + offset] === byte)) return true;
  }
  return false;
}

/** A size as people read it: "312 KB", "1.4 MB" (decimal units, as file managers show them). */
export function formatPdfSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}
