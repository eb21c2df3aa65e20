// A nearby foreign name, currency, phone code or domain, with nothing Nigerian near: Ethiopia and Slovakia
// print 10-digit TINs that a "TIN" keyword alone would take for JRB TINs.

const FOREIGN =
  /\b(?:ethiopia|slov|kenya|ghana|uganda|tanzania|rwanda|zambia|malawi|zimbabwe|ukrain|south africa|egypt|india|pakistan|philippines|usa\b|united (?:states|kingdom)|germany|france|canada|birr|etb|eur|gbp|kes|ghs|inr|zar|zmw|rwf|ugx|tzs|uah)|[€£₹₱₵]|\+(?:1|27|3\d|4\d|6\d|9[12]|23[0-35-9]|2[56]\d)\b|\.(?:et|sk|ke|gh|in|ph|za|uk|de|us|ca)\b/gi;
const NIGERIAN = /\b(?:nigeria\w*|naira|ngn|lagos|abuja|nrs|jrb|firs|cac)\b|₦|\+234|\.ng\b/gi;

const FOREIGN_REACH = 300;
const NIGERIAN_REACH = 1000;

let cache: { text: string; foreign: number[]; nigerian: number[] } | undefined;

function positions(text: string, pattern: RegExp): number[] {
  return Array.from(text.matchAll(new RegExp(pattern)), (match) => match.index);
}

function anyWithin(sorted: number[], index: number, reach: number): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < index - reach) low = middle + 1;
    else high = middle;
  }
  return low < sorted.length && sorted[low]! <= index + reach;
}

export function isForeignNear(text: string, index: number): boolean {
  // One pass over the text per call of detectIdentifiers, however many numbers ask.
  if (cache?.text !== text)
    cache = { text, foreign: positions(text, FOREIGN), nigerian: positions(text, NIGERIAN) };
  return anyWithin(cache.foreign, index, FOREIGN_REACH) && !anyWithin(cache.nigerian, index, NIGERIAN_REACH);
}
