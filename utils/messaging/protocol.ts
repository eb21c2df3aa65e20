/**
 * Every message between the extension's parts, named by direction (`page:` from content scripts,
 * `ui:` from extension pages), with the zod schema the background validates it against and who may send it.
 */
import { defineExtensionMessaging } from '@webext-core/messaging';
import { z } from 'zod';
import { identifierKindSchema } from '../api/model';
import type { HistoryEntry } from '../history/schema';
import { lookupRequestSchema, type LookupRequest, type LookupResult } from '../lookup/schema';
import { settingsSchema, type DetectorSettings, type Settings } from '../settings/schema';
import type { SenderRole } from './sender';

/** A content script may ask for one identifier it found, nothing more. */
export const pageLookupSchema = z.object({
  kind: identifierKindSchema,
  value: z.string().min(1).max(64),
});
export type PageLookup = z.infer<typeof pageLookupSchema>;

export const apiKeyUpdateSchema = z.object({
  key: z.string().trim().min(8, 'That API key looks too short.').max(512),
  persistence: z.enum(['local', 'session']),
});

export const settingsUpdateSchema = settingsSchema.partial();
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

/** What extension pages may know: settings, whether a key is saved and its masked form, never the key. */
export interface SettingsView {
  settings: Settings;
  apiKey: { hasKey: boolean; masked: string };
  notices: string[];
}

export interface ContentConfig {
  detectors: DetectorSettings;
}

export interface ProtocolMap {
  'page:lookup'(data: PageLookup): { accepted: boolean };
  'page:getConfig'(): ContentConfig;
  'ui:lookup'(data: LookupRequest): LookupResult;
  'ui:getState'(): SettingsView;
  'ui:saveSettings'(data: SettingsUpdate): SettingsView;
  'ui:saveApiKey'(data: z.infer<typeof apiKeyUpdateSchema>): SettingsView;
  'ui:removeApiKey'(): SettingsView;
  'ui:dismissNotices'(): SettingsView;
  'ui:listHistory'(): HistoryEntry[];
  'ui:clearHistory'(): void;
  'ui:clearCache'(): void;
}
export type MessageType = keyof ProtocolMap;

const noData = z.undefined();

/** The allow-list: each message's schema and the least trusted sender that may send it. */
export const MESSAGE_RULES = {
  'page:lookup': { from: 'content-script', schema: pageLookupSchema },
  'page:getConfig': { from: 'content-script', schema: noData },
  'ui:lookup': { from: 'extension-page', schema: lookupRequestSchema },
  'ui:getState': { from: 'extension-page', schema: noData },
  'ui:saveSettings': { from: 'extension-page', schema: settingsUpdateSchema },
  'ui:saveApiKey': { from: 'extension-page', schema: apiKeyUpdateSchema },
  'ui:removeApiKey': { from: 'extension-page', schema: noData },
  'ui:dismissNotices': { from: 'extension-page', schema: noData },
  'ui:listHistory': { from: 'extension-page', schema: noData },
  'ui:clearHistory': { from: 'extension-page', schema: noData },
  'ui:clearCache': { from: 'extension-page', schema: noData },
} as const satisfies Record<MessageType, { from: Exclude<SenderRole, 'foreign'>; schema: z.ZodType }>;

/** Extension pages may send everything; content scripts only what is marked for them. */
export function isAllowed(type: MessageType, role: SenderRole): boolean {
  if (role === 'foreign') return false;
  return role === 'extension-page' || MESSAGE_RULES[type].from === 'content-script';
}

export const { sendMessage, onMessage } = defineExtensionMessaging<ProtocolMap>();
