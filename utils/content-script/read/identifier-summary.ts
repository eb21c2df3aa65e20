/** For the side panel: each identifier once with its count, in order of first appearance. */
import { identifierKey } from '@/utils/detect/identifier-key';
import type { DetectionKind } from '@/utils/detect/types';

export interface FoundIdentifier {
  kind: DetectionKind;
  value: string;
  confidence: 'high' | 'low';
}

export interface IdentifierCount extends FoundIdentifier {
  count: number;
}

export function summariseIdentifiers(found: Iterable<FoundIdentifier>): IdentifierCount[] {
  const byKey = new Map<string, IdentifierCount>();
  for (const item of found) {
    const key = identifierKey(item);
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, { kind: item.kind, value: item.value, confidence: item.confidence, count: 1 });
      continue;
    }
    seen.count++;
    // One confident sighting is enough: the same value elsewhere passed the stricter checks.
    if (item.confidence === 'high') seen.confidence = 'high';
  }
  return [...byKey.values()];
}
