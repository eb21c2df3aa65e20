/**
 * The wallet balance for the plan, when the extension knows it. Hook: the wallet feature stores it;
 * until it does, nothing is known and the plan says so (no call is made just to ask).
 */
import { storage } from 'wxt/utils/storage';
import type { BulkPrice } from './schema';

/** Where the wallet feature may keep its last reading: `{ amount, currency }`, read defensively. */
const BALANCE_KEYS = ['local:walletBalance', 'local:balance'] as const;

export async function readKnownBalance(): Promise<BulkPrice | undefined> {
  for (const key of BALANCE_KEYS) {
    const raw: unknown = await storage.getItem(key).catch(() => undefined);
    if (typeof raw !== 'object' || raw === null) continue;
    const { amount, currency } = raw as { amount?: unknown; currency?: unknown };
    const value = typeof amount === 'string' ? Number(amount) : amount;
    if (typeof value === 'number' && Number.isFinite(value) && typeof currency === 'string') {
      return { amount: value, currency };
    }
  }
  return undefined;
}
