// zod schemas for both endpoints' raw answers, in the API's snake_case (./normalise.ts makes the model).
// Lenient about missing, null, padded or mistyped fields; strict only that a success has something to
// show, or the user pays for an empty card. Nothing relies on zod's JIT: MV3 forbids eval.
import { z } from 'zod';
import type { MessageKey } from '@/utils/i18n/translate';
import { readChargeAmount } from './amount';
import { capText, MAX_IMAGE_URL } from './caps';
import {
  coerceFlag,
  coerceOptionalFlag,
  coerceOptionalText,
  coercePhone,
  coerceResponseCode,
  coerceText,
  plainEntries,
} from './coerce';

/** Why a success has nothing to show: message keys, worded later by ./interpret.ts. */
export const DATA_PROBLEMS = {
  noData: 'failure.detailNoData',
  noVehicle: 'failure.detailNoVehicle',
  noTaxpayer: 'failure.detailNoTaxpayer',
  badShape: 'failure.detailBadShape',
} as const satisfies Record<string, MessageKey>;

export type DataProblem = (typeof DATA_PROBLEMS)[keyof typeof DATA_PROBLEMS];

const DATA_PROBLEM_KEYS: ReadonlySet<string> = new Set(Object.values(DATA_PROBLEMS));

/** Our problem keys pass through; zod's own messages (technical, English) become badShape. */
export function dataProblemOf(issueMessage: string | undefined): DataProblem {
  return issueMessage !== undefined && DATA_PROBLEM_KEYS.has(issueMessage)
    ? (issueMessage as DataProblem)
    : DATA_PROBLEMS.badShape;
}

export interface RawEntry {
  key: string;
  value: string;
}

// `.optional()` before `.transform()` lets a missing key reach the transform: missing reads as null.
// Every text is capped here (./caps.ts): a 200,000-letter name must not reach a view, a file or storage.
const text = z
  .unknown()
  .optional()
  .transform((value) => capText(coerceText(value)));
const optionalText = z
  .unknown()
  .optional()
  .transform((value) => {
    const read = coerceOptionalText(value);
    return read === undefined ? undefined : capText(read);
  });

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function lenientObject<Shape extends z.ZodRawShape>(shape: Shape) {
  const inner = z.object(shape);
  return z
    .unknown()
    .optional()
    .transform((value) => inner.parse(isPlainObject(value) ? value : {}));
}

/** Flattens a list of one-key objects in the API's order; a plain object counts as a one-element list. */
export function flattenOneKeyList(value: unknown): RawEntry[] {
  const elements: unknown[] = Array.isArray(value) ? value : isPlainObject(value) ? [value] : [];
  const entries: RawEntry[] = [];
  for (const element of elements) {
    for (const [key, raw] of plainEntries(element)) {
      const trimmedKey = capText(key.trim());
      if (trimmedKey !== '') entries.push({ key: trimmedKey, value: capText(coerceText(raw)) });
    }
  }
  return entries;
}

const entryList = z.unknown().optional().transform(flattenOneKeyList);

const equipmentSectionShape = z.object({ section: text, details: entryList });

const equipmentList = z
  .unknown()
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : [])
      .filter(isPlainObject)
      .map((element) => equipmentSectionShape.parse(element))
      .filter((section) => section.section !== '' || section.details.length > 0),
  );

const warrantyEntryShape = z.object({ type: text, warranty: text, estimated_remainings: text });

const warrantyList = z
  .unknown()
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : [])
      .filter(isPlainObject)
      .map((element) => warrantyEntryShape.parse(element))
      .filter((entry) => entry.type !== '' || entry.warranty !== '' || entry.estimated_remainings !== ''),
  );

const fuelEntries = z
  .unknown()
  .optional()
  .transform((value) =>
    plainEntries(value)
      .map(([key, raw]) => ({ key: capText(key.trim()), value: capText(coerceText(raw)) }))
      .filter((entry) => entry.key !== ''),
  );

export const vehicleDataSchema = z
  .object({
    // Not in the spec; some gateways echo the VIN asked, and then it must be the one asked.
    vin: text,
    vehicle_name: text,
    vehicle_age: text,
    vehicle_made_in: text,
    // Only a string can be an image address: a stray boolean or number must not become "Yes" or "4".
    // One too long to be an address is no address (cutting it would make a wrong one).
    vehicle_image: z
      .unknown()
      .optional()
      .transform((value) => (typeof value === 'string' && value.length <= MAX_IMAGE_URL ? value.trim() : '')),
    market_analysis: lenientObject({ time_period: text, certainty: text }),
    vehicle_specification: entryList,
    vehicle_equipments: equipmentList,
    fuel_details: fuelEntries,
    vehicle_warranty: warrantyList,
  })
  .refine(
    (data) =>
      data.vehicle_name !== '' ||
      data.vehicle_specification.length > 0 ||
      data.vehicle_equipments.some((section) => section.details.length > 0),
    { message: DATA_PROBLEMS.noVehicle },
  );
export type ParsedVehicleData = z.output<typeof vehicleDataSchema>;

export const taxpayerDataSchema = z
  .object({
    taxpayer_name: text,
    cac_reg_number: text,
    firstin: text,
    jittin: text,
    tax_office: text,
    email: text,
    phone_number: z.unknown().optional().transform(coercePhone),
  })
  .refine((data) => data.taxpayer_name !== '' || data.firstin !== '' || data.jittin !== '', {
    message: DATA_PROBLEMS.noTaxpayer,
  });
export type ParsedTaxpayerData = z.output<typeof taxpayerDataSchema>;

/** Business Tax's `data` (the 13-digit Tax ID check): `tin`, `taxpayerType`, `name`. A success needs a name
 * or the Tax ID, or the user pays for an empty card. */
export const businessTaxDataSchema = z
  .object({
    tin: text,
    taxpayerType: text,
    name: text,
  })
  .refine((data) => data.name !== '' || data.tin !== '', { message: DATA_PROBLEMS.noTaxpayer });
export type ParsedBusinessTaxData = z.output<typeof businessTaxDataSchema>;

/** How far `errors` is read: real ones are a string, a list or a field map of lists, two or three deep. */
const MAX_ERROR_DEPTH = 8;
const MAX_ERROR_NODES = 1_000;
const MAX_ERROR_LINES = 10;

/** The newer envelope's `errors` (string, list or field map) as lines. Walked with a stack of its own, to
 * a bounded depth and size: an answer nested 50,000 deep must not overflow the call stack. */
export function flattenErrors(value: unknown): string[] {
  const lines: string[] = [];
  const stack: { prefix: string; item: unknown; depth: number }[] = [{ prefix: '', item: value, depth: 0 }];
  let visited = 0;
  while (stack.length > 0 && lines.length < MAX_ERROR_LINES && visited < MAX_ERROR_NODES) {
    const { prefix, item, depth } = stack.pop()!;
    visited += 1;
    const children: [string, unknown][] | undefined = Array.isArray(item)
      ? item.slice(0, MAX_ERROR_NODES).map((element): [string, unknown] => [prefix, element])
      : isPlainObject(item)
        ? plainEntries(item)
            .slice(0, MAX_ERROR_NODES)
            .map(([key, inner]): [string, unknown] => [capText(key.trim()), inner])
        : undefined;
    if (children) {
      if (depth >= MAX_ERROR_DEPTH) continue;
      // Pushed last-first, so the lines come out in the answer's order.
      for (let index = children.length - 1; index >= 0; index -= 1) {
        const [childPrefix, child] = children[index]!;
        stack.push({ prefix: childPrefix, item: child, depth: depth + 1 });
      }
      continue;
    }
    const text = capText(coerceText(item));
    if (text !== '') lines.push(prefix === '' ? text : `${prefix}: ${text}`);
  }
  return lines;
}

// An amount that is not a sane price (./amount.ts) is kept apart as "not understood", never as a number.
const billingInfo = lenientObject({
  was_charged: z.unknown().optional().transform(coerceOptionalFlag),
  amount: z.unknown().optional(),
  currency: optionalText,
}).transform(({ amount, ...billing }) => ({ ...billing, ...readChargeAmount(amount) }));

const verificationInfo = lenientObject({ status: optionalText, reference: optionalText });

/** What an answer says about money and its reference, read alone: all that is kept of an unreadable answer. */
export const billingFactsSchema = z.object({
  billing_info: billingInfo,
  verification: verificationInfo,
  reference_id: optionalText,
});

const envelopeShape = z.object({
  status: z.unknown().optional().transform(coerceFlag),
  response_code: z.unknown().optional().transform(coerceResponseCode),
  detail: optionalText,
  message: optionalText,
  data: z.unknown().optional(),
  verification: verificationInfo,
  billing_info: billingInfo,
  errors: z.unknown().optional().transform(flattenErrors),
  meta: z.unknown().optional(),
  /** The current generation's own reference of the answer (`VER-BUSINESS_TAX_NG-…`). */
  reference_id: optionalText,
});

/** Fields any answer may carry. The newer envelope may lack response_code: one inside `data` counts, and
 * status true with data is a success. */
export const envelopeSchema = envelopeShape.transform((envelope) => {
  const inner = isPlainObject(envelope.data) ? envelope.data : {};
  const newer = isPlainObject(envelope.meta);
  const innerCode = coerceResponseCode(inner['response_code']);
  const response_code =
    envelope.response_code ||
    innerCode ||
    (newer && envelope.status && isPlainObject(envelope.data) ? '00' : '');
  const requestId = newer
    ? coerceOptionalText((envelope.meta as Record<string, unknown>)['request_id'])
    : undefined;
  return { ...envelope, response_code, newer, requestId };
});
export type ParsedEnvelope = z.output<typeof envelopeSchema>;

/** Success needs response_code "00" AND status true: the provider's `status` alone is unreliable. */
export function isSuccessEnvelope(envelope: Pick<ParsedEnvelope, 'status' | 'response_code'>): boolean {
  return envelope.response_code === '00' && envelope.status;
}

export type ParsedAnswer<Data> =
  (ParsedEnvelope & { success: true; data: Data }) | (ParsedEnvelope & { success: false; data: undefined });

/** On success `data` must parse strictly; other answers' `data` is ignored (failures put anything there). */
function responseSchema<Data>(dataSchema: z.ZodType<Data>): z.ZodType<ParsedAnswer<Data>> {
  return envelopeSchema.transform((envelope, ctx) => {
    if (!isSuccessEnvelope(envelope)) {
      return { ...envelope, success: false, data: undefined } satisfies ParsedAnswer<Data>;
    }
    if (!isPlainObject(envelope.data)) {
      ctx.addIssue({ code: 'custom', path: ['data'], message: DATA_PROBLEMS.noData });
      return z.NEVER;
    }
    const parsed = dataSchema.safeParse(envelope.data);
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['data'],
        message: dataProblemOf(parsed.error.issues[0]?.message),
      });
      return z.NEVER;
    }
    return { ...envelope, success: true, data: parsed.data } satisfies ParsedAnswer<Data>;
  });
}

export const vinResponseSchema = responseSchema(vehicleDataSchema);
export type ParsedVinResponse = z.output<typeof vinResponseSchema>;

export const taxResponseSchema = responseSchema(taxpayerDataSchema);
export type ParsedTaxResponse = z.output<typeof taxResponseSchema>;

export const businessTaxResponseSchema = responseSchema(businessTaxDataSchema);
export type ParsedBusinessTaxResponse = z.output<typeof businessTaxResponseSchema>;
