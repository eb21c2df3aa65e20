/**
 * Whether a number sits on a page that is plainly another country's: another country's name, currency,
 * phone code or top-level domain close by, and nothing Nigerian near. Ethiopia and Slovakia, for two,
 * print 10-digit TINs that a "TIN" keyword alone would take for JRB TINs.
 */

const FOREIGN =
  /\b(?:ethiopia\w*|slovakia|slovensk\w*|kenya|ghana|uganda|tanzania|rwanda|south africa|egypt|india|pakistan|bangladesh|philippines|indonesia|malaysia|united states|usa|canada|united kingdom|germany|deutschland|france|ukraine|poland|czech|brazil|birr|etb|eur|gbp|kes|ksh|ghs|inr|pkr|zar|ugx|tzs)\b|[€£₹₱₵]|\+(?:1|27|33|44|49|63|91|92|233|251|254|255|256|380|420|421)\b|\.(?:et|sk|ke|gh|in|pk|ph|za|uk|de|fr|us|ca|ug|tz|cz)\b/gi;
const NIGERIAN = /\b(?:nigeria\w*|naira|ngn|lagos|abuja|nrs|jrb|firs|cac)\b|₦|\+234|\.ng\b/gi;

/** A foreign signal must be this close; a Nigerian one anywhere this close outweighs it. */
const FOREIGN_REACH = 300;
const NIGERIAN_REACH = 1000;

let cache: { text: string; foreign: number[]; nigerian: number[] } | undefined;

function positions(text: string, pattern: RegExp): number[] {
  return Array.from(text.matchAll(new RegExp(pattern)), (match) => match.index);
}

/** True when some position lies within `reach` of `index` (positions ascending). */
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
