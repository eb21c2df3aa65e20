/**
 * Custody of the API key. Only the background imports this module; the key is read at call time and
 * never cached in a variable that could outlive a settings change, and never returned to any page.
 */
import { persistentApiKeyItem, sessionApiKeyItem } from '@/utils/storage/items';
import { maskApiKey } from './mask';

export async function readApiKey(): Promise<string | undefined> {
  const sessionKey = await sessionApiKeyItem.getValue();
  if (sessionKey) return sessionKey;
  return (await persistentApiKeyItem.getValue()) ?? undefined;
}

/** Stores the key in exactly one place, so "forget when the browser closes" really forgets it. */
export async function saveApiKey(key: string, persistence: 'local' | 'session'): Promise<void> {
  const trimmed = key.trim();
  if (persistence === 'session') {
    await sessionApiKeyItem.setValue(trimmed);
    await persistentApiKeyItem.removeValue();
  } else {
    await persistentApiKeyItem.setValue(trimmed);
    await sessionApiKeyItem.removeValue();
  }
}

/** Moves the stored key when the user changes where it should live. */
export async function moveApiKey(persistence: 'local' | 'session'): Promise<void> {
  const key = await readApiKey();
  if (key) await saveApiKey(key, persistence);
}

export async function removeApiKey(): Promise<void> {
  await Promise.all([sessionApiKeyItem.removeValue(), persistentApiKeyItem.removeValue()]);
}

export async function describeApiKey(): Promise<{ hasKey: boolean; masked: string }> {
  const key = await readApiKey();
  return { hasKey: Boolean(key), masked: key ? maskApiKey(key) : '' };
}

/**
 * Content scripts can read storage.local by default. Chromium lets us close it to them; Firefox only
 * supports access levels on storage.session (already trusted-only), so there the call is skipped.
 */
export async function restrictLocalStorageToTrustedContexts(): Promise<boolean> {
  type LocalArea = { setAccessLevel?: (options: { accessLevel: string }) => Promise<void> };
  const local = (globalThis as { chrome?: { storage?: { local?: LocalArea } } }).chrome?.storage?.local;
  if (typeof local?.setAccessLevel !== 'function') return false;
  try {
    await local.setAccessLevel({ accessLevel: 'TRUSTED_CONTEXTS' });
    return true;
  } catch {
    return false;
  }
}
