/**
 * The organisation's policy (`storage.managed`): the keys administrators write, as DESIGN.md names them.
 * This zod schema is the source of truth; `public/managed_schema.json` declares the same keys to Chrome
 * (test/unit/policy/schema-agreement.test.ts holds the two together).
 */
import { z } from 'zod';
import { PRESET_IDS, validateApiPath, validateBaseUrl } from '@/utils/api/presets';
import { IDENTIFIER_KINDS } from '@/utils/detect/types';
import { patternToRegExpSource } from '@/utils/site-access/match-patterns';

/** A site the organisation asks to scan: an http(s) match pattern the optional host permissions cover. */
const sitePatternSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((pattern) => pattern !== '<all_urls>' && patternToRegExpSource(pattern) !== undefined);

const apiPathSchema = z
  .string()
  .trim()
  .max(512)
  .refine((path) => validateApiPath(path) === null);

export const policySchema = z.object({
  preset: z.enum(PRESET_IDS),
  /** Empty means the preset's own address, as in Options. */
  baseUrl: z
    .string()
    .trim()
    .max(2048)
    .refine((url) => url === '' || validateBaseUrl(url) === null),
  vinPath: apiPathSchema,
  tinPath: apiPathSchema,
  taxIdPath: apiPathSchema,
  /** Readable by the device's user (chrome://policy, the policy file): a gateway is the safer pattern. */
  apiKey: z.string().trim().min(1).max(512),
  appId: z.string().trim().max(256),
  dataSource: z.enum(['api', 'demo']),
  scanSites: z.array(sitePatternSchema).max(100),
  kinds: z.array(z.enum(IDENTIFIER_KINDS)).max(IDENTIFIER_KINDS.length),
  /** In the wallet's currency, from the organisation's spend ledger (never the user's history). */
  dailySpendLimit: z.number().min(0).max(1e12),
  /**
   * A limit per currency, e.g. `{ "USD": 5 }`: a check billed in a currency with no limit of its own is
   * refused while any limit is set, since amounts in two currencies cannot be added.
   */
  dailySpendLimits: z
    .record(
      z
        .string()
        .regex(/^[A-Za-z]{3}$/)
        .transform((code) => code.toUpperCase()),
      z.number().min(0).max(1e12),
    )
    .refine((limits) => Object.keys(limits).length <= 20),
  /** A lookup whose check's expected price, in the limit's currency, is above this asks the user first. */
  confirmAbove: z.number().min(0).max(1e12),
  historyDays: z.int().min(1).max(3650),
  allowExports: z.boolean(),
  skipWelcome: z.boolean(),
  externalLinks: z.boolean(),
  /** Turns the browser's opt-in PDF handler on (true) or keeps it off (false), where the browser has one. */
  pdfViewer: z.boolean(),
});
export type Policy = Partial<z.infer<typeof policySchema>>;
export type PolicyKey = keyof z.infer<typeof policySchema>;

export const POLICY_KEYS = Object.keys(policySchema.shape) as PolicyKey[];

export interface ParsedPolicy {
  policy: Policy;
  /** Keys present but unusable (wrong type or value): each is treated as unset. */
  broken: PolicyKey[];
}

/** Key by key, so one broken value never costs the organisation the others; unknown keys are ignored. */
export function parsePolicy(raw: unknown): ParsedPolicy {
  const source = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {};
  const policy: Record<string, unknown> = {};
  const broken: PolicyKey[] = [];
  for (const key of POLICY_KEYS) {
    if (!Object.hasOwn(source, key)) continue;
    const value = (source as Record<string, unknown>)[key];
    if (value === undefined || value === null) continue;
    const parsed = policySchema.shape[key].safeParse(value);
    if (parsed.success) policy[key] = parsed.data;
    else broken.push(key);
  }
  return { policy: policy as Policy, broken };
}
