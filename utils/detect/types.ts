/**
 * The shapes every detector returns. Kept in their own file so the scanners can share them
 * without importing the public entry point (which imports the scanners).
 */

export type DetectionKind = 'vin' | 'tin' | 'cac' | 'phone';

export interface Detection {
  kind: DetectionKind;
  /** Normalised exactly as it will be sent to the API. */
  value: string;
  /** Offset in the scanned text, inclusive. */
  start: number;
  /** Offset in the scanned text, exclusive. */
  end: number;
  confidence: 'high' | 'low';
}

export const ALL_DETECTION_KINDS: readonly DetectionKind[] = ['vin', 'tin', 'cac', 'phone'];

/** Whether the number at `index` of `text` sits on a page plainly another country's. */
export type IsForeign = (text: string, index: number) => boolean;
