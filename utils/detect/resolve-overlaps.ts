/** Of overlapping candidates the longer wins, then the confident one, then the more specific kind. */
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

  // Candidates compete only within a cluster of overlapping spans, which keeps the work linear.
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

/** Greedy by preference; the occupancy map makes each overlap test cost the candidate's length. */
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
