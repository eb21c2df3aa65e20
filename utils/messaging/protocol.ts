/** The typed protocol. It imports zod for types only, so content scripts load it without zod. */
import { defineExtensionMessaging } from '@webext-core/messaging';
import type { z } from 'zod';
import type { IdentifierKind } from '@/utils/api/model';
import type { WalletProblem } from '@/utils/api/wallet';
import type { BalanceView } from '@/utils/balance/view';
import type { BulkItem, BulkJob, BulkProgress, BulkRow } from '@/utils/bulk/schema';
import type { HistoryEntry, HistoryRow } from '@/utils/history/schema';
import type { SpendSummary } from '@/utils/history/spend';
import type { LookupResult } from '@/utils/lookup/schema';
import type { PolicyView } from '@/utils/policy/view';
import type { DetectorSettings, Settings } from '@/utils/settings/schema';
import type { NotScannedReason } from '@/utils/site-access/not-scanned-reason';
import type { PageCountryView } from './page-country-view';
import type { PdfHandlerState, TabReadPart, TabReadStart } from './viewer-replies';
import type {
  BACKGROUND_MESSAGES,
  CONTENT_MESSAGES,
  countryVerdictSchema,
  pageSampleSchema,
} from './schemas';

export { HISTORY_ENTRIES_PER_MESSAGE } from './schemas';

export type MessageType = keyof typeof BACKGROUND_MESSAGES;
export type ContentMessageType = keyof typeof CONTENT_MESSAGES;
export type MessageData<T extends MessageType> = z.infer<(typeof BACKGROUND_MESSAGES)[T]>;

/** What extension pages may know: settings, whether a key is saved and its masked form, never the key. */
export interface SettingsView {
  settings: Settings;
  apiKey: { hasKey: boolean; masked: string };
  notices: string[];
  /** The organisation's policy: what is locked and why, never the managed key itself. */
  policy: PolicyView;
}

export interface ContentConfig {
  detectors: DetectorSettings;
  costHint: string;
  /** The user's rule for the site, or its last page's verdict this session: ambiguous marks need not wait. */
  country?: z.infer<typeof countryVerdictSchema>;
}

export interface ConnectionReport {
  ok: boolean;
  message: string;
}

/** Connect's answer: saved (with the settings now in force) only when `ok`; `problem` names what to fix. */
export interface ConnectReport extends ConnectionReport {
  view?: SettingsView;
  problem?: WalletProblem;
}

export interface PageIdentifier {
  kind: IdentifierKind;
  value: string;
  confidence: 'high' | 'low';
  count: number;
  /** For a VIN, set by the background: the listing beside it names another year or make. */
  listingFlag?: string;
}

export interface BackgroundReplies {
  /** The answer opens in the side panel; Firefox may refuse to open it from a page's click. */
  'cs>bg:lookup': { accepted: boolean; panelOpened: boolean };
  'cs>bg:hello': ContentConfig;
  'cs>bg:listings': void;
  /** False when the page UI could not be injected (access withdrawn): the next trigger asks again. */
  'cs>bg:wakePageUi': boolean;
  /** False when the listing check could not be injected: asked again after a later scan. */
  'cs>bg:wakeListingCheck': boolean;
  /** By VIN, the line of each listing of the asking frame that disagrees with its VIN. */
  'cs>bg:listingFlags': Record<string, string>;
  /** 'unknown' when the page could not be read: ambiguous marks then count, as before the rule existed. */
  'cs>bg:pageCountry': z.infer<typeof countryVerdictSchema>;
  /** False when the part could not be injected: the forms are then read by the common detectors only. */
  'cs>bg:wakeMoreDetectors': boolean;
  'ui>bg:lookup': LookupResult;
  'ui>bg:lookupForTab': { accepted: boolean };
  /** Null when no frame of the tab has our script. */
  'ui>bg:pageIdentifiers': PageIdentifier[] | null;
  'ui>bg:notScannedReason': NotScannedReason;
  /** Null when the tab's top frame has no scanner (nothing to read the country of). */
  'ui>bg:pageCountry': PageCountryView | null;
  /** The view after the frames were told (each re-reads its ambiguous marks before this answers). */
  'ui>bg:setSiteCountry': PageCountryView | null;
  'ui>bg:revealIdentifier': boolean;
  /** Empty texts when the tab does not print the identifier, or cannot be read. */
  'ui>bg:textBeside': { text: string; hidden: string };
  'ui>bg:getState': SettingsView;
  'ui>bg:saveSettings': SettingsView;
  'ui>bg:connect': ConnectReport;
  'ui>bg:removeApiKey': SettingsView;
  'ui>bg:dismissNotices': SettingsView;
  /** The rows only: a full answer is asked for when one is opened, exported or printed. */
  'ui>bg:listHistory': HistoryRow[];
  'ui>bg:getHistoryEntries': HistoryEntry[];
  'ui>bg:clearHistory': void;
  'ui>bg:clearCache': void;
  'ui>bg:testConnection': ConnectionReport;
  'ui>bg:getBalance': BalanceView;
  'ui>bg:refreshBalance': BalanceView;
  'ui>bg:checkStatus': LookupResult;
  'ui>bg:spendSummary': SpendSummary;
  /** A draft job with its plan; nothing is sent until 'start'. */
  'ui>bg:bulkCreate': BulkJob;
  'ui>bg:bulkCommand': BulkJob | null;
  'ui>bg:bulkProgress': BulkProgress | null;
  'ui>bg:bulkItems': BulkItem[];
  'ui>bg:bulkRows': BulkRow[];
  'ui>bg:bulkRecord': LookupResult | null;
  /** The user's explicit choice: interrupted items may have been billed. */
  'ui>bg:bulkResendInterrupted': BulkJob | null;
  'ui>bg:bulkRetryFailed': BulkJob | null;
  /** The viewer's tab, once opened. */
  'ui>bg:openPdfViewer': { opened: boolean };
  'ui>bg:readPdfFromTab': TabReadStart;
  'ui>bg:readPdfPart': TabReadPart;
  'ui>bg:pdfHandlerState': PdfHandlerState;
  'ui>bg:setPdfHandler': PdfHandlerState;
}

export interface ContentReplies {
  'bg>cs:listIdentifiers': PageIdentifier[];
  /** Stops when the page's address matches one of the withdrawn sites. */
  'bg>cs:revoked': void;
  'bg>cs:answer': void;
  'bg>cs:listingFlag': void;
  /** False when this frame has no mark of the identifier. */
  'bg>cs:reveal': boolean;
  /** Null when this frame has no mark of the identifier (a frame without our scanner does not answer). */
  'bg>cs:readContext': { text: string; hidden: string; kind: IdentifierKind } | null;
  'bg>cs:readPageSample': z.infer<typeof pageSampleSchema>;
  /** Once the frame has re-read its marks with the new verdict. */
  'bg>cs:pageCountry': void;
}

type Protocol<Schemas extends Record<string, z.ZodType>, Replies extends Record<keyof Schemas, unknown>> = {
  [K in keyof Schemas]: z.infer<Schemas[K]> extends undefined
    ? () => Replies[K]
    : (data: z.infer<Schemas[K]>) => Replies[K];
};

export type ProtocolMap = Protocol<typeof BACKGROUND_MESSAGES, BackgroundReplies>;
export type ContentProtocolMap = Protocol<typeof CONTENT_MESSAGES, ContentReplies>;

export const { sendMessage, onMessage } = defineExtensionMessaging<ProtocolMap>();
export const { sendMessage: sendToContent, onMessage: onContentMessage } =
  defineExtensionMessaging<ContentProtocolMap>();
