/**
 * The normalised records the extension shows, caches and keeps in history.
 * The API's raw payloads (see ./schemas.ts) are turned into these by ./normalise.ts;
 * every other part of the extension only ever sees these shapes.
 */
import { z } from 'zod';
import { IDENTIFIER_KINDS } from '@/utils/detect/types';

export const identifierKindSchema = z.enum(IDENTIFIER_KINDS);
export type IdentifierKind = z.infer<typeof identifierKindSchema>;

/** The `channel` of the tax endpoint, as the spec writes it. */
export const taxChannelSchema = z.enum(['TIN', 'CAC', 'Phone']);
export type TaxChannel = z.infer<typeof taxChannelSchema>;

export const CHANNEL_BY_KIND = { tin: 'TIN', cac: 'CAC', phone: 'Phone' } as const satisfies Record<
  Exclude<IdentifierKind, 'vin'>,
  TaxChannel
>;

/** One row of a one-key-object list, in the API's order. `value` is '' when the API sent nothing. */
export const labelledValueSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.string(),
});
export type LabelledValue = z.infer<typeof labelledValueSchema>;

export const equipmentSectionSchema = z.object({
  section: z.string(),
  items: z.array(labelledValueSchema),
});
export type EquipmentSection = z.infer<typeof equipmentSectionSchema>;

export const warrantyEntrySchema = z.object({
  type: z.string(),
  warranty: z.string(),
  remaining: z.string(),
  /** True when the provider says the warranty has run out (e.g. `estimated_remainings: "Expired"`). */
  expired: z.boolean(),
});
export type WarrantyEntry = z.infer<typeof warrantyEntrySchema>;

export const vehicleReportSchema = z.object({
  name: z.string(),
  age: z.string(),
  madeIn: z.string(),
  /** As sent by the API; the UI decides whether it is safe to load (https: or data:image only). */
  imageUrl: z.string(),
  /** True when imageUrl is on the API's own origin (set where the answer is read, ./image-origin.ts): only
   * then is it loaded with the report; an image elsewhere is shown on the user's click. */
  imageOnApiOrigin: z.boolean().optional(),
  marketAnalysis: z.object({ timePeriod: z.string(), certainty: z.string() }),
  specification: z.array(labelledValueSchema),
  equipment: z.array(equipmentSectionSchema),
  /** City mileage, highway mileage, fuel type, fuel capacity, in that order. */
  fuel: z.array(labelledValueSchema),
  warranty: z.array(warrantyEntrySchema),
  /** The VIN the answer says it is about, when the provider echoes one (utils/lookup/answer-identity.ts). */
  answeredVin: z.string().optional(),
});
export type VehicleReport = z.infer<typeof vehicleReportSchema>;

export const taxpayerRecordSchema = z.object({
  taxpayerName: z.string(),
  cacRegNumber: z.string(),
  firsTin: z.string(),
  jtbTin: z.string(),
  taxOffice: z.string(),
  email: z.string(),
  /** Local 11-digit form where the API lost the leading zero. */
  phoneNumber: z.string(),
  /** Business Tax only: the 13-digit Tax ID the provider answered for (its `tin`). */
  taxId: z.string().optional(),
  /** Business Tax only: "Company" in the documented sample; individuals are undocumented. */
  taxpayerType: z.string().optional(),
});
export type TaxpayerRecord = z.infer<typeof taxpayerRecordSchema>;

/** What a provider says about billing and its own reference, when it says anything. */
export const providerMetaSchema = z.object({
  providerMessage: z.string().optional(),
  reference: z.string().optional(),
  /** The answer's own reference (`reference_id`, e.g. VER-BUSINESS_TAX_NG-…), shown to quote to support. */
  referenceId: z.string().optional(),
  wasCharged: z.boolean().optional(),
  amount: z.string().optional(),
  /** The provider gave an amount that is no sane price (negative, infinite, huge, words): not shown, not summed. */
  amountNotUnderstood: z.literal(true).optional(),
  currency: z.string().optional(),
});

/** What the provider reported a call cost (`billing_info`); absent when it said nothing. */
export const chargeSchema = z.object({
  wasCharged: z.boolean(),
  /** As the provider wrote it, e.g. "100.00"; absent when it gave no amount, or none that is a sane price. */
  amount: z.string().optional(),
  /** An amount was given but is no sane price (utils/api/amount.ts): shown as "amount not understood". */
  amountNotUnderstood: z.literal(true).optional(),
  currency: z.string().optional(),
});
export type Charge = z.infer<typeof chargeSchema>;
export type ProviderMeta = z.infer<typeof providerMetaSchema>;

/**
 * Every way a call can fail, one code each. The API layer maps HTTP status, `response_code`,
 * transport errors and unparseable bodies onto exactly one of these.
 */
export const failureCodeSchema = z.enum([
  'not_found', // response_code 01
  'retry_later', // response_code 02 (after our own retries)
  'insufficient_funds', // response_code 03 or HTTP 402
  'bad_key', // HTTP 401 or 403
  'bad_request', // HTTP 400 (or our own validation before any call)
  'rate_limited', // HTTP 429 (after honouring Retry-After)
  'server_error', // HTTP 5xx or an unknown response_code
  'network_error', // fetch rejected: offline, DNS, connection reset, CORS
  'timeout', // no answer within the time limit
  'invalid_response', // HTML, malformed JSON, or a payload that misses what a result needs
  'pending', // verification.status PENDING: finish it with the free status check, never a second POST
  'not_verified', // verification.status NOT-VERIFIED: the check ran and the identifier is not valid
]);
export type FailureCode = z.infer<typeof failureCodeSchema>;

export const failureSchema = z.object({
  code: failureCodeSchema,
  /** Short headline, e.g. "API key rejected". */
  title: z.string(),
  /** What happened, in words a dealer understands. */
  message: z.string(),
  /** What to do next. */
  action: z.string(),
  /** True when trying again later can succeed without risking a second charge for a billed call. */
  retryable: z.boolean(),
  providerMessage: z.string().optional(),
  httpStatus: z.number().optional(),
  responseCode: z.string().optional(),
  /** What the provider said the failed call cost, when it said. */
  charge: chargeSchema.optional(),
  /** The provider's reference (for a PENDING answer: what the status check asks about). */
  reference: z.string().optional(),
  /** The newer envelope's `errors`, as lines to show. */
  errors: z.array(z.string()).optional(),
  /** A Tax ID held back because the source has no check for it: the follow-up offers RC/BN or the legacy TIN. */
  noTaxIdCheck: z.literal(true).optional(),
  /** The answer was about this other number (its provider field and value): no verdict, nothing cached. */
  otherNumber: z.object({ field: z.string(), value: z.string() }).optional(),
});
export type Failure = z.infer<typeof failureSchema>;

/** The result of one call to the API, whatever happened. */
export type ApiOutcome<T> =
  | { ok: true; data: T; meta: ProviderMeta; attempts: number }
  | { ok: false; failure: Failure; attempts: number };
