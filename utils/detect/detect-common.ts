/**
 * The detectors every scanned page runs, in the always-on content script: identifiers as most pages print
 * them. The forms few pages print (printed-form-hints.ts) are read by every detector (detect-core.ts), which
 * the printed-forms part brings into a frame that prints one. Same scanners, same overlaps rule.
 */
import { resolveOverlaps } from './resolve-overlaps';
import { scanCacs } from './scan-cacs';
import { scanTins } from './scan-tins';
import { scanBareVins } from './scan-vins';
import type { Detection, DetectionKind } from './types';
import { keepDisplayedAsSent, removeInvisible } from './visible-text';

export function detectCommon(source: string, kinds: readonly DetectionKind[]): Detection[] {
  const { visible: text, toSource } = removeInvisible(source);
  const candidates: Detection[] = [];
  if (kinds.includes('vin')) scanBareVins(text, candidates);
  if (kinds.includes('tin')) scanTins(text, candidates);
  if (kinds.includes('cac')) scanCacs(text, candidates);
  return keepDisplayedAsSent(source, text, toSource, resolveOverlaps(candidates));
}
