/** Every background reader of settings and the key goes through here, so the organisation's word wins. */
import { describeApiKey, readApiKey } from '@/utils/background/key/store';
import { maskApiKey } from '@/utils/background/key/mask';
import { translate } from '@/utils/i18n/extension-translate';
import type { PolicyView } from '@/utils/policy/view';
import { getSettings, updateSettings } from '@/utils/background/settings/store';
import type { Settings } from '@/utils/settings/schema';
import { applyPolicy, lockedFields, screenUpdate, type EffectiveSettings } from './merge';
import { readPolicy } from './read';

export async function getEffectiveSettings(): Promise<EffectiveSettings> {
  const [user, { policy }] = await Promise.all([getSettings(), readPolicy()]);
  return applyPolicy(user, policy);
}

/** A managed key wins over the saved one; like it, it never leaves the background. */
export async function readEffectiveApiKey(): Promise<string | undefined> {
  const { policy } = await readPolicy();
  return policy.apiKey ?? (await readApiKey());
}

export async function describeEffectiveApiKey(): Promise<{ hasKey: boolean; masked: string }> {
  const { policy } = await readPolicy();
  return policy.apiKey ? { hasKey: true, masked: maskApiKey(policy.apiKey) } : describeApiKey();
}

/** The user's settings change only where the organisation is silent: the refusal is here, not in a view. */
export async function updateUserSettings(update: Partial<Settings>): Promise<EffectiveSettings> {
  const { policy } = await readPolicy();
  const effective = applyPolicy(await getSettings(), policy);
  const { allowed, refused } = screenUpdate(update, effective, lockedFields(policy));
  if (refused.length > 0) throw new Error(translate('policy.refused'));
  return applyPolicy(await updateSettings(allowed), policy);
}

/** Refuses a key the page sends while the organisation sets one. */
export async function assertKeyUnmanaged(): Promise<void> {
  const { policy } = await readPolicy();
  if (policy.apiKey !== undefined) throw new Error(translate('policy.refused'));
}

export async function describePolicy(): Promise<PolicyView> {
  const { policy, broken } = await readPolicy();
  const { apiKey, ...values } = policy;
  return {
    values: apiKey ? { ...values, apiKey: maskApiKey(apiKey) } : values,
    locked: lockedFields(policy),
    broken,
  };
}
