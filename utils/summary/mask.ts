/**
 * An identifier as a summary shows it by default: enough to recognise it, not enough to reuse it. A VIN keeps
 * its first 11 characters (maker, model, year, plant: what the free decode reads) and hides the serial; a
 * number keeps its first and last digits and hides a third of them, its letters and separators kept.
 */
import type { IdentifierKind } from '@/utils/api/model';

const VIN_SHOWN = 11;
const LEAD_DIGITS = 4;

export function maskIdentifier(kind: IdentifierKind | undefined, value: string): string {
  if (kind === 'vin') {
    const shown = value.length >= 17 ? VIN_SHOWN : Math.ceil((value.length * 2) / 3);
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
