/** Masked or partial VINs (11-16 characters shown): never sent to the API, which needs all 17. */

export interface MaskedVin {
  value: string;
  shown: string;
  start: number;
  end: number;
}

/** What sites print for a VIN's hidden characters. */
export const VIN_MASK_CHARACTERS = '*•xX#_';

const MASKED = new RegExp(
  `(?<![\\w*•#])([A-HJ-NPR-Z0-9]{11,16})([${VIN_MASK_CHARACTERS}]{1,6})(?![\\w*•#])`,
  'g',
);
const PARTIAL = /partial VIN|VIN \(partial\)/gi;
const PARTIAL_VALUE = /^[\s:#.-]{0,4}([A-HJ-NPR-Z0-9]{11,16})(?![\w*•#])/;

function push(found: MaskedVin[], shown: string, start: number, end: number) {
  found.push({ value: shown.padEnd(17, '*'), shown, start, end });
}

export function detectMaskedVins(text: string): MaskedVin[] {
  const found: MaskedVin[] = [];
  for (const match of text.matchAll(MASKED)) {
    let [, shown = '', mask = ''] = match;
    // X is both a VIN character and a mask: a run of X's after the shown part belongs to the mask.
    if (/^X+$/.test(mask)) {
      const xs = /X*$/.exec(shown)![0].length;
      shown = shown.slice(0, shown.length - xs);
      mask = 'X'.repeat(xs) + mask;
    }
    const total = shown.length + mask.length;
    const xOnly = /^X+$/.test(mask);
    if (total !== 17 || shown.length < 11 || (xOnly && mask.length < 2)) continue;
    push(found, shown, match.index, match.index + total);
  }
  for (const label of text.matchAll(PARTIAL)) {
    const after = label.index + label[0].length;
    const value = PARTIAL_VALUE.exec(text.slice(after, after + 24));
    if (!value?.[1]) continue;
    const start = after + value[0].length - value[1].length;
    push(found, value[1], start, start + value[1].length);
  }
  return found.sort((a, b) => a.start - b.start);
}
