import { z } from 'zod';
import { failureCodeSchema, identifierKindSchema } from '../api/model';
import { dataSourceInfoSchema, lookupResultSchema, lookupTriggerSchema } from '../lookup/schema';

export const historyOutcomeSchema = z.union([z.literal('success'), failureCodeSchema]);
export type HistoryOutcome = z.infer<typeof historyOutcomeSchema>;

export const historyEntrySchema = z.object({
  id: z.string(),
  at: z.number(),
  kind: identifierKindSchema.optional(),
  value: z.string(),
  source: dataSourceInfoSchema,
  trigger: lookupTriggerSchema,
  fromCache: z.boolean(),
  outcome: historyOutcomeSchema,
  /** Vehicle name, taxpayer name, or the failure's title: what a list row shows. */
  summary: z.string(),
  /** The full answer, so a past lookup can be reopened without paying again. */
  result: lookupResultSchema,
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
