/**
 * The detectors every scanned page runs, in the always-on content script: VINs as most pages print them,
 * and TINs. Everything else (CAC numbers, phones, VINs in groups or after a label, the Nigerian labels that
 * let an ambiguous number count on a foreign page) is read by every detector (detect-core.ts), which the
 * more-detectors part brings into a frame whose text calls for it (more-detector-hints.ts). Same scanners,
 * same overlaps rule.
 */
import { resolveOverlaps } from './resolve-overlaps';
import { scanTins } from './scan-tins';
import { scanBareVins } from './scan-vins';
import type { Detection, DetectionKind } from './types';
import { keepDisplayedAsSent, removeInvisible } from './visible-text';

export function detectCommon(source: string, kinds: readonly DetectionKind[]): Detection[] {
  const { visible: text, toSource } = removeInvisible(source);
  const candidates: Detection[] = [];
  if (kinds.includes('vin')) scanBareVins(text, candidates);
  if (kinds.includes('tin')) scanTins(text, candidates);
  return keepDisplayedAsSent(source, text, toSource, resolveOverlaps(candidates));
}
