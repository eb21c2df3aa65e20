/** Every message's payload schema: the source of the protocol's types and of the background's checks. */
import { z } from 'zod';
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
import { LISTING_CONTEXT_CHARS, PAGE_VINS_LIMIT } from './page-vins';
import { PAGE_SAMPLE_CHARS } from '@/utils/detect/page-country';

/** The directions into the background: from a content script, and from the extension's own pages. */
export type BackgroundDirection = 'cs>bg' | 'ui>bg';

/** Full history entries are asked for this many at a time (each can hold a vehicle's image). */
export const HISTORY_ENTRIES_PER_MESSAGE = 500;

const noData = z.undefined();
const identifierValue = z.string().min(1).max(64);

/**
 * A content script may ask for one identifier it found, nothing more; with the seen text of its own row or
 * card, which the answer is set against (the name beside a TIN) and which never goes to the provider.
 */
export const pageLookupSchema = z.object({
  kind: identifierKindSchema,
  value: identifierValue,
  /** What its card shows a reader, and what it lays out unseen (a hidden name is no claim). */
  context: z
    .object({ text: z.string().max(LISTING_CONTEXT_CHARS), hidden: z.string().max(LISTING_CONTEXT_CHARS) })
    .optional(),
});

export const apiKeyUpdateSchema = z.object({
  key: z.string().trim().min(8, 'That API key looks too short.').max(512),
  persistence: z.enum(['local', 'session']),
});

/**
 * One Save in Options: every setting it changes and, when one was typed, the key, in one message, so the
 * background stores them together or not at all (the settings store validates the whole first).
 */
export const settingsSaveSchema = settingsPatchSchema.extend({ apiKey: apiKeyUpdateSchema.optional() });

export const tabRefSchema = z.object({ tabId: z.number().int().nonnegative() });

/** A page's country as the rules read it (utils/detect/page-country.ts): ambiguous kinds need "not foreign". */
export const countryVerdictSchema = z.enum(['nigerian', 'foreign', 'unknown']);
/** A user's rule for one site: the page's own signal ('auto'), or always Nigerian, or never. */
export const siteCountryChoiceSchema = z.enum(['auto', 'nigerian', 'foreign']);

/** What a frame prints, sampled for its country: its language and the first and last of its text. */
export const pageSampleSchema = z.object({
  lang: z.string().max(64),
  text: z.string().max(PAGE_SAMPLE_CHARS),
});

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

/** A PDF's address as the viewer takes it: the web's, or a file's (which the viewer asks to pick instead). */
const pdfUrlSchema = z
  .string()
  .max(8192)
  .refine((url) => /^(https?|file):/i.test(url));

export const BACKGROUND_MESSAGES = {
  'cs>bg:lookup': pageLookupSchema,
  'cs>bg:hello': noData,
  /** VINs with the seen text of their own row or card, for the listing check (nothing leaves the browser). */
  'cs>bg:listings': z
    .array(z.object({ value: z.string().min(11).max(17), context: z.string().max(LISTING_CONTEXT_CHARS) }))
    .max(PAGE_VINS_LIMIT),
  /** The frame's page UI is needed (a hover, focus or key of the user's): the background injects it. */
  'cs>bg:wakePageUi': noData,
  /** The frame has a VIN: the background injects the listing check, which reads its card. */
  'cs>bg:wakeListingCheck': noData,
  /** The page UI, once running: the listing flags of its frame that came before it. */
  'cs>bg:listingFlags': noData,
  /**
   * The frame holds a mark whose kind is Nigerian only on a page that is not foreign: its page's verdict.
   * Asked as soon as such a mark is found, on what is parsed so far, and once more when the page is whole.
   */
  'cs>bg:pageCountry': z.object({ complete: z.boolean() }),
  /** The frame read a form only the more-detectors part reads (a grouped VIN, a CAC label): inject it. */
  'cs>bg:wakeMoreDetectors': noData,
  'ui>bg:lookup': lookupRequestSchema,
  'ui>bg:lookupForTab': tabRefSchema.extend({ request: lookupRequestSchema }),
  'ui>bg:pageIdentifiers': tabRefSchema,
  /** Why the tab has no scanner, and so which fix the side panel offers. */
  'ui>bg:notScannedReason': tabRefSchema,
  /** The side panel's country line: the tab's page as the rules read it, and the user's rule for its site. */
  'ui>bg:pageCountry': tabRefSchema,
  /** The user's rule for the tab's site; every frame of that site in every tab is read again with it. */
  'ui>bg:setSiteCountry': tabRefSchema.extend({ choice: siteCountryChoiceSchema }),
  'ui>bg:revealIdentifier': tabRefSchema.extend({ value: identifierValue }),
  /** The text the tab prints around one identifier (its row, card or block), read on the user's action. */
  'ui>bg:textBeside': tabRefSchema.extend({ value: identifierValue }),
  'ui>bg:getState': noData,
  'ui>bg:saveSettings': settingsSaveSchema,
  /** Connect: the free wallet check on these values, then the same save as above, only if the check passed. */
  'ui>bg:connect': settingsSaveSchema,
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
  /** The user asked to open this PDF (popup button): the viewer opens beside its tab. */
  'ui>bg:openPdfViewer': tabRefSchema.extend({ url: pdfUrlSchema }),
  /** The viewer's own fetch was refused: the PDF is read in its tab (activeTab from the user's click). */
  'ui>bg:readPdfFromTab': tabRefSchema.extend({ url: pdfUrlSchema.refine((url) => /^https?:/i.test(url)) }),
  /** One part of a read started above, at a byte offset. */
  'ui>bg:readPdfPart': tabRefSchema.extend({
    token: z.string().min(1).max(64),
    offset: z.number().int().nonnegative(),
  }),
  /** Options: whether the browser's opt-in PDF handler exists, is on, and who decides. */
  'ui>bg:pdfHandlerState': noData,
  /** Options: the user turns the handler on or off (refused while the organisation's policy decides). */
  'ui>bg:setPdfHandler': z.object({ enabled: z.boolean() }),
} as const satisfies Record<`${BackgroundDirection}:${string}`, z.ZodType>;

/** Not checked at run time, to keep zod out of pages: the browser delivers only our own messages. */
export const CONTENT_MESSAGES = {
  'bg>cs:listIdentifiers': noData,
  /** Withdrawn sites, as regular expressions over a page's address (match-patterns.ts). */
  'bg>cs:revoked': z.array(z.string()),
  /** A lookup's one-line answer, shown beside the identifier out of the page's reach. */
  // warn: the verdict is amber or red (utils/verdict/), so the card draws the line amber, never as plain ink.
  'bg>cs:answer': z.object({ value: z.string(), line: z.string(), warn: z.boolean().optional() }),
  /** A VIN whose own listing names another year or make, before anything is looked up. */
  'bg>cs:listingFlag': z.object({ value: z.string(), line: z.string() }),
  /** "Show on the page": the frame that has this identifier marked scrolls to it. */
  'bg>cs:reveal': z.object({ value: z.string() }),
  /** The context reader: the text this frame prints beside its own mark of the identifier. */
  'bg>cs:readContext': z.object({ value: z.string() }),
  /** The context reader: a bounded sample of what this frame prints, for its country. */
  'bg>cs:readPageSample': noData,
  /** The frame's country changed (the user's rule for its site): ambiguous marks are read again. */
  'bg>cs:pageCountry': countryVerdictSchema,
} as const satisfies Record<`bg>cs:${string}`, z.ZodType>;
