/**
 * Turns the candidates of all scanners into the final list: sorted by start and non-overlapping.
 * When candidates overlap, the longer one wins, then the high-confidence one, then the more specific
 * kind (a keyword-gated 13-digit Tax ID over the phone number it also spells).
 */
import type { Detection, DetectionKind } from './types';

const KIND_RANK: Readonly<Record<DetectionKind, number>> = { vin: 0, tin: 1, cac: 2, phone: 3 };

function preference(a: Detection, b: Detection): number {
  return (
    b.end - b.start - (a.end - a.start) ||
    (a.confidence === b.confidence ? 0 : a.confidence === 'high' ? -1 : 1) ||
    KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
    a.start - b.start
  );
}

export function resolveOverlaps(candidates: Detection[]): Detection[] {
  if (candidates.length < 2) return candidates.slice();
  const byStart = candidates.slice().sort((a, b) => a.start - b.start || b.end - a.end);

  // Candidates only compete within a cluster of transitively overlapping spans; real text keeps
  // clusters tiny, and the work per cluster is linear in the characters its candidates cover.
  const kept: Detection[] = [];
  let cluster: Detection[] = [];
  let clusterStart = 0;
  let clusterEnd = -1;
  for (const candidate of byStart) {
    if (candidate.start >= clusterEnd) {
      kept.push(...pickWithinCluster(cluster, clusterStart, clusterEnd));
      cluster = [];
      clusterStart = candidate.start;
    }
    cluster.push(candidate);
    clusterEnd = Math.max(clusterEnd, candidate.end);
  }
  kept.push(...pickWithinCluster(cluster, clusterStart, clusterEnd));
  return kept;
}

/**
 * Greedy by preference: take the best candidate, drop what overlaps it, repeat. An occupancy map of
 * the cluster's characters makes each overlap test cost the candidate's length. Result sorted by start.
 */
function pickWithinCluster(cluster: Detection[], clusterStart: number, clusterEnd: number): Detection[] {
  if (cluster.length < 2) return cluster;
  const taken = new Uint8Array(clusterEnd - clusterStart);
  const chosen: Detection[] = [];
  for (const candidate of cluster.slice().sort(preference)) {
    const from = candidate.start - clusterStart;
    const to = candidate.end - clusterStart;
    if (taken.subarray(from, to).includes(1)) continue;
    taken.fill(1, from, to);
    chosen.push(candidate);
  }
  return chosen.sort((a, b) => a.start - b.start);
}
