/**
 * The background's allow-list: each message's zod schema and the least trusted sender that may send it.
 */
import { z } from 'zod';
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
import type { MessageType } from './protocol';
import {
  pageLookupSchema,
  pageVinsSchema,
  apiKeyUpdateSchema,
  tabLookupRequestSchema,
  settingsUpdateSchema,
  historyEntriesRequestSchema,
  connectionTestSchema,
  revealIdentifierSchema,
  tabRefSchema,
} from './schemas';
import type { SenderRole } from './sender';

const noData = z.undefined();

export const MESSAGE_RULES = {
  'page:lookup': { from: 'content-script', schema: pageLookupSchema },
  'page:getConfig': { from: 'content-script', schema: noData },
  'page:vins': { from: 'content-script', schema: pageVinsSchema },
  'ui:lookup': { from: 'extension-page', schema: lookupRequestSchema },
  'ui:lookupForTab': { from: 'extension-page', schema: tabLookupRequestSchema },
  'ui:pageIdentifiers': { from: 'extension-page', schema: tabRefSchema },
  'ui:revealIdentifier': { from: 'extension-page', schema: revealIdentifierSchema },
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
