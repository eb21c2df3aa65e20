/**
 * The background's allow-list: each message's zod schema and the least trusted sender that may send it.
 */
import { z } from 'zod';
import { identifierKindSchema } from '../api/model';
import {
  bulkCommandSchema,
  bulkCreateSchema,
  bulkItemsRequestSchema,
  bulkJobRefSchema,
  bulkProgressRequestSchema,
  bulkRecordRequestSchema,
  bulkRowsRequestSchema,
} from '../bulk/messages';
import { lookupRequestSchema, statusCheckRequestSchema } from '../lookup/schema';
import { settingsPatchSchema, settingsSchema } from '../settings/schema';
import { PAGE_VINS_LIMIT } from './page-vins';
import { HISTORY_ENTRIES_PER_MESSAGE, type MessageType } from './protocol';
import type { SenderRole } from './sender';

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

export const settingsUpdateSchema = settingsPatchSchema;

export const historyEntriesRequestSchema = z.object({
  ids: z.array(z.string().min(1).max(100)).max(HISTORY_ENTRIES_PER_MESSAGE),
});

/** Test connection: the form's values, saved or not; the key only when the user typed one. */
export const connectionTestSchema = settingsSchema
  .pick({ presetId: true, baseUrl: true, appId: true, customVinPath: true, customTinPath: true })
  .extend({ apiKey: z.string().trim().max(512).optional() });

const noData = z.undefined();

export const MESSAGE_RULES = {
  'page:lookup': { from: 'content-script', schema: pageLookupSchema },
  'page:getConfig': { from: 'content-script', schema: noData },
  'page:vins': { from: 'content-script', schema: pageVinsSchema },
  'ui:lookup': { from: 'extension-page', schema: lookupRequestSchema },
  'ui:lookupForTab': { from: 'extension-page', schema: tabLookupRequestSchema },
  'ui:getState': { from: 'extension-page', schema: noData },
  'ui:saveSettings': { from: 'extension-page', schema: settingsUpdateSchema },
  'ui:saveApiKey': { from: 'extension-page', schema: apiKeyUpdateSchema },
  'ui:removeApiKey': { from: 'extension-page', schema: noData },
  'ui:dismissNotices': { from: 'extension-page', schema: noData },
  'ui:listHistory': { from: 'extension-page', schema: noData },
  'ui:getHistoryEntries': { from: 'extension-page', schema: historyEntriesRequestSchema },
  'ui:clearHistory': { from: 'extension-page', schema: noData },
  'ui:clearCache': { from: 'extension-page', schema: noData },
  'ui:testConnection': { from: 'extension-page', schema: connectionTestSchema },
  'ui:getBalance': { from: 'extension-page', schema: noData },
  'ui:refreshBalance': { from: 'extension-page', schema: noData },
  'ui:checkStatus': { from: 'extension-page', schema: statusCheckRequestSchema },
  'ui:spendSummary': { from: 'extension-page', schema: noData },
  'ui:bulkCreate': { from: 'extension-page', schema: bulkCreateSchema },
  'ui:bulkCommand': { from: 'extension-page', schema: bulkCommandSchema },
  'ui:bulkProgress': { from: 'extension-page', schema: bulkProgressRequestSchema },
  'ui:bulkItems': { from: 'extension-page', schema: bulkItemsRequestSchema },
  'ui:bulkRows': { from: 'extension-page', schema: bulkRowsRequestSchema },
  'ui:bulkRecord': { from: 'extension-page', schema: bulkRecordRequestSchema },
  'ui:bulkResendInterrupted': { from: 'extension-page', schema: bulkJobRefSchema },
  'ui:bulkRetryFailed': { from: 'extension-page', schema: bulkJobRefSchema },
} as const satisfies Record<MessageType, { from: Exclude<SenderRole, 'foreign'>; schema: z.ZodType }>;

/** Extension pages may send everything; content scripts only what is marked for them. */
export function isAllowed(type: MessageType, role: SenderRole): boolean {
  if (role === 'foreign') return false;
  return role === 'extension-page' || MESSAGE_RULES[type].from === 'content-script';
}
