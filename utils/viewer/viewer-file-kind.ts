/**
 * Which reader a file opened in the viewer goes to: pdf.js for a PDF, the image reader for an image. PDF
 * bytes are a PDF whatever the name; a file that says it is a PDF (type or name) stays with the PDF session,
 * whose "not a PDF" message names it; otherwise image bytes, or a file that says it is an image, go to the
 * image reader, which checks the bytes again. Pure: the page reads the first bytes, this file judges them.
 */
import { hasPdfHeader } from './pdf-file-check';

export type ViewerFileKind = 'pdf' | 'image';

const startsWith = (bytes: Uint8Array, at: number, expected: readonly number[]) =>
  expected.every((byte, offset) => bytes[at + offset] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** PNG, JPEG, GIF, WebP and BMP by their first bytes. */
function hasImageMagic(start: Uint8Array): boolean {
  return (
    startsWith(start, 0, [0x89, 0x50, 0x4e, 0x47]) ||
    startsWith(start, 0, [0xff, 0xd8, 0xff]) ||
    startsWith(start, 0, ascii('GIF8')) ||
    (startsWith(start, 0, ascii('RIFF')) && startsWith(start, 8, ascii('WEBP'))) ||
    startsWith(start, 0, ascii('BM'))
  );
}

/** An image by what the system says of it: the reader still checks its bytes and says why it is not read. */
const IMAGE_NAME = /\.(png|jpe?g|gif|webp|bmp|svg)$/i;

/** `start`: the file's first bytes (VIEWER_FILE_SNIFF_BYTES of them); `type` and `name` as the browser gives them. */
export function viewerFileKind(start: Uint8Array, declared: { type: string; name: string }): ViewerFileKind {
  if (hasPdfHeader(start)) return 'pdf';
  if (declared.type === 'application/pdf' || /\.pdf$/i.test(declared.name)) return 'pdf';
  if (hasImageMagic(start)) return 'image';
  return declared.type.startsWith('image/') || IMAGE_NAME.test(declared.name) ? 'image' : 'pdf';
}

/** Enough of a file's start for `viewerFileKind` (a PDF header may start up to 1 KB in). */
export const VIEWER_FILE_SNIFF_BYTES = 1100;
