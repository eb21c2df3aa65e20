/** The 6-number affine matrices of PDF and pdf.js: [a, b, c, d, e, f] maps (x, y) to (ax + cy + e, bx + dy + f). */

export type PdfMatrix = readonly number[];

/** `outer` after `inner`, as pdf.js's `Util.transform(outer, inner)`: how a text item lands in the viewport. */
export function multiplyPdfMatrices(
  outer: PdfMatrix,
  inner: PdfMatrix,
): [number, number, number, number, number, number] {
  const [a1 = 1, b1 = 0, c1 = 0, d1 = 1, e1 = 0, f1 = 0] = outer;
  const [a2 = 1, b2 = 0, c2 = 0, d2 = 1, e2 = 0, f2 = 0] = inner;
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ];
}
