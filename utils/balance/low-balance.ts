/** Whether to warn before a run of paid lookups. Pure, so the bulk page can use it too. */
import { parseAmount } from './money';

export const DEFAULT_WARNING_LOOKUPS = 10;

export interface LowBalanceInput {
  /** `at`: when it was read; a read no later than `fundsRefusedAt` is contradicted by the provider. */
  balance?: { amount: string; currency: string; at?: number };
  /** The user's level (settings.lowBalanceThreshold); null for the default. */
  threshold: number | null;
  lastPrice?: { amount: number; currency?: string };
  /** When the provider last said the wallet is too low (utils/balance/funds-refusal.ts). */
  fundsRefusedAt?: number;
}

/**
 * The provider's "too low" after the balance was read (or with no balance read at all): the shown balance
 * is stale, and the provider's word wins. A read after the refusal is the newer fact.
 */
export function refusedSinceRead(input: LowBalanceInput): number | undefined {
  const refused = input.fundsRefusedAt;
  if (refused === undefined) return undefined;
  const readAt = input.balance?.at;
  return readAt === undefined || readAt <= refused ? refused : undefined;
}

/** The level to warn below, or undefined when there is none yet (no setting and no price reported). */
export function warningLevel(input: LowBalanceInput): number | undefined {
  if (input.threshold !== null) return input.threshold;
  const price = input.lastPrice;
  if (!price) return undefined;
  // A price in another currency than the wallet's says nothing about how many lookups are left.
  const currency = input.balance?.currency;
  if (price.currency && currency && price.currency.toUpperCase() !== currency.toUpperCase()) return undefined;
  return Math.round(price.amount * DEFAULT_WARNING_LOOKUPS * 100) / 100;
}

/** Low below the warning level, or whenever the provider refused for funds after the balance was read. */
export function isBalanceLow(input: LowBalanceInput): boolean {
  if (refusedSinceRead(input) !== undefined) return true;
  const level = warningLevel(input);
  const amount = parseAmount(input.balance?.amount);
  return level !== undefined && amount !== undefined && amount < level;
}
