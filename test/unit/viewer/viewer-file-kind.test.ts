/** Which reader a file opened in the viewer goes to (utils/viewer/viewer-file-kind.ts): the bytes decide first. */
import { describe, expect, it } from 'vitest';
import { viewerFileKind } from '@/utils/viewer/viewer-file-kind';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('viewerFileKind', () => {
  it('sends a PDF to pdf.js whatever its name or type says', () => {
    expect(viewerFileKind(bytes('%PDF-1.7\n'), { type: 'image/png', name: 'scan.png' })).toBe('pdf');
    expect(viewerFileKind(bytes([0x20, 0x20], '%PDF-1.4'), { type: '', name: 'x' })).toBe('pdf');
  });

  it('sends PNG, JPEG, GIF, WebP and BMP bytes to the image reader, whatever else they are called', () => {
    const named = { type: '', name: 'photo' };
    expect(viewerFileKind(bytes([0x89], 'PNG\r\n'), named)).toBe('image');
    expect(viewerFileKind(bytes([0xff, 0xd8, 0xff, 0xe0]), { type: 'text/plain', name: 'a.txt' })).toBe(
      'image',
    );
    expect(viewerFileKind(bytes('GIF89a'), named)).toBe('image');
    expect(viewerFileKind(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), named)).toBe('image');
    expect(viewerFileKind(bytes('BM', [0, 0, 0, 0]), named)).toBe('image');
  });

  it('leaves a file that says it is a PDF to the PDF session, which says it is not one', () => {
    expect(viewerFileKind(bytes([0x89], 'PNG\r\n'), { type: '', name: 'scan.pdf' })).toBe('pdf');
    expect(viewerFileKind(bytes([0x89], 'PNG\r\n'), { type: 'application/pdf', name: 'scan' })).toBe('pdf');
  });

  it('sends a file that claims to be an image (an SVG, a damaged JPEG) to the image reader to say why', () => {
    expect(
      viewerFileKind(bytes('<svg xmlns="http://www.w3.org/2000/svg">'), { type: 'image/svg+xml', name: 'a' }),
    ).toBe('image');
    expect(viewerFileKind(bytes('garbage'), { type: '', name: 'photo.JPG' })).toBe('image');
  });

  it('leaves anything else to the PDF session, whose message says it is not a PDF', () => {
    expect(viewerFileKind(bytes('<!doctype html>'), { type: 'text/html', name: 'invoice.html' })).toBe('pdf');
    expect(viewerFileKind(new Uint8Array(), { type: '', name: 'empty' })).toBe('pdf');
  });
});
