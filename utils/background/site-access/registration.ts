/** Keeps the one dynamic content-script registration in step with the granted host permissions. */
import { API_HOST_PATTERNS } from '@/utils/api/hosts';
import { CONTENT_SCRIPT_FILE, CONTENT_STYLE_FILE, SCAN_REGISTRATION_ID } from '@/utils/site-access/constants';
import { scanRegistrationMatches } from '@/utils/site-access/match-patterns';

export interface ScanScript {
  id: string;
  matches?: string[];
  excludeMatches?: string[];
  js: string[];
  css: string[];
  runAt?: 'document_start' | 'document_end' | 'document_idle';
  allFrames?: boolean;
}

/** The slice of `browser.permissions` and `browser.scripting` the sync needs. */
export interface RegistrationApi {
  grantedOrigins(): Promise<string[]>;
  getRegistered(ids: string[]): Promise<Partial<ScanScript>[]>;
  register(scripts: ScanScript[]): Promise<void>;
  update(scripts: ScanScript[]): Promise<void>;
  unregister(ids: string[]): Promise<void>;
}

export type SyncOutcome = {
  action: 'registered' | 'updated' | 'unregistered' | 'unchanged';
  matches: string[];
};

export function scanScript(matches: string[], excludeMatches: string[]): ScanScript {
  return {
    id: SCAN_REGISTRATION_ID,
    matches,
    excludeMatches,
    js: [CONTENT_SCRIPT_FILE],
    css: [CONTENT_STYLE_FILE],
    // From the document's start, not at idle (which can come seconds later on a big page): the scanner
    // waits for the page's first frame, reads the part already parsed (the first screen) right after it,
    // and the whole page once parsed (content-main.ts), so the page paints first and is marked at once.
    runAt: 'document_start',
    // Frames too: a listing embedded from a granted site is part of the page. The browser matches each
    // frame by its own address, so frames from sites not granted get nothing.
    allFrames: true,
  };
}

/** Browsers may report file paths without the leading slash we registered them with. */
function sameSet(a: readonly string[] | undefined, b: readonly string[]): boolean {
  const normalise = (items: readonly string[]) => items.map((item) => item.replace(/^\//, '')).sort();
  const left = normalise(a ?? []);
  const right = normalise(b);
  return left.length === right.length && left.every((item, index) => item === right[index]);
}

export async function syncScanRegistration(api: RegistrationApi): Promise<SyncOutcome> {
  const { matches, excludeMatches } = scanRegistrationMatches(await api.grantedOrigins(), API_HOST_PATTERNS);
  const [existing] = await api.getRegistered([SCAN_REGISTRATION_ID]);
  if (matches.length === 0) {
    if (!existing) return { action: 'unchanged', matches };
    await api.unregister([SCAN_REGISTRATION_ID]);
    return { action: 'unregistered', matches };
  }
  const script = scanScript(matches, excludeMatches);
  if (!existing) {
    await api.register([script]);
    return { action: 'registered', matches };
  }
  if (
    sameSet(existing.matches, matches) &&
    sameSet(existing.excludeMatches, excludeMatches) &&
    sameSet(existing.js, script.js) &&
    sameSet(existing.css, script.css) &&
    // A registration made by a version that scanned the top document only, or at idle, is brought up to date.
    existing.allFrames === script.allFrames &&
    existing.runAt === script.runAt
  ) {
    return { action: 'unchanged', matches };
  }
  await api.update([script]);
  return { action: 'updated', matches };
}
