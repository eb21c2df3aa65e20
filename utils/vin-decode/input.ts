/** Input as 17 positions, '*' for each masked or untyped one (sites mask with *, •, x, X, # or _). */
import { VIN_MASK_CHARACTERS } from '@/utils/detect/masked-vin';
import { isVinCharacter } from '@/utils/detect/vin';

export type VinInputKind = 'complete' | 'masked' | 'partial' | 'non-standard';

export interface VinInput {
  kind: VinInputKind;
  /** 17 characters, '*' where unknown; the cleaned text itself when non-standard. */
  vin: string;
  shown: string;
}

const MASK = new RegExp(`[${VIN_MASK_CHARACTERS}]+$`);

/** The fewest characters a masked VIN must show to say anything past its year (maker, year, plant). */
export const MASKED_MIN_SHOWN = 11;

export function readVinInput(text: string): VinInput {
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
  const raw = text.replace(/[\s-]/g, '');
  const mask = MASK.exec(raw)?.[0] ?? '';
  const maskIsReal = mask.length > 0 && (/[^X]/.test(mask) || mask.length >= 2);
  const shown = maskIsReal ? compact.slice(0, compact.length - mask.length) : compact;
  const valid = [...shown].every(isVinCharacter);
  if (!valid || compact.length > 17) return { kind: 'non-standard', vin: compact, shown: compact };
  if (maskIsReal && compact.length === 17 && shown.length >= MASKED_MIN_SHOWN)
    return { kind: 'masked', vin: shown.padEnd(17, '*'), shown };
  if (maskIsReal) return { kind: 'non-standard', vin: compact, shown };
  return { kind: shown.length === 17 ? 'complete' : 'partial', vin: shown.padEnd(17, '*'), shown };
}
