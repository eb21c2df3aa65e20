/**
 * Where a document draws its text somewhere else than in its text nodes: the PDF viewer paints glyphs on a
 * canvas under a transparent text layer, and registers here how to read that canvas. The name check then
 * asks the canvas, not the transparent text, whether a reader can see a name. Web pages register nothing:
 * their text draws itself. Module state, not a global: only code bundled with the viewer can set it.
 */
import type { DrawnText } from '@/utils/taxpayer/visible-text';

let drawnOn: ((element: Element) => DrawnText | undefined) | undefined;

export function setDrawnSurface(read: ((element: Element) => DrawnText | undefined) | undefined): void {
  drawnOn = read;
}

export function drawnSurface(): ((element: Element) => DrawnText | undefined) | undefined {
  return drawnOn;
}
