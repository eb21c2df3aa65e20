/** Every write validates the whole; a stored value that no longer does is repaired per field, once. */
import { validateApiPath, validateBaseUrl } from '@/utils/api/presets';
import { translate } from '@/utils/i18n/extension-translate';
import { settingsItem } from '@/utils/background/storage/items';
import { addNotice } from '@/utils/background/storage/notices';
import { createSerialQueue } from '@/utils/storage/serial';
import { repairSettings, settingsSchema, type Settings } from '@/utils/settings/schema';

const serial = createSerialQueue();

export async function getSettings(): Promise<Settings> {
  const { settings, repaired } = repairSettings(await settingsItem.getValue());
  if (repaired) {
    // Notice first: a reader that already sees the repaired settings must also see why they changed.
    await addNotice(translate('record.settingsRepaired'));
    await settingsItem.setValue(settings);
  }
  return settings;
}

/** Throws an Error whose message is shown to the user when the result would not be usable. */
export function updateSettings(update: Partial<Settings>): Promise<Settings> {
  return serial(async () => {
    const next = settingsSchema.parse({ ...(await getSettings()), ...update });
    if (next.presetId === 'custom' || next.baseUrl.trim() !== '') {
      const problem = validateBaseUrl(next.baseUrl);
      if (problem) throw new Error(translate(problem));
    }
    if (next.presetId === 'custom') {
      const pathProblem =
        validateApiPath(next.customVinPath) ??
        validateApiPath(next.customTinPath) ??
        validateApiPath(next.customTaxIdPath);
      if (pathProblem) throw new Error(translate(pathProblem));
    }
    await settingsItem.setValue(next);
    return next;
  });
}
