/**
 * Every message between the extension's parts, named by direction: `page:` from content scripts,
 * `ui:` from extension pages (both to the background), `content:` from the background to a tab's
 * content script. Types only at run time: content scripts import this without pulling in zod.
 * The payload schemas live in ./schemas.ts, the sender allow-list in ./rules.ts.
 */
import { defineExtensionMessaging } from '@webext-core/messaging';
import type { z } from 'zod';
import type { IdentifierKind } from '@/utils/api/model';
import type { BulkCreateRequest } from '@/utils/bulk/messages';
import type { BulkItem, BulkJob, BulkProgress, BulkRow } from '@/utils/bulk/schema';
import type { HistoryEntry, HistoryRow } from '@/utils/history/schema';
import type { LookupRequest, LookupResult, StatusCheckRequest } from '@/utils/lookup/schema';
import type { BalanceView } from '@/utils/balance/store';
import type { SpendSummary } from '@/utils/history/spend';
import type { DetectorSettings, Settings } from '@/utils/settings/schema';
import type {
  apiKeyUpdateSchema,
  historyEntriesRequestSchema,
  pageLookupSchema,
  settingsUpdateSchema,
  tabLookupRequestSchema,
  connectionTestSchema,
  revealIdentifierSchema,
} from './schemas';

export type PageLookup = z.infer<typeof pageLookupSchema>;
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;
export type ApiKeyUpdate = z.infer<typeof apiKeyUpdateSchema>;
export type TabLookupRequest = z.infer<typeof tabLookupRequestSchema>;
export type HistoryEntriesRequest = z.infer<typeof historyEntriesRequestSchema>;
export type ConnectionTest = z.infer<typeof connectionTestSchema>;
export type RevealIdentifier = z.infer<typeof revealIdentifierSchema>;

/** What extension pages may know: settings, whether a key is saved and its masked form, never the key. */
export interface SettingsView {
  settings: Settings;
  apiKey: { hasKey: boolean; masked: string };
  notices: string[];
}

export interface ContentConfig {
  detectors: DetectorSettings;
  /** After the button's idle text: " · demo" on demo data, " · paid" with the API (worded here, not in the page). */
  costHint: string;
}

export { HISTORY_ENTRIES_PER_MESSAGE } from './schemas';

/** Messages to the background. */
export interface ProtocolMap {
  /** The user clicked Look up next to an identifier in a page; the answer opens in the side panel. */
  'page:lookup'(data: PageLookup): { accepted: boolean; panelOpened: boolean };
  'page:getConfig'(): ContentConfig;
  /** The VINs a first scan found: those whose listing says another year or make are flagged on their button. */
  'page:vins'(data: string[]): void;
  'ui:lookup'(data: LookupRequest): LookupResult;
  /** A lookup whose answer joins the tab's list in the side panel; resolves once it is recorded as running. */
  'ui:lookupForTab'(data: TabLookupRequest): { accepted: boolean };
  /** What every scanned frame of the tab found, merged; null when no frame has our script. */
  'ui:pageIdentifiers'(data: { tabId: number }): PageIdentifier[] | null;
  /** Scrolls the tab's page to the identifier and marks it briefly; false when the page no longer shows it. */
  'ui:revealIdentifier'(data: RevealIdentifier): boolean;
  'ui:getState'(): SettingsView;
  'ui:saveSettings'(data: SettingsUpdate): SettingsView;
  'ui:saveApiKey'(data: ApiKeyUpdate): SettingsView;
  'ui:removeApiKey'(): SettingsView;
  'ui:dismissNotices'(): SettingsView;
  /** The rows only: a full answer is asked for when one is opened, exported or printed. */
  'ui:listHistory'(): HistoryRow[];
  /** Full entries in the order asked; ids no longer in history are left out. */
  'ui:getHistoryEntries'(data: HistoryEntriesRequest): HistoryEntry[];
  'ui:clearHistory'(): void;
  'ui:clearCache'(): void;
  /** Free: the wallet check with the form's preset, address and key (or the saved key). */
  'ui:testConnection'(data: ConnectionTest): ConnectionReport;
  /** The last known balance, its age and the low-balance level; no network. */
  'ui:getBalance'(): BalanceView;
  /** Free: asks the provider's wallet for the balance now. */
  'ui:refreshBalance'(): BalanceView;
  /** Free: finishes a PENDING answer with the provider's reference; never a second POST. */
  'ui:checkStatus'(data: StatusCheckRequest): LookupResult;
  /** Today's and this month's reported spend, from history. */
  'ui:spendSummary'(): SpendSummary;
  /** Bulk verification: a draft job with its plan; nothing is sent until 'start'. */
  'ui:bulkCreate'(data: BulkCreateRequest): BulkJob;
  'ui:bulkCommand'(data: { jobId: string; command: 'start' | 'pause' | 'resume' | 'cancel' }): BulkJob | null;
  /** The given job, or the newest one. */
  'ui:bulkProgress'(data: { jobId?: string }): BulkProgress | null;
  /** Items changed after `sinceSeq`, at most BULK_PAGE_SIZE. */
  'ui:bulkItems'(data: { jobId: string; sinceSeq: number }): BulkItem[];
  'ui:bulkRows'(data: { jobId: string; offset: number }): BulkRow[];
  'ui:bulkRecord'(data: { jobId: string; key: string }): LookupResult | null;
  /** Sends interrupted items again: the user's explicit choice, as they may have been billed. */
  'ui:bulkResendInterrupted'(data: { jobId: string }): BulkJob | null;
  /** A new draft of the rows that failed, with a new plan. */
  'ui:bulkRetryFailed'(data: { jobId: string }): BulkJob | null;
}

/** What Test connection found, worded for the user. */
export interface ConnectionReport {
  ok: boolean;
  message: string;
}
export type MessageType = keyof ProtocolMap;

export const { sendMessage, onMessage } = defineExtensionMessaging<ProtocolMap>();

/** One identifier found in a page, counted over all its occurrences. */
export interface PageIdentifier {
  kind: IdentifierKind;
  value: string;
  confidence: 'high' | 'low';
  count: number;
  /** For a VIN, set by the background: the listing beside it names another year or make. */
  listingFlag?: string;
}

/** Messages from the background to the content script of one tab (sent with a tab id). */
export interface ContentProtocolMap {
  'content:listIdentifiers'(): PageIdentifier[];
  /** The scanned page's address, which the background cannot see once the site's access is withdrawn. */
  'content:pageUrl'(): string;
  /** Stop scanning and take the marks and the overlay away (the site's access was withdrawn). */
  'content:stopScanning'(): void;
  /** The one-line answer to a lookup the user started from this frame, for its button. */
  'content:answer'(data: { value: string; line: string }): void;
}

export const { sendMessage: sendToContent, onMessage: onContentMessage } =
  defineExtensionMessaging<ContentProtocolMap>();
