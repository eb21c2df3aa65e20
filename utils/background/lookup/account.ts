/**
 * Answers belong to the account that paid for them. The cache namespace carries a hash of the API key and
 * App ID, so a sandbox key's canned answer is never served to the live key on the same host, nor one
 * merchant's to another's. Only a truncated SHA-256 is stored: the key itself never is.
 */
import type { Settings } from '@/utils/settings/schema';
import { cacheNamespace } from './data-source';

const TAG_BYTES = 8;

export async function accountTag(key: string, appId: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${key.trim()}\n${appId.trim()}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest.subarray(0, TAG_BYTES)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The namespace answers of this source and account are cached under; the demo has no account. */
export async function answerNamespace(
  settings: Settings,
  readKey: () => Promise<string | undefined>,
): Promise<string> {
  const source = cacheNamespace(settings);
  if (settings.dataSource === 'demo') return source;
  return `${source}#${await accountTag((await readKey()) ?? '', settings.appId)}`;
}
