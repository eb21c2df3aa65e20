/**
 * Every background reader of settings and the key goes through here, so the organisation's word wins.
 * What is shown (pages' state, Options, the policy's description) answers at once from the freshest known
 * copy of the policy (read.ts `peekPolicy`); anything that may send a paid call or compute a limit waits
 * for this worker's read (`readPolicy`), which is cheap once it has answered.
 */
import { describeApiKey, readApiKey } from '@/utils/background/key/store';
import { maskApiKey } from '@/utils/background/key/mask';
import { translate } from '@/utils/i18n/extension-translate';
import type { PolicyView } from '@/utils/policy/view';
import { getSettings, updateSettings } from '@/utils/background/settings/store';
import type { Policy } from '@/utils/policy/schema';
import type { Settings } from '@/utils/settings/schema';
import { readPolicySeen } from './copy';
import { applyPolicy, lockedFields, screenUpdate, type EffectiveSettings } from './merge';
import { peekPolicy, readPolicy, type PolicyPeek } from './read';

/** The settings in force, from this worker's read: for paid calls, limits and the key. */
export async function getEffectiveSettings(): Promise<EffectiveSettings> {
  const [user, { policy }] = await Promise.all([getSettings(), readPolicy()]);
  return applyPolicy(user, policy);
}

/** The settings as best known now, for what a page shows: the organisation's values over them once read. */
export async function peekEffectiveSettings(): Promise<EffectiveSettings> {
  const [user, { parsed }] = await Promise.all([getSettings(), peekPolicy()]);
  return applyPolicy(user, parsed.policy);
}

/**
 * The settings a lookup resolves its source from. Demo data costs nothing, so a lookup the known copy
 * leaves on demo data answers at once; one that could be paid waits for this worker's read, which alone
 * sets the key, the address and the limits. With no copy yet (a browser start) it could be paid when the
 * user chose the API or the last policy seen chose it: a marker that lies can only give a demo answer.
 */
export async function settingsForLookup(): Promise<EffectiveSettings> {
  const [user, peek] = await Promise.all([getSettings(), peekPolicy()]);
  if (peek.from === 'read' && !peek.pending) return applyPolicy(user, peek.parsed.policy);
  const known = applyPolicy(user, peek.parsed.policy);
  if (known.dataSource === 'demo' && peek.from === 'copy') return known;
  if (known.dataSource === 'demo' && peek.from === 'none' && !(await readPolicySeen())?.api) return known;
  return getEffectiveSettings();
}

/**
 * The policy as far as it is known without waiting, for what costs nothing: this worker's read or the
 * session copy; none where the last read held none; undefined where the last read held a policy and no
 * copy is known yet (a browser start), so the caller waits for the read or takes its safe side.
 */
export async function policyKnownNow(): Promise<Policy | undefined> {
  const peek = await peekPolicy();
  if (peek.from !== 'none' || (await readPolicySeen())?.policy !== true) return peek.parsed.policy;
  return undefined;
}

/**
 * The settings a frame's scanner runs with (its hello): what it marks costs nothing, so it takes the known
 * policy rather than hold every restored tab's marks for the read after a browser start. It waits only
 * where one may exist unknown, whose `kinds` may narrow what is marked.
 */
export async function settingsForScanner(): Promise<EffectiveSettings> {
  const [user, known] = await Promise.all([getSettings(), policyKnownNow()]);
  return known ? applyPolicy(user, known) : getEffectiveSettings();
}

/** A managed key wins over the saved one; like it, it never leaves the background. */
export async function readEffectiveApiKey(): Promise<string | undefined> {
  const { policy } = await readPolicy();
  return policy.apiKey ?? (await readApiKey());
}

/** The managed key's masked form: a session copy holds only that form. */
function maskedManagedKey(peek: PolicyPeek): string | undefined {
  const { apiKey } = peek.parsed.policy;
  if (apiKey === undefined) return undefined;
  return peek.from === 'read' ? maskApiKey(apiKey) : apiKey;
}

export async function describeEffectiveApiKey(): Promise<{ hasKey: boolean; masked: string }> {
  const masked = maskedManagedKey(await peekPolicy());
  return masked !== undefined ? { hasKey: true, masked } : describeApiKey();
}

/** What a write is screened against: this worker's read, else the session copy, else the read itself. */
async function policyForWrite(): Promise<PolicyPeek['parsed']> {
  const peek = await peekPolicy();
  return peek.from === 'none' ? readPolicy() : peek.parsed;
}

/**
 * The user's settings change only where the organisation is silent: the refusal is here, not in a view.
 * A locked setting stays locked while a read is pending (the copy's locks), and the settings in force are
 * always the policy over the user's values, so a lock the read adds wins the moment it lands.
 */
export async function updateUserSettings(update: Partial<Settings>): Promise<EffectiveSettings> {
  const { policy } = await policyForWrite();
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

/** Whether Options says the organisation's settings are being read: only where there may be some. */
async function showPending(peek: PolicyPeek): Promise<boolean> {
  if (!peek.pending) return false;
  if (peek.from !== 'none') return true;
  return (await readPolicySeen())?.policy === true;
}

/** What pages are shown of the policy, at once: this worker's read, else the session copy, else none. */
export async function describePolicy(): Promise<PolicyView> {
  const peek = await peekPolicy();
  const { policy, broken } = peek.parsed;
  const { apiKey: _key, ...values } = policy;
  const masked = maskedManagedKey(peek);
  return {
    values: masked !== undefined ? { ...values, apiKey: masked } : values,
    locked: lockedFields(policy),
    broken,
    ...((await showPending(peek)) ? { pending: true } : {}),
  };
}
