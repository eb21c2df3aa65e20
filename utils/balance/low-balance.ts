/** Whether to warn before a run of paid lookups. Pure, so the bulk page can use it too. */
import { parseAmount } from './money';

export const DEFAULT_WARNING_LOOKUPS = 10;

export interface LowBalanceInput {
  balance?: { amount: string; currency: string };
  /** The user's level (settings.lowBalanceThreshold); null for the default. */
  threshold: number | null;
  lastPrice?: { amount: number; currency?: string };
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

export function isBalanceLow(input: LowBalanceInput): boolean {
  const level = warningLevel(input);
  const amount = parseAmount(input.balance?.amount);
  return level !== undefined && amount !== undefined && amount < level;
}
