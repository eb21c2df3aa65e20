/**
 * What is kept of the organisation's policy between reads, written only from a real read by the worker:
 * - `session:policyCopy`: the last read of this browser session, for a worker woken later (Chrome empties
 *   session storage when the browser closes). Its `apiKey` is the masked form: the copy is for showing and
 *   locking, never for a paid call, so the key is never in it.
 * - `local:policySeen`: whether the last read held a policy and what kind, kept across browser starts, so
 *   the first lookup of a day knows whether it could be paid before the read answers.
 * Both are checked with zod when read: a copy that does not parse is no copy.
 */
import { z } from 'zod';
import { storage } from 'wxt/utils/storage';
import { maskApiKey } from '@/utils/background/key/mask';
import { parsePolicy, POLICY_KEYS, type ParsedPolicy } from '@/utils/policy/schema';

const policyCopySchema = z.object({
  policy: z.record(z.string(), z.unknown()),
  broken: z.array(z.enum(POLICY_KEYS as [string, ...string[]])),
  /** When the read landed: each read changes the copy, so pages that watch it hear of every read. */
  readAt: z.number(),
});

const policySeenSchema = z.object({
  /** The last read held any usable key. */
  policy: z.boolean(),
  /** It set the data source to the API: lookups may be paid before this start's read answers. */
  api: z.boolean(),
  apiKey: z.boolean(),
  limits: z.boolean(),
  skipWelcome: z.boolean(),
});
export type PolicySeen = z.infer<typeof policySeenSchema>;

export const policyCopyItem = storage.defineItem<unknown>('session:policyCopy');
export const policySeenItem = storage.defineItem<unknown>('local:policySeen');

/** The session copy, key by key as a read is (a broken value is no value); undefined when absent or malformed. */
export async function readPolicyCopy(): Promise<ParsedPolicy | undefined> {
  const parsed = policyCopySchema.safeParse(await policyCopyItem.getValue());
  if (!parsed.success) return undefined;
  const { policy, broken } = parsePolicy(parsed.data.policy);
  return { policy, broken: [...new Set([...(parsed.data.broken as ParsedPolicy['broken']), ...broken])] };
}

export function policySeenOf({ policy }: ParsedPolicy): PolicySeen {
  return {
    policy: Object.keys(policy).length > 0,
    api: policy.dataSource === 'api',
    apiKey: policy.apiKey !== undefined,
    limits:
      policy.dailySpendLimit !== undefined ||
      policy.dailySpendLimits !== undefined ||
      policy.confirmAbove !== undefined,
    skipWelcome: policy.skipWelcome === true,
  };
}

export async function readPolicySeen(): Promise<PolicySeen | undefined> {
  const parsed = policySeenSchema.safeParse(await policySeenItem.getValue());
  return parsed.success ? parsed.data : undefined;
}

/** After every read: the copy for this session (key masked) and the marker for the next start. */
export async function keepPolicyCopy(read: ParsedPolicy, now: number): Promise<void> {
  const { apiKey, ...values } = read.policy;
  const policy = apiKey === undefined ? values : { ...values, apiKey: maskApiKey(apiKey) };
  await Promise.all([
    policyCopyItem.setValue({ policy, broken: read.broken, readAt: now }),
    policySeenItem.setValue(policySeenOf(read)),
  ]);
}
