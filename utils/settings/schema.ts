/** User settings. Settings travel to pages, so the API key is kept apart (utils/key/). */
import { z } from 'zod';
import { presetIdSchema, SPEC_TIN_PATH, SPEC_VIN_PATH } from '@/utils/api/presets';
import { DEFAULT_DETECTORS } from '@/utils/detect/types';

export const SETTINGS_VERSION = 3;

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
  keyPersistence: z.enum(['local', 'session']),
  sandboxMode: z.boolean(),
  cacheHours: z
    .number()
    .min(0)
    .max(24 * 30),
  historyLimit: z.number().int().min(10).max(5000),
  detectors: detectorSettingsSchema,
  /** Custom only: the gateway's paths, appended to the base URL. */
  customVinPath: z.string().trim().max(512).default(SPEC_VIN_PATH),
  customTinPath: z.string().trim().max(512).default(SPEC_TIN_PATH),
  /** Custom only: where its gateway takes a 13-digit Tax ID; empty: it has no such check (the spec has none). */
  customTaxIdPath: z.string().trim().max(512).default(''),
  /** Warn before paid runs below this balance; null: ten lookups at the last reported price. */
  lowBalanceThreshold: z.number().min(0).max(1e12).nullable().default(null),
  bulkRunLimit: bulkRunLimitSchema.default(500),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  dataSource: 'demo',
  presetId: 'prembly',
  baseUrl: '',
  appId: '',
  keyPersistence: 'local',
  sandboxMode: false,
  cacheHours: 24,
  historyLimit: 500,
  detectors: { ...DEFAULT_DETECTORS },
  customVinPath: SPEC_VIN_PATH,
  customTinPath: SPEC_TIN_PATH,
  customTaxIdPath: '',
  lowBalanceThreshold: null,
  bulkRunLimit: 500,
};

/** Keeps every still-valid field and defaults the rest: one bad field never costs the user the others. */
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

const V1_DEFAULT_PRESET = 'identitypass-v1';

/** Existing users keep their preset: a missing or unreadable one was v1's default, not v2's. */
export function migrateSettingsToV2(old: unknown): unknown {
  if (typeof old !== 'object' || old === null || Array.isArray(old)) return old;
  const v1 = old as Record<string, unknown>;
  const preset = presetIdSchema.safeParse(v1['presetId']);
  return {
    ...v1,
    presetId: preset.success ? preset.data : V1_DEFAULT_PRESET,
    customVinPath: SPEC_VIN_PATH,
    customTinPath: SPEC_TIN_PATH,
    lowBalanceThreshold: null,
  };
}

/** Custom gains a Tax ID path, empty: a gateway never told where Tax IDs go is not sent them (they went to
 * its TIN path before, which documents no Tax ID). A path someone already wrote is kept. */
export function migrateSettingsToV3(old: unknown): unknown {
  if (typeof old !== 'object' || old === null || Array.isArray(old)) return old;
  const v2 = old as Record<string, unknown>;
  return { ...v2, customTaxIdPath: typeof v2['customTaxIdPath'] === 'string' ? v2['customTaxIdPath'] : '' };
}

/** Keyed by the version they produce; each new one needs a test in test/unit/settings. */
export const SETTINGS_MIGRATIONS: Record<number, (old: unknown) => unknown> = {
  2: migrateSettingsToV2,
  3: migrateSettingsToV3,
};

/** A partial update. zod's `.partial()` still fills `.default()`s, so a save would reset the fields it does
 * not mention: defaults are unwrapped. */
export const settingsPatchSchema = z.object(
  Object.fromEntries(
    Object.entries(settingsSchema.shape).map(([name, field]) => [
      name,
      (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field).optional(),
    ]),
  ) as { [Name in keyof typeof settingsSchema.shape]: z.ZodOptional<z.ZodType<Settings[Name]>> },
);
