import { detectIdentifiers, type DetectionKind } from '@/utils/detect/index';

/** Detections as compact tuples: kind, value, the text they cover, confidence. */
export function found(text: string, kinds?: readonly DetectionKind[]): [string, string, string, string][] {
  return detectIdentifiers(text, kinds ? { kinds } : undefined).map((detection) => [
    detection.kind,
    detection.value,
    text.slice(detection.start, detection.end),
    detection.confidence,
  ]);
}

/** Values only, for negative tests and quick checks. */
export function values(text: string, kinds?: readonly DetectionKind[]): string[] {
  return detectIdentifiers(text, kinds ? { kinds } : undefined).map((detection) => detection.value);
}
