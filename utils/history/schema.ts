import { z } from 'zod';
import { chargeSchema, failureCodeSchema, identifierKindSchema } from '@/utils/api/model';
import { dataSourceInfoSchema, lookupResultSchema, lookupTriggerSchema } from '@/utils/lookup/schema';
import { nameCheckSchema } from '@/utils/taxpayer/name-check';
import { rowVerdictSchema } from '@/utils/verdict/row';

export const historyOutcomeSchema = z.union([z.literal('success'), failureCodeSchema]);
export type HistoryOutcome = z.infer<typeof historyOutcomeSchema>;

/** What the history list shows, searches and filters on, and what a CSV export holds. */
export const historyRowSchema = z.object({
  id: z.string(),
  at: z.number(),
  kind: identifierKindSchema.optional(),
  value: z.string(),
  source: dataSourceInfoSchema,
  trigger: lookupTriggerSchema,
  fromCache: z.boolean(),
  outcome: historyOutcomeSchema,
  summary: z.string(),
  /** Absent when the provider said nothing (and on older entries). */
  charge: chargeSchema.optional(),
  /** The report's or listing's disagreement with the VIN, in words (the verdict's vehicle checks). */
  vinCheck: z.string().optional(),
  /** The answer's verdict (utils/verdict/) as recorded; absent on older entries, read from their fields. */
  verdict: rowVerdictSchema.optional(),
  /** The name printed, typed or listed beside a tax number against the provider's (issue 27). */
  nameCheck: nameCheckSchema.optional(),
  /** The page the lookup was clicked in (lookups from a page only). */
  pageUrl: z.string().optional(),
});
export type HistoryRow = z.infer<typeof historyRowSchema>;

export const historyEntrySchema = historyRowSchema.extend({
  /** The full answer, so a past lookup can be reopened without paying again. */
  result: lookupResultSchema,
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Version 1 kept every entry in one "history" list; version 2 keeps each entry under its own key. */
export const HISTORY_VERSION = 2;

export const historyIndexSchema = z.object({
  /** Newest first: the list can be shown, searched and filtered without loading any full answer. */
  rows: z.array(historyRowSchema),
  /** Ids whose entry keys may remain: storage cannot remove keys in the write that sets others. */
  trash: z.array(z.string()),
});
export type HistoryIndex = z.infer<typeof historyIndexSchema>;

export const EMPTY_HISTORY_INDEX: HistoryIndex = { rows: [], trash: [] };
