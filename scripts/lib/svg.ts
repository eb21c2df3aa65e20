/** Small helpers for composing SVG documents that @resvg/resvg-js renders. */
import { Resvg } from '@resvg/resvg-js';

/** The markup inside a standalone SVG file's root element, to nest it in another document. */
export function svgBody(svg: string): string {
  const open = svg.indexOf('>', svg.indexOf('<svg'));
  const close = svg.lastIndexOf('</svg>');
  if (open < 0 || close < 0) throw new Error('Not an SVG document');
  return svg.slice(open + 1, close);
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface Rendered {
  pixels: Uint8Array;
  width: number;
  height: number;
  png: Uint8Array;
}

export function render(svg: string): Rendered {
  // System fonts for the store images' captions; the icons have no text.
  const image = new Resvg(svg, {
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  }).render();
  return { pixels: image.pixels, width: image.width, height: image.height, png: image.asPng() };
}
