/** The free wallet check behind "Test connection" and the balance: one answer in, one named problem out. */
import { z } from 'zod';
import { coerceOptionalText } from './coerce';
import { cleanProviderMessage } from './redact';

export interface WalletBalance {
  /** As the provider wrote it, e.g. "9900" or "25000.00". */
  balance: string;
  currency: string;
}

export type WalletProblem =
  'no_key' | 'bad_url' | 'key_refused' | 'sandbox' | 'unreachable' | 'not_provider' | 'server' | 'timeout';

export type WalletOutcome =
  | ({ ok: true } & WalletBalance)
  | {
      ok: false;
      problem: WalletProblem;
      httpStatus?: number;
      reason?: 'html' | 'shape' | 'status';
      providerMessage?: string;
    };

/**
 * No merchant's wallet holds a trillion in any currency: a larger balance is a broken or hostile answer,
 * as is a 200,000-digit one. Overdrawn (negative) wallets and thousands commas are read.
 */
export const MAX_WALLET_BALANCE = 1e12;
const MAX_BALANCE_CHARS = 32;
const BALANCE = /^-?\d+(?:\.\d+)?$/;
/** A currency is a code ("NGN", "USD") or a short word; anything longer is not a currency. */
const MAX_CURRENCY_CHARS = 12;

/** The balance as plain digits ("25,000.00" → "25000.00"), or undefined when it is not a sane amount. */
export function readWalletBalance(raw: number | string): string | undefined {
  const text = (typeof raw === 'number' ? String(raw) : raw).trim();
  if (text.length > MAX_BALANCE_CHARS) return undefined;
  const plain = text.replace(/,/g, '');
  if (!BALANCE.test(plain)) return undefined;
  const value = Number(plain);
  return Number.isFinite(value) && Math.abs(value) <= MAX_WALLET_BALANCE ? plain : undefined;
}

const walletSchema = z.object({
  data: z.object({
    balance: z.union([z.number(), z.string()]).transform((raw, context) => {
      const balance = readWalletBalance(raw);
      if (balance === undefined) context.addIssue({ code: 'custom', message: 'not a sane balance' });
      return balance ?? '';
    }),
    currency: z.unknown().optional(),
  }),
});

// Live-only endpoints answer sandbox keys with words like these (a guess at the wording: see README).
const SANDBOX_WORDS = /sandbox|test (?:key|mode|environment)|live (?:environment|keys? only|mode)/i;

function messageOf(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const record = json as Record<string, unknown>;
  return coerceOptionalText(record['detail']) ?? coerceOptionalText(record['message']);
}

export function interpretWalletResponse(
  httpStatus: number,
  bodyText: string,
  contentType: string,
  secrets: readonly (string | undefined)[] = [],
): WalletOutcome {
  let json: unknown;
  const html = contentType.toLowerCase().includes('text/html') || /^\s*</.test(bodyText);
  if (!html) {
    try {
      json = JSON.parse(bodyText) as unknown;
    } catch {
      json = undefined;
    }
  }
  const said = cleanProviderMessage(messageOf(json), secrets);
  const withMessage = said === undefined ? {} : { providerMessage: said };
  if (httpStatus >= 200 && httpStatus <= 299) {
    const parsed = walletSchema.safeParse(json);
    if (!parsed.success) {
      if (said !== undefined && SANDBOX_WORDS.test(said))
        return { ok: false, problem: 'sandbox', ...withMessage };
      return { ok: false, problem: 'not_provider', reason: html ? 'html' : 'shape', httpStatus };
    }
    const currency = coerceOptionalText(parsed.data.data.currency) ?? 'NGN';
    if (currency.length > MAX_CURRENCY_CHARS)
      return { ok: false, problem: 'not_provider', reason: 'shape', httpStatus };
    return { ok: true, balance: parsed.data.data.balance, currency };
  }
  if (said !== undefined && SANDBOX_WORDS.test(said)) {
    return { ok: false, problem: 'sandbox', httpStatus, ...withMessage };
  }
  if (httpStatus === 401 || httpStatus === 403)
    return { ok: false, problem: 'key_refused', httpStatus, ...withMessage };
  if (httpStatus >= 500 && !html) return { ok: false, problem: 'server', httpStatus, ...withMessage };
  return { ok: false, problem: 'not_provider', reason: html ? 'html' : 'status', httpStatus };
}

/** Keys the provider marks as test keys; their wallet check is refused, which is not a fault. */
export function looksLikeSandboxKey(apiKey: string): boolean {
  return /^(?:test|sandbox)[_-]/i.test(apiKey.trim());
}
