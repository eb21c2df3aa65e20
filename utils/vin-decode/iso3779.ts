/** ISO 3779 regions and countries: the fallback when vPIC has no maker, and the country of manufacture. */

/** The order ISO 3779 ranges run in: letters without I, O, Q, then 1-9, then 0. */
const RANGE_ORDER = 'ABCDEFGHJKLMNPRSTUVWXYZ1234567890';

export type WmiRegion = 'Africa' | 'Asia' | 'Europe' | 'North America' | 'Oceania' | 'South America';

const REGION_BY_FIRST: readonly [string, WmiRegion][] = [
  ['ABCDEFGH', 'Africa'],
  ['JKLMNPR', 'Asia'],
  ['STUVWXYZ', 'Europe'],
  ['12345', 'North America'],
  ['67', 'Oceania'],
  ['89', 'South America'],
];

// First character, then "from-to:country" ranges of the second character (inclusive, in RANGE_ORDER).
const COUNTRY_RANGES: Readonly<Record<string, string>> = {
  A: 'AH:South Africa,JN:Ivory Coast',
  B: 'AE:Angola,FK:Kenya,LR:Tanzania',
  C: 'AE:Benin,FK:Madagascar,LR:Tunisia',
  D: 'AE:Egypt,FK:Morocco,LR:Zambia',
  E: 'AE:Ethiopia,FK:Mozambique',
  F: 'AE:Ghana,FK:Nigeria',
  J: 'A0:Japan',
  K: 'AE:Sri Lanka,FK:Israel,LR:South Korea,S0:Kazakhstan',
  L: 'A0:China',
  M: 'AE:India,FK:Indonesia,LR:Thailand,S0:Myanmar',
  N: 'AE:Iran,FK:Pakistan,LR:Turkey',
  P: 'AE:Philippines,FK:Singapore,LR:Malaysia',
  R: 'AE:United Arab Emirates,FK:Taiwan,LR:Vietnam,S0:Saudi Arabia',
  S: 'AM:United Kingdom,NT:Germany,UZ:Poland,14:Latvia',
  T: 'AH:Switzerland,JP:Czech Republic,RV:Hungary,W1:Portugal',
  U: 'HM:Denmark,NT:Ireland,UZ:Romania,57:Slovakia',
  V: 'AE:Austria,FR:France,SW:Spain,X2:Serbia,35:Croatia,60:Estonia',
  W: 'A0:Germany',
  X: 'AE:Bulgaria,FK:Greece,LR:Netherlands,SW:Russia,X2:Luxembourg,30:Russia',
  Y: 'AE:Belgium,FK:Finland,LR:Malta,SW:Sweden,X2:Norway,35:Belarus,60:Ukraine',
  Z: 'AR:Italy,X2:Slovenia,35:Lithuania,60:Russia',
  '1': 'A0:United States',
  '2': 'A0:Canada',
  '3': 'AW:Mexico,X7:Costa Rica,80:Cayman Islands',
  '4': 'A0:United States',
  '5': 'A0:United States',
  '6': 'AW:Australia',
  '7': 'AE:New Zealand',
  '8': 'AE:Argentina,FK:Chile,LR:Ecuador,SW:Peru,X2:Venezuela',
  '9': 'AE:Brazil,FK:Colombia,LR:Paraguay,SW:Uruguay,X2:Trinidad and Tobago,39:Brazil',
};

/** The continent a VIN's first character assigns, or undefined (0 and I, O, Q are unassigned). */
export function isoRegion(vin: string): WmiRegion | undefined {
  const first = vin.charAt(0).toUpperCase();
  return first ? REGION_BY_FIRST.find(([chars]) => chars.includes(first))?.[1] : undefined;
}

export function isoCountry(vin: string): string | undefined {
  const ranges = COUNTRY_RANGES[vin.charAt(0).toUpperCase()];
  const position = RANGE_ORDER.indexOf(vin.charAt(1).toUpperCase());
  if (!ranges || position < 0 || vin.length < 2) return undefined;
  for (const range of ranges.split(',')) {
    const from = RANGE_ORDER.indexOf(range.charAt(0));
    const to = RANGE_ORDER.indexOf(range.charAt(1));
    if (position >= from && position <= to) return range.slice(3);
  }
  return undefined;
}
