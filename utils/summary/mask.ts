/**
 * An identifier as a summary shows it by default: enough to recognise it, not enough to reuse it.
 *
 * A VIN keeps its first 11 characters (maker, model, year, plant: what the free decode reads) and the last 3
 * of its 6-character serial, hiding the 3 between ("1HGCM82633A***352"). The first 11 alone are shared by
 * every car of that model, year and plant, so a sheet showing only them could stand for another car; with
 * the serial's end a reader can match the sheet to the plate of the one car in front of them (1 in 1,000 of
 * its batch shares it), while the whole VIN (what a cloned plate or a fraudulent registration needs) stays
 * out of a forwarded message. A number keeps its first and last digits and hides a third of them, its
 * letters and separators kept.
 */
import type { IdentifierKind } from '@/utils/api/model';

const VIN_LENGTH = 17;
const VIN_LEAD_SHOWN = 11;
const VIN_SERIAL_END_SHOWN = 3;
const LEAD_DIGITS = 4;

export function maskIdentifier(kind: IdentifierKind | undefined, value: string): string {
  if (kind === 'vin') {
    if (value.length === VIN_LENGTH) {
      const tail = VIN_LENGTH - VIN_SERIAL_END_SHOWN;
      return value.slice(0, VIN_LEAD_SHOWN) + '*'.repeat(tail - VIN_LEAD_SHOWN) + value.slice(tail);
    }
    const shown = Math.ceil((value.length * 2) / 3);
    return value.slice(0, shown) + '*'.repeat(value.length - shown);
  }
  const digits = value.replace(/\D/g, '').length;
  const hidden = Math.floor(digits / 3);
  if (hidden === 0) return value;
  const first = Math.min(LEAD_DIGITS, Math.ceil((digits - hidden) / 2));
  let seen = 0;
  return value.replace(/\d/g, (digit) => {
    seen += 1;
    return seen > first && seen <= first + hidden ? '*' : digit;
  });
}
