/**
 * The payload schemas of messages whose data is not one of another module's records. The protocol takes
 * its types from here and the allow-list (rules.ts) its checks, so neither imports the other.
 */
import { z } from 'zod';
import { identifierKindSchema } from '@/utils/api/model';
import { lookupRequestSchema } from '@/utils/lookup/schema';
import { settingsPatchSchema, settingsSchema } from '@/utils/settings/schema';
import { PAGE_VINS_LIMIT } from './page-vins';

/** Full history entries are asked for this many at a time (~6 kB each with a vehicle's image). */
export const HISTORY_ENTRIES_PER_MESSAGE = 500;

/** A content script may ask for one identifier it found, nothing more. */
export const pageLookupSchema = z.object({
  kind: identifierKindSchema,
  value: z.string().min(1).max(64),
});

/** The VINs a first scan found, for the listing check (utils/panel/listing-checks.ts). */
export const pageVinsSchema = z.array(z.string().min(11).max(17)).max(PAGE_VINS_LIMIT);

export const apiKeyUpdateSchema = z.object({
  key: z.string().trim().min(8, 'That API key looks too short.').max(512),
  persistence: z.enum(['local', 'session']),
});

export const tabLookupRequestSchema = z.object({
  tabId: z.number().int().nonnegative(),
  request: lookupRequestSchema,
});

export const tabRefSchema = z.object({ tabId: z.number().int().nonnegative() });

/** Scroll the tab's page to where it prints this identifier. */
export const revealIdentifierSchema = tabRefSchema.extend({ value: z.string().min(1).max(64) });

export const settingsUpdateSchema = settingsPatchSchema;

export const historyEntriesRequestSchema = z.object({
  ids: z.array(z.string().min(1).max(100)).max(HISTORY_ENTRIES_PER_MESSAGE),
});

/** Test connection: the form's values, saved or not; the key only when the user typed one. */
export const connectionTestSchema = settingsSchema
  .pick({ presetId: true, baseUrl: true, appId: true, customVinPath: true, customTinPath: true })
  .extend({ apiKey: z.string().trim().max(512).optional() });
