/** API key custody: background only, read at call time, never cached, never returned to a page. */
import { persistentApiKeyItem, sessionApiKeyItem } from '@/utils/background/storage/items';
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

/** Closes storage.local to content scripts (Chromium); Firefox has access levels only on storage.session. */
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
