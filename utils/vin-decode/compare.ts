/** Claims (a report's or listing's year and make) against the free decode: only clear disagreement counts. */
import type { VinDecode } from './decode';
import { majorMakeNames } from './wmi';

export interface VehicleClaim {
  year?: number;
  make?: string;
}

export interface ClaimMismatch {
  year?: { claimed: number; decoded: number[] };
  make?: { claimed: string; decoded: string[] };
}

const ALIASES: Readonly<Record<string, string>> = {
  vw: 'volkswagen',
  chevy: 'chevrolet',
  mercedes: 'mercedesbenz',
  benz: 'mercedesbenz',
  landrover: 'landrover',
  rangerover: 'landrover',
};

function makeKey(make: string): string {
  const key = make.toLowerCase().replace(/[^a-z0-9]/g, '');
  return ALIASES[key] ?? key;
}

/** Undefined when nothing disagrees. */
export function compareClaim(claim: VehicleClaim, decode: VinDecode): ClaimMismatch | undefined {
  const result: ClaimMismatch = {};
  const years = decode.modelYear?.years ?? [];
  if (claim.year !== undefined && years.length > 0 && !years.includes(claim.year))
    result.year = { claimed: claim.year, decoded: years };
  if (claim.make && decode.makes.length > 0) {
    const claimed = makeKey(claim.make);
    if (claimed && !decode.makes.some((make) => makeKey(make) === claimed))
      result.make = { claimed: claim.make, decoded: decode.makes };
  }
  return result.year || result.make ? result : undefined;
}

export function reportClaim(rows: readonly { key: string; value: string }[]): VehicleClaim {
  const value = (key: string) => rows.find((row) => row.key === key)?.value.trim() ?? '';
  const year = /^(19[89]\d|20\d\d)$/.exec(value('year'))?.[1];
  return { year: year ? Number(year) : undefined, make: value('make') || undefined };
}

let makePattern: RegExp | undefined;
let canonical: Map<string, string> | undefined;

/** A make as the table names it ("Toyota" for "TOYOTA"). */
function canonicalMake(written: string): string {
  canonical ??= new Map([...majorMakeNames()].map((make) => [make.toUpperCase(), make]));
  return canonical.get(written.toUpperCase()) ?? written;
}

/** A listing's claim beside a VIN: one year and one known make; two of either ("fits 2015-2019") is none. */
export function readListingClaim(text: string, vin?: string): VehicleClaim {
  const bare = vin ? text.split(vin).join(' ') : text;
  const years = new Set(
    [...bare.matchAll(/(?<![\w$₦€£.,-])(19[89]\d|20[0-3]\d)(?![\w.,-]\d|\w)/g)].map((m) => Number(m[1])),
  );
  // As written, or in capitals as auction results print them ("2019 TOYOTA CAMRY SE"); never in
  // lower case, where a make's name is often a plain word ("smart", "mini", "ram").
  makePattern ??= new RegExp(
    `(?<![\\p{L}\\d])(${[...majorMakeNames()]
      .filter((make) => make.length >= 3)
      .flatMap((make) => (make === make.toUpperCase() ? [make] : [make, make.toUpperCase()]))
      .sort((a, b) => b.length - a.length)
      .map((make) => make.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|')})(?![\\p{L}\\d])`,
    'gu',
  );
  const found = [...bare.matchAll(makePattern)].map((m) => canonicalMake(m[1]!));
  const makes = new Set(found.map(makeKey));
  const [make] = found;
  return {
    year: years.size === 1 ? [...years][0] : undefined,
    make: makes.size === 1 ? make : undefined,
  };
}
