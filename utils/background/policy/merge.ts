/** Managed over user over defaults: pure, so the precedence and the lock are tested without a browser. */
import { IDENTIFIER_KINDS } from '@/utils/detect/types';
import type { Policy } from '@/utils/policy/schema';
import type { LockedField } from '@/utils/policy/view';
import type { Settings } from '@/utils/settings/schema';

/** The settings every background reader uses: the user's, with the organisation's managed values over them. */
export type EffectiveSettings = Settings;

const FIELD_OF_KEY = {
  preset: 'presetId',
  baseUrl: 'baseUrl',
  vinPath: 'customVinPath',
  tinPath: 'customTinPath',
  taxIdPath: 'customTaxIdPath',
  apiKey: 'apiKey',
  appId: 'appId',
  dataSource: 'dataSource',
  kinds: 'detectors',
} as const satisfies Partial<Record<keyof Policy, LockedField>>;

export function applyPolicy(user: Settings, policy: Policy): EffectiveSettings {
  const merged: EffectiveSettings = { ...user, detectors: { ...user.detectors } };
  if (policy.preset !== undefined) merged.presetId = policy.preset;
  if (policy.baseUrl !== undefined) merged.baseUrl = policy.baseUrl;
  if (policy.vinPath !== undefined) merged.customVinPath = policy.vinPath;
  if (policy.tinPath !== undefined) merged.customTinPath = policy.tinPath;
  if (policy.taxIdPath !== undefined) merged.customTaxIdPath = policy.taxIdPath;
  if (policy.appId !== undefined) merged.appId = policy.appId;
  if (policy.dataSource !== undefined) merged.dataSource = policy.dataSource;
  if (policy.kinds !== undefined) {
    const on = new Set(policy.kinds);
    for (const kind of IDENTIFIER_KINDS) merged.detectors[kind] = on.has(kind);
  }
  return merged;
}

export function lockedFields(policy: Policy): LockedField[] {
  return (Object.keys(FIELD_OF_KEY) as (keyof typeof FIELD_OF_KEY)[])
    .filter((key) => policy[key] !== undefined)
    .map((key) => FIELD_OF_KEY[key]);
}

/**
 * What of a page's update may be stored. A locked field sent back unchanged (Options sends the whole form)
 * is dropped, so the user's own value returns when the policy goes; a locked field changed is refused.
 */
export function screenUpdate(
  update: Partial<Settings>,
  effective: EffectiveSettings,
  locked: readonly LockedField[],
): { allowed: Partial<Settings>; refused: LockedField[] } {
  const allowed: Record<string, unknown> = {};
  const refused: LockedField[] = [];
  for (const [field, value] of Object.entries(update) as [keyof Settings, unknown][]) {
    if (value === undefined) continue;
    if (!(locked as readonly string[]).includes(field)) {
      allowed[field] = value;
      continue;
    }
    if (JSON.stringify(value) !== JSON.stringify(effective[field])) refused.push(field as LockedField);
  }
  return { allowed: allowed as Partial<Settings>, refused };
}
