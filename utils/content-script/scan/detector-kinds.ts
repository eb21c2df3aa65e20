import { ALL_DETECTION_KINDS, DEFAULT_DETECTORS, type DetectionKind } from '@/utils/detect/types';

export type DetectorSwitches = Readonly<Record<DetectionKind, boolean>>;

export function enabledKinds(detectors: Partial<DetectorSwitches> | undefined): DetectionKind[] {
  return ALL_DETECTION_KINDS.filter((kind) => detectors?.[kind] ?? DEFAULT_DETECTORS[kind]);
}
