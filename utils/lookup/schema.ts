import { z } from 'zod';
import {
  chargeSchema,
  failureSchema,
  identifierKindSchema,
  type IdentifierKind,
  providerMetaSchema,
  taxpayerRecordSchema,
  vehicleReportSchema,
} from '@/utils/api/model';
import { nameCheckSchema, nameClaimSchema } from '@/utils/taxpayer/name-check';
import { answerClaimsSchema } from './answer-claims';

/** Where the user started a lookup, as history shows it. */
export const lookupTriggerSchema = z.enum([
  'popup',
  'page',
  'context-menu',
  'side-panel',
  'shortcut',
  'history',
  'bulk',
]);
export type LookupTrigger = z.infer<typeof lookupTriggerSchema>;

export const lookupRequestSchema = z.object({
  kind: identifierKindSchema.optional(),
  /** As typed or found; the background normalises and validates it again. */
  value: z.string().min(1).max(200),
  trigger: lookupTriggerSchema,
  /** Skip the cache and make a new (possibly billed) call. Only honoured from extension pages. */
  refresh: z.boolean().optional(),
  acceptWarnings: z.boolean().optional(),
  /**
   * The user saw what a paid call may cost and went on: the price above the organisation's confirmation
   * threshold, or an earlier call of the same identifier that was cut off and may have been billed.
   */
  confirmCost: z.boolean().optional(),
  /** The page a lookup was clicked in, for history; set by the background from the sender, never sent on. */
  pageUrl: z.string().max(2048).optional(),
  /** A name to set against a taxpayer's answer: typed by the user, or read by the background from the page. */
  nameClaim: nameClaimSchema.optional(),
  /** The page's claims beside the number (its name, RC, a listing's year and make), read where it was clicked. */
  claims: answerClaimsSchema.optional(),
});
export type LookupRequest = z.infer<typeof lookupRequestSchema>;

export const dataSourceInfoSchema = z.object({
  id: z.enum(['demo', 'api']),
  label: z.string(),
  /** The host called when a preset is pointed away from its own documented address (never for Custom). */
  via: z.object({ host: z.string() }).optional(),
});
export type DataSourceInfo = z.infer<typeof dataSourceInfoSchema>;

export const lookupPayloadSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('vehicle'), report: vehicleReportSchema }),
  z.object({ type: z.literal('taxpayer'), record: taxpayerRecordSchema }),
  z.object({ type: z.literal('failure'), failure: failureSchema }),
  z.object({ type: z.literal('needs-confirmation'), warnings: z.array(z.string()) }),
]);
export type LookupPayload = z.infer<typeof lookupPayloadSchema>;

export const lookupResultSchema = z.object({
  id: z.string(),
  kind: identifierKindSchema.optional(),
  value: z.string(),
  source: dataSourceInfoSchema,
  /** When the answer was fetched from the source (for cached answers: the original time). */
  fetchedAt: z.number(),
  fromCache: z.boolean(),
  notSent: z.boolean().optional(),
  trigger: lookupTriggerSchema,
  payload: lookupPayloadSchema,
  meta: providerMetaSchema.optional(),
  /** The name printed, typed or listed beside the number, against the provider's (utils/taxpayer/name-check). */
  nameCheck: nameCheckSchema.optional(),
  /** What the answer is held against, captured once at lookup time (utils/verdict/claims.ts); optional for
   * older entries, whose verdict reads `nameCheck` alone. */
  claims: answerClaimsSchema.optional(),
  /**
   * A free status check's answer: it cost nothing of its own. `lookupCharge` and `lookupAt` are the earlier
   * PENDING answer's, named in words and never summed again (that answer's own row holds the charge).
   */
  statusCheck: z
    .object({
      reference: z.string(),
      lookupAt: z.number().optional(),
      lookupCharge: chargeSchema.optional(),
    })
    .optional(),
});
export type LookupResult = z.infer<typeof lookupResultSchema>;

export const statusCheckRequestSchema = z.object({
  kind: identifierKindSchema,
  value: z.string().min(1).max(200),
  reference: z.string().trim().min(1).max(200),
  trigger: lookupTriggerSchema,
});
export type StatusCheckRequest = z.infer<typeof statusCheckRequestSchema>;

/** What a person asked to look up: one identifier of one kind. */
export interface LookupQuery {
  kind: IdentifierKind;
  value: string;
}
