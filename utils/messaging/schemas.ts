/** Every message's payload schema: the source of the protocol's types and of the background's checks. */
import { z } from 'zod';
import type { BackgroundDirection } from '@/utils/background/messaging/sender';
import { identifierKindSchema } from '@/utils/api/model';
import {
  bulkCommandSchema,
  bulkCreateSchema,
  bulkItemsRequestSchema,
  bulkJobRefSchema,
  bulkProgressRequestSchema,
  bulkRecordRequestSchema,
  bulkRowsRequestSchema,
} from '@/utils/bulk/messages';
import { lookupRequestSchema, statusCheckRequestSchema } from '@/utils/lookup/schema';
import { settingsPatchSchema, settingsSchema } from '@/utils/settings/schema';
import { PAGE_VINS_LIMIT } from './page-vins';

/** Full history entries are asked for this many at a time (each can hold a vehicle's image). */
export const HISTORY_ENTRIES_PER_MESSAGE = 500;

const noData = z.undefined();
const identifierValue = z.string().min(1).max(64);

/** A content script may ask for one identifier it found, nothing more. */
export const pageLookupSchema = z.object({ kind: identifierKindSchema, value: identifierValue });

export const apiKeyUpdateSchema = z.object({
  key: z.string().trim().min(8, 'That API key looks too short.').max(512),
  persistence: z.enum(['local', 'session']),
});

export const tabRefSchema = z.object({ tabId: z.number().int().nonnegative() });

/** Test connection: the form's values, saved or not; the key only when the user typed one. */
export const connectionTestSchema = settingsSchema
  .pick({
    presetId: true,
    baseUrl: true,
    appId: true,
    customVinPath: true,
    customTinPath: true,
    customTaxIdPath: true,
  })
  .extend({ apiKey: z.string().trim().max(512).optional() });

export const BACKGROUND_MESSAGES = {
  'cs>bg:lookup': pageLookupSchema,
  'cs>bg:getConfig': noData,
  'cs>bg:vins': z.array(z.string().min(11).max(17)).max(PAGE_VINS_LIMIT),
  'ui>bg:lookup': lookupRequestSchema,
  'ui>bg:lookupForTab': tabRefSchema.extend({ request: lookupRequestSchema }),
  'ui>bg:pageIdentifiers': tabRefSchema,
  'ui>bg:revealIdentifier': tabRefSchema.extend({ value: identifierValue }),
  'ui>bg:getState': noData,
  'ui>bg:saveSettings': settingsPatchSchema,
  'ui>bg:saveApiKey': apiKeyUpdateSchema,
  'ui>bg:removeApiKey': noData,
  'ui>bg:dismissNotices': noData,
  'ui>bg:listHistory': noData,
  'ui>bg:getHistoryEntries': z.object({
    ids: z.array(z.string().min(1).max(100)).max(HISTORY_ENTRIES_PER_MESSAGE),
  }),
  'ui>bg:clearHistory': noData,
  'ui>bg:clearCache': noData,
  'ui>bg:testConnection': connectionTestSchema,
  'ui>bg:getBalance': noData,
  'ui>bg:refreshBalance': noData,
  'ui>bg:checkStatus': statusCheckRequestSchema,
  'ui>bg:spendSummary': noData,
  'ui>bg:bulkCreate': bulkCreateSchema,
  'ui>bg:bulkCommand': bulkCommandSchema,
  'ui>bg:bulkProgress': bulkProgressRequestSchema,
  'ui>bg:bulkItems': bulkItemsRequestSchema,
  'ui>bg:bulkRows': bulkRowsRequestSchema,
  'ui>bg:bulkRecord': bulkRecordRequestSchema,
  'ui>bg:bulkResendInterrupted': bulkJobRefSchema,
  'ui>bg:bulkRetryFailed': bulkJobRefSchema,
} as const satisfies Record<`${BackgroundDirection}:${string}`, z.ZodType>;

/** Not checked at run time, to keep zod out of pages: the browser delivers only our own messages. */
export const CONTENT_MESSAGES = {
  'bg>cs:listIdentifiers': noData,
  /** Withdrawn sites, as regular expressions over a page's address (match-patterns.ts). */
  'bg>cs:revoked': z.array(z.string()),
  'bg>cs:answer': z.object({ value: z.string(), line: z.string() }),
} as const satisfies Record<`bg>cs:${string}`, z.ZodType>;
