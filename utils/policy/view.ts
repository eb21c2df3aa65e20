/** What extension pages learn of the policy: which settings are locked and how to show them, never the key. */
import type { Policy, PolicyKey } from './schema';

/** A setting the organisation decides: shown read-only, refused when a page tries to change it. */
export type LockedField =
  | 'presetId'
  | 'baseUrl'
  | 'customVinPath'
  | 'customTinPath'
  | 'customTaxIdPath'
  | 'apiKey'
  | 'appId'
  | 'dataSource'
  | 'detectors';

export interface PolicyView {
  /** The usable managed values; `apiKey` only in its masked form. */
  values: Omit<Policy, 'apiKey'> & { apiKey?: string };
  locked: LockedField[];
  /** Keys the organisation set to something unusable: ignored, and said so in Options. */
  broken: PolicyKey[];
  /** The organisation's settings are still being read: these are the last known (locks included). */
  pending?: boolean;
}

export const NO_POLICY: PolicyView = { values: {}, locked: [], broken: [] };

/** Features an organisation may turn off stay on when it says nothing. */
export function exportsAllowed(policy: PolicyView): boolean {
  return policy.values.allowExports !== false;
}

export function externalLinksAllowed(policy: PolicyView): boolean {
  return policy.values.externalLinks !== false;
}
