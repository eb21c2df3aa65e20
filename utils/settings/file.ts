/** The settings export file: everything but the API key, which never leaves the background. */
import { z } from 'zod';
import { settingsSchema, type Settings } from './schema';

export const settingsFileSchema = z.object({
  format: z.literal('vin-tin-lookup-settings'),
  version: z.number(),
  settings: settingsSchema.partial(),
});

export function settingsToFile(settings: Settings): string {
  return JSON.stringify({ format: 'vin-tin-lookup-settings', version: 1, settings }, null, 2);
}
