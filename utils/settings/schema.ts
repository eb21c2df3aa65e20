/**
 * User settings: the zod schema is the source of truth for what is stored and what pages may send.
 * The API key is deliberately NOT part of settings (see utils/key/): settings travel to pages, the key never does.
 */
import { z } from 'zod';
import { presetIdSchema } from '../api/presets';

export const SETTINGS_VERSION = 1;

export const detectorSettingsSchema = z.object({
  vin: z.boolean(),
  tin: z.boolean(),
  cac: z.boolean(),
  phone: z.boolean(),
});
export type DetectorSettings = z.infer<typeof detectorSettingsSchema>;

export const bulkRunLimitSchema = z.number().int().min(1).max(20_000);

export const settingsSchema = z.object({
  dataSource: z.enum(['demo', 'api']),
  presetId: presetIdSchema,
  /** Empty means "the preset's own base URL". */
  baseUrl: z.string().max(2048),
  appId: z.string().max(256),
  /** Where the API key lives: until it is removed, or only until the browser closes. */
  keyPersistence: z.enum(['local', 'session']),
  /** Accept the provider's documented test values (e.g. the 11-character VIN AAA00000000). */
  sandboxMode: z.boolean(),
  cacheHours: z
    .number()
    .min(0)
    .max(24 * 30),
  historyLimit: z.number().int().min(10).max(5000),
  detectors: detectorSettingsSchema,
  /** Bulk verification: the most paid lookups one run may send; settings stored before it get 500. */
  bulkRunLimit: bulkRunLimitSchema.default(500),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  dataSource: 'demo',
  presetId: 'identitypass-v1',
  baseUrl: '',
  appId: '',
  keyPersistence: 'local',
  sandboxMode: false,
  cacheHours: 24,
  historyLimit: 500,
  // Phone numbers are everywhere on a page and rarely what a user wants to verify: off until asked for.
  detectors: { vin: true, tin: true, cac: true, phone: false },
  bulkRunLimit: 500,
};

/**
 * Reads whatever is in storage into valid settings, keeping every field that is still valid and
 * replacing the others with defaults, so one bad field never costs the user the rest.
 */
export function repairSettings(raw: unknown): { settings: Settings; repaired: boolean } {
  const whole = settingsSchema.safeParse(raw);
  if (whole.success) return { settings: whole.data, repaired: false };

  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const settings = { ...DEFAULT_SETTINGS, detectors: { ...DEFAULT_SETTINGS.detectors } };
  const fields = settingsSchema.shape;
  for (const name of Object.keys(fields) as (keyof Settings)[]) {
    if (name === 'detectors') continue;
    const field = fields[name].safeParse(source[name]);
    if (field.success) (settings as Record<string, unknown>)[name] = field.data;
  }
  const detectorSource =
    typeof source.detectors === 'object' && source.detectors !== null
      ? (source.detectors as Record<string, unknown>)
      : {};
  for (const kind of Object.keys(settings.detectors) as (keyof DetectorSettings)[]) {
    if (typeof detectorSource[kind] === 'boolean') settings.detectors[kind] = detectorSource[kind];
  }
  return { settings, repaired: true };
}

/**
 * Migrations from older stored shapes, keyed by the version they produce.
 * Version 1 is the first shape; later versions add an entry here and a test in test/unit/settings.
 */
export const SETTINGS_MIGRATIONS: Record<number, (old: unknown) => unknown> = {};
