/** What an extension page may know of the settings: the values in force, the key's masked form, the policy. */
import type { SettingsView } from '@/utils/messaging/protocol';
import { noticeItem } from '@/utils/background/storage/notices';
import {
  describeEffectiveApiKey,
  describePolicy,
  peekEffectiveSettings,
} from '@/utils/background/policy/settings';

export async function settingsView(): Promise<SettingsView> {
  // At once, from the last known policy: a page is told again when the read lands (useManagedChanges).
  // The settings first: reading them is what notices a reset (unreadable or older settings) and says so.
  const settings = await peekEffectiveSettings();
  const [apiKey, notices, policy] = await Promise.all([
    describeEffectiveApiKey(),
    noticeItem.getValue(),
    describePolicy(),
  ]);
  return { settings, apiKey, notices, policy };
}
