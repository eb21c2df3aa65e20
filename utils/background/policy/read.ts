/**
 * The organisation's policy as the browser publishes it; missing or unreadable is no policy at all.
 *
 * Read once per worker start and shared: after a browser start Chromium's `storage.managed.get()` takes
 * seconds, so every reader asking afresh made every page wait for it. The read starts with the worker
 * (registerPolicy) or with its first reader, and again when Chrome says the policy changed, which then
 * applies the moment it is read. `readPolicy()` is this worker's read (awaited); `peekPolicy()` answers at
 * once from the freshest known copy, for what is shown and for demo data, never for a paid call.
 */
import { browser } from 'wxt/browser';
import { parsePolicy, type ParsedPolicy } from '@/utils/policy/schema';
import { keepPolicyCopy, readPolicyCopy } from './copy';

export interface PolicyPeek {
  /** From a session copy, `apiKey` is the masked form, never the key. */
  parsed: ParsedPolicy;
  /** This worker's read (or the read of a change) has not answered yet. */
  pending: boolean;
  /** This worker's read, the session copy of an earlier worker, or nothing known yet. */
  from: 'read' | 'copy' | 'none';
}

interface Reader {
  latest: Promise<ParsedPolicy>;
  generation: number;
  landed?: ParsedPolicy;
  pending: boolean;
  onChanged: (changes: unknown, area: string) => void;
}

let reader: Reader | undefined;

function report(error: unknown): void {
  console.warn('[VIN & TIN Lookup] policy copy:', error);
}

async function readManaged(): Promise<ParsedPolicy> {
  // Chrome rejects the read when policy is unavailable (no schema, no policy service): that is no policy.
  const raw: unknown = await browser.storage.managed.get().catch(() => ({}));
  return parsePolicy(raw);
}

/** A new read; only the newest one lands, so a slow first read never overwrites a change read after it. */
function read(current: Reader): Promise<ParsedPolicy> {
  const generation = ++current.generation;
  current.pending = true;
  current.latest = readManaged().then((parsed) => {
    if (reader === current && current.generation === generation) {
      current.landed = parsed;
      current.pending = false;
      void keepPolicyCopy(parsed, Date.now()).catch(report);
    }
    return parsed;
  });
  return current.latest;
}

/** Starts this worker's read once (and a read of each change); later calls return the same reader. */
export function startPolicyReader(): Promise<ParsedPolicy> {
  if (reader) return reader.latest;
  const current: Reader = {
    latest: Promise.resolve({ policy: {}, broken: [] }),
    generation: 0,
    pending: true,
    onChanged: (_changes, area) => {
      if (area === 'managed') void read(current);
    },
  };
  reader = current;
  // Before any other listener of the worker: a reader woken by the same change gets the new read.
  browser.storage.onChanged.addListener(current.onChanged);
  return read(current);
}

/** The policy of this worker start: its read, or the read of the latest change. */
export function readPolicy(): Promise<ParsedPolicy> {
  return reader ? reader.latest : startPolicyReader();
}

/** At once: this worker's read when it has answered, else the session copy, else nothing known. */
export async function peekPolicy(): Promise<PolicyPeek> {
  const current = reader ?? (startPolicyReader(), reader!);
  if (current.landed) return { parsed: current.landed, pending: current.pending, from: 'read' };
  const copy = await readPolicyCopy().catch(() => undefined);
  if (current.landed) return { parsed: current.landed, pending: current.pending, from: 'read' };
  return copy
    ? { parsed: copy, pending: true, from: 'copy' }
    : { parsed: { policy: {}, broken: [] }, pending: true, from: 'none' };
}

/** Forgets this worker's read, as a new worker start would (unit tests, between cases). */
export function resetPolicyReader(): void {
  if (reader) browser.storage.onChanged.removeListener(reader.onChanged);
  reader = undefined;
}
