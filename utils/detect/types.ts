/**
 * The shapes every detector returns. Kept in their own file so the scanners can share them
 * without importing the public entry point (which imports the scanners).
 */

/** The identifier kinds, in the order the product lists them: every other list of kinds derives from it. */
export const IDENTIFIER_KINDS = ['vin', 'tin', 'cac', 'phone'] as const;
export type DetectionKind = (typeof IDENTIFIER_KINDS)[number];

export interface Detection {
  kind: DetectionKind;
  /** Normalised exactly as it will be sent to the API. */
  value: string;
  /** Offset in the scanned text, inclusive. */
  start: number;
  /** Offset in the scanned text, exclusive. */
  end: number;
  confidence: 'high' | 'low';
  /**
   * What the page's country must be for this to count (page-fit.ts); absent: anywhere. Set on shapes other
   * countries print too (a 10-digit TIN, an 080 mobile), unless a Nigerian label stands right beside them.
   */
  pageMustBe?: PageRequirement;
}

/** 'not-foreign': not on a page plainly another country's; 'nigerian': only on a page that reads Nigerian. */
export type PageRequirement = 'not-foreign' | 'nigerian';

export const ALL_DETECTION_KINDS: readonly DetectionKind[] = IDENTIFIER_KINDS;

/**
 * Which kinds are marked on pages until the user says otherwise (the settings' defaults, and the content
 * script's before the settings arrive): phone numbers are everywhere and rarely what a user verifies.
 */
export const DEFAULT_DETECTORS: Readonly<Record<DetectionKind, boolean>> = {
  vin: true,
  tin: true,
  cac: true,
  phone: false,
};
