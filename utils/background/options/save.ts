/** One Save: the settings and the key it carries are stored together or not at all. */
import { moveApiKey, readApiKey, saveApiKey } from '@/utils/background/key/store';
import {
  assertKeyUnmanaged,
  getEffectiveSettings,
  updateUserSettings,
} from '@/utils/background/policy/settings';
import type { MessageData } from '@/utils/messaging/protocol';
import { getSettings, updateSettings } from '@/utils/background/settings/store';

export type SettingsSave = MessageData<'ui>bg:saveSettings'>;

/**
 * The settings store validates the whole first (a refused base URL throws before anything is written); the key
 * follows, and if it cannot be stored the settings go back to what they were, so no half-save is left behind.
 */
export async function saveUserSettings({ apiKey, ...update }: SettingsSave): Promise<void> {
  if (apiKey) await assertKeyUnmanaged();
  const before = await getEffectiveSettings();
  const userBefore = await getSettings();
  const after = await updateUserSettings(apiKey ? { ...update, keyPersistence: apiKey.persistence } : update);
  try {
    if (apiKey) await saveApiKey(apiKey.key, apiKey.persistence);
    else if (after.keyPersistence !== before.keyPersistence && (await readApiKey()))
      await moveApiKey(after.keyPersistence);
  } catch (error) {
    await updateSettings(userBefore);
    throw error;
  }
}
