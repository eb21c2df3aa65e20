import { describe, expect, it } from 'vitest';
import {
  PDF_HEADER_BYTES,
  PDF_MAX_BYTES,
  checkPdfSize,
  formatPdfSize,
  hasPdfHeader,
} from '@/utils/viewer/pdf-file-check';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('checkPdfSize', () => {
  it('refuses an empty file and one over the cap, before reading it', () => {
    expect(checkPdfSize(0)).toEqual({ ok: false, reason: 'empty' });
    expect(checkPdfSize(PDF_MAX_BYTES + 1)).toEqual({ ok: false, reason: 'too-big' });
    expect(checkPdfSize(PDF_MAX_BYTES)).toEqual({ ok: true });
    expect(checkPdfSize(1)).toEqual({ ok: true });
  });

  it('lets a 100 MB file through (the issue wants those read page by page)', () => {
    expect(checkPdfSize(100 * 1000 * 1000)).toEqual({ ok: true });
  });
});

describe('hasPdfHeader', () => {
  it('finds %PDF- at the start or after junk within the first 1024 bytes', () => {
    expect(hasPdfHeader(bytes('%PDF-1.7\n'))).toBe(true);
    expect(hasPdfHeader(bytes(`${'x'.repeat(1023)}%PDF-1.4`))).toBe(true);
  });

  it('refuses a header that starts at byte 1024 or later, or none at all', () => {
    expect(hasPdfHeader(bytes(`${'x'.repeat(1024)}%PDF-1.4`))).toBe(false);
    expect(hasPdfHeader(bytes('PK\u0003\u0004 a zip file'))).toBe(false);
    expect(hasPdfHeader(bytes('<html>%PDF</html>'))).toBe(false);
    expect(hasPdfHeader(new Uint8Array())).toBe(false);
    expect(hasPdfHeader(bytes('%PDF'))).toBe(false);
  });

  it('needs no more than PDF_HEADER_BYTES of the file to decide', () => {
    const latest = bytes(`${'x'.repeat(1023)}%PDF-`);
    expect(latest.length).toBe(PDF_HEADER_BYTES);
    expect(hasPdfHeader(latest)).toBe(true);
  });
});

describe('formatPdfSize', () => {
  it('reads as a file manager shows sizes', () => {
    expect(formatPdfSize(512)).toBe('512 bytes');
    expect(formatPdfSize(1_400_000)).toBe('1.4 MB');
    expect(formatPdfSize(312_000)).toBe('312 KB');
    expect(formatPdfSize(PDF_MAX_BYTES)).toBe('268 MB');
  });
});
