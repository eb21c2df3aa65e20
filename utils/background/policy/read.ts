/** The organisation's policy as the browser publishes it; missing or unreadable is no policy at all. */
import { browser } from 'wxt/browser';
import { parsePolicy, type ParsedPolicy } from '@/utils/policy/schema';

export async function readPolicy(): Promise<ParsedPolicy> {
  // Chrome rejects the read when policy is unavailable (no schema, no policy service): that is no policy.
  const raw: unknown = await browser.storage.managed.get().catch(() => ({}));
  return parsePolicy(raw);
}
