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
  const [settings, apiKey, notices, policy] = await Promise.all([
    peekEffectiveSettings(),
    describeEffectiveApiKey(),
    noticeItem.getValue(),
    describePolicy(),
  ]);
  return { settings, apiKey, notices, policy };
}
