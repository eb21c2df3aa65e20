import { ALL_DETECTION_KINDS, type DetectionKind } from '@/utils/detect/types';

export type DetectorSwitches = Readonly<Record<DetectionKind, boolean>>;

/** Same as the settings' defaults: phone numbers are everywhere and rarely what a user verifies. */
export const FALLBACK_DETECTORS: DetectorSwitches = { vin: true, tin: true, cac: true, phone: false };

export function enabledKinds(detectors: Partial<DetectorSwitches> | undefined): DetectionKind[] {
  return ALL_DETECTION_KINDS.filter((kind) => detectors?.[kind] ?? FALLBACK_DETECTORS[kind]);
}
