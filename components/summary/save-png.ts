/**
 * The summary's own layout as a PNG: modern-screenshot copies the rendered node (computed styles included)
 * into an SVG image and draws it on a canvas, so the PNG is what the page and the PDF show. It runs under
 * the pages' `script-src 'self'` (no eval, no remote code) and draws nothing the page does not hold.
 */
import { domToPng } from 'modern-screenshot';

/** Twice the CSS size: sharp when printed or zoomed on a phone, and the QR code stays readable. */
const SCALE = 2;

export async function summaryPng(node: HTMLElement): Promise<string> {
  const background = getComputedStyle(document.body).backgroundColor;
  // `font: false`: the pages use system fonts only, and embedding reads style sheets through a scratch
  // <style> element, which the pages' `style-src 'self'` refuses.
  return domToPng(node, { scale: SCALE, backgroundColor: background, font: false });
}

export function downloadDataUrl(filename: string, url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
}

/** The PNG as a file, for a share sheet that takes files. */
export async function dataUrlFile(filename: string, url: string): Promise<File> {
  const blob = await (await fetch(url)).blob();
  return new File([blob], filename, { type: 'image/png' });
}
