/** The settings export file: everything but the API key, which never leaves the background. */
import { z } from 'zod';
import { SETTINGS_VERSION, settingsPatchSchema, type Settings } from './schema';

export const settingsFileSchema = z.object({
  format: z.literal('vin-tin-lookup-settings'),
  version: z.number(),
  settings: settingsPatchSchema,
});

export function settingsToFile(settings: Settings): string {
  return JSON.stringify({ format: 'vin-tin-lookup-settings', version: SETTINGS_VERSION, settings }, null, 2);
}
