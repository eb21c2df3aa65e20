/** A bulk job as stored in IndexedDB; it carries the uploaded table so the export keeps every column. */
import { z } from 'zod';
import { failureCodeSchema, identifierKindSchema } from '@/utils/api/model';
import { rowVerdictSchema } from '@/utils/verdict/row';

/** Where the job is: nothing is sent before `running`; `stopped` waits for the user to fix the cause. */
export const bulkJobStateSchema = z.enum(['draft', 'running', 'paused', 'stopped', 'cancelled', 'finished']);
export type BulkJobState = z.infer<typeof bulkJobStateSchema>;

export const bulkStopReasonSchema = z.enum(['insufficient_funds', 'bad_key']);
export type BulkStopReason = z.infer<typeof bulkStopReasonSchema>;

export const bulkItemStatusSchema = z.enum(['pending', 'sending', 'done', 'interrupted']);
export type BulkItemStatus = z.infer<typeof bulkItemStatusSchema>;

export const bulkOutcomeSchema = z.union([z.literal('success'), failureCodeSchema]);
export type BulkOutcome = z.infer<typeof bulkOutcomeSchema>;

/** One distinct identifier of a job (duplicates in the input share it). */
export const bulkItemSchema = z.object({
  jobId: z.string(),
  /** `kind|value`, the identifier as sent. */
  key: z.string(),
  order: z.number().int(),
  kind: identifierKindSchema,
  value: z.string(),
  status: bulkItemStatusSchema,
  /** Answered from the cache when the plan was made: free. */
  plannedFree: z.boolean(),
  /** Bumped on every change, so a page asks only for what changed since it last looked. */
  seq: z.number().int(),
  sentAt: z.number().optional(),
  outcome: bulkOutcomeSchema.optional(),
  summary: z.string().optional(),
  fields: z.string().optional(),
  /** The answer's facts one per export column (make, model, year, name, RC…); absent on older jobs. */
  record: z
    .object({
      make: z.string(),
      model: z.string(),
      year: z.string(),
      name: z.string(),
      rc: z.string(),
      taxId: z.string(),
      nrsTin: z.string(),
      jrbTin: z.string(),
      taxpayerType: z.string(),
    })
    .partial()
    .optional(),
  charged: z.boolean().optional(),
  amount: z.string().optional(),
  currency: z.string().optional(),
  fetchedAt: z.number().optional(),
  fromCache: z.boolean().optional(),
  /** The answer's verdict and VIN check (utils/verdict/row.ts), and whether demo data gave it; absent on older jobs. */
  verdict: rowVerdictSchema.optional(),
  vinCheck: z.string().optional(),
  demo: z.boolean().optional(),
});
export type BulkItem = z.infer<typeof bulkItemSchema>;

/** One input row: its cells as uploaded, and the identifier it holds or why it holds none. */
export const bulkRowSchema = z.object({
  jobId: z.string(),
  index: z.number().int(),
  cells: z.array(z.string()),
  key: z.string().optional(),
  invalid: z.string().optional(),
});
export type BulkRow = z.infer<typeof bulkRowSchema>;

export const bulkKindCountsSchema = z.object({
  vin: z.number(),
  tin: z.number(),
  cac: z.number(),
  phone: z.number(),
});

export const bulkPriceSchema = z.object({ amount: z.number(), currency: z.string() });
export type BulkPrice = z.infer<typeof bulkPriceSchema>;

export const bulkPlanSchema = z.object({
  rows: z.number(),
  byKind: bulkKindCountsSchema,
  unique: z.number(),
  /** Rows whose identifier another row already holds. */
  duplicates: z.number(),
  invalidCount: z.number(),
  /** The first BULK_INVALID_LISTED invalid rows; the export holds every one. */
  invalid: z.array(z.object({ row: z.number(), text: z.string(), reason: z.string() })),
  cached: z.number(),
  paid: z.number(),
  paidByKind: bulkKindCountsSchema,
  /** From the last reported price per kind; absent when no paid kind has one. */
  estimate: z.object({ amount: z.number(), currency: z.string(), complete: z.boolean() }).optional(),
  balance: bulkPriceSchema.optional(),
  /** Why the free wallet check gave no balance. */
  balanceProblem: z.string().optional(),
  /** Paid lookups per check billed apart (vin, tin, taxId, cac, phone); absent on older jobs. */
  paidByPrice: z.record(z.string(), z.number()).optional(),
  /** The last reported price per check, what the plan's price fields start from; absent on older jobs. */
  prices: z.record(z.string(), bulkPriceSchema).optional(),
  runLimit: z.number(),
  overLimit: z.boolean(),
});
export type BulkPlan = z.infer<typeof bulkPlanSchema>;

export const bulkJobSchema = z.object({
  id: z.string(),
  createdAt: z.number(),
  state: bulkJobStateSchema,
  stopReason: bulkStopReasonSchema.optional(),
  label: z.string(),
  headers: z.array(z.string()),
  column: z.number().int(),
  /** The column of names matched against each taxpayer's answer (issue 27); absent: none. */
  nameColumn: z.number().int().optional(),
  plan: bulkPlanSchema,
  startedAt: z.number().optional(),
  /** Items that had an answer when the run (re)started: the pace counts only what came after. */
  doneAtStart: z.number().int().optional(),
});
export type BulkJob = z.infer<typeof bulkJobSchema>;

export interface BulkProgress {
  job: BulkJob;
  total: number;
  /** Answered or interrupted: nothing more will be sent for them without the user. */
  done: number;
  sending: number;
  interrupted: number;
  /** Milliseconds, from the pace so far; absent until there is a pace. */
  timeLeftMs?: number;
}
