/** Maker by WMI: 6 characters (third is 9, plus 12-14) for small makers, else 3. Parsed lazily. */
import { WMI_COUNTRIES, WMI_MAKES, WMI_ROWS } from './wmi-table.generated';

export type VehicleTypeCode = 'M' | 'P' | 'T' | 'B' | 'V' | 'L' | 'I' | 'O';

export interface WmiEntry {
  wmi: string;
  makes: string[];
  vehicleType?: VehicleTypeCode;
  /** Only when ISO 3779 assigns no country to the first two characters. */
  country?: string;
}

let table: Map<string, string> | undefined;
let makeNames: string[] | undefined;

function rows(): Map<string, string> {
  if (!table) {
    table = new Map();
    for (const row of WMI_ROWS.split(';')) {
      const colon = row.indexOf(':');
      table.set(row.slice(0, colon), row.slice(colon + 1));
    }
  }
  return table;
}

let majorMakes: string[] | undefined;

export function wmiMakeNames(): readonly string[] {
  makeNames ??= WMI_MAKES.split('|');
  return makeNames;
}

/** Makes that hold a 3-character WMI (the makers a listing names; small makers' names are often words). */
export function majorMakeNames(): readonly string[] {
  if (!majorMakes) {
    const indices = new Set<string>();
    for (const [wmi, row] of rows())
      if (wmi.length === 3) for (const index of row.split(',')[0]!.split('+')) indices.add(index);
    majorMakes = [...indices].map((index) => wmiMakeNames()[parseInt(index, 36)] ?? '').filter(Boolean);
  }
  return majorMakes;
}

export function wmiOf(vin: string): string {
  return vin.charAt(2) === '9' && vin.length >= 14 ? vin.slice(0, 3) + vin.slice(11, 14) : vin.slice(0, 3);
}

export function lookupWmi(vin: string): WmiEntry | undefined {
  const wmi = wmiOf(vin.toUpperCase());
  const row = rows().get(wmi);
  if (row === undefined) return undefined;
  const [makePart = '', rest = ''] = row.split(',');
  const names = wmiMakeNames();
  const countryIndex = rest.slice(1);
  return {
    wmi,
    makes: makePart.split('+').map((index) => names[parseInt(index, 36)] ?? ''),
    vehicleType: (rest.charAt(0) || undefined) as VehicleTypeCode | undefined,
    country: countryIndex ? WMI_COUNTRIES.split('|')[parseInt(countryIndex, 36)] : undefined,
  };
}
