import type { BalanceView } from '@/utils/balance/view';
import { readStoredBalance, refreshBalance } from '@/utils/background/balance/store';
import { readEffectiveApiKey } from '@/utils/background/policy/settings';
import type { Settings } from '@/utils/settings/schema';
import type { BulkPrice } from '@/utils/bulk/schema';

/** The wallet balance for the plan, from the last free wallet check for this data source; none in Demo. */
export async function readKnownBalance(settings: Settings): Promise<BulkPrice | undefined> {
  if (settings.dataSource !== 'api') return undefined;
  const stored = await readStoredBalance(settings);
  const amount = Number(stored?.amount);
  return stored && Number.isFinite(amount) ? { amount, currency: stored.currency } : undefined;
}

export interface PlanBalance {
  balance?: BulkPrice;
  /** Why the free wallet check gave no balance (a sandbox key, a refused key, no connection). */
  problem?: string;
}

/**
 * The known balance, or else the provider's free wallet check (a GET that sends the key only and is never
 * billed) when a key is connected: a plan should say what the wallet holds, not "not known". Never a
 * verification call.
 */
export async function readOrFetchBalance(
  settings: Settings,
  fetchWallet: () => Promise<BalanceView> = refreshBalance,
  readKey: () => Promise<string | undefined> = readEffectiveApiKey,
): Promise<PlanBalance> {
  const known = await readKnownBalance(settings);
  if (known || settings.dataSource !== 'api' || !(await readKey())) return known ? { balance: known } : {};
  let view: BalanceView;
  try {
    view = await fetchWallet();
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
  const balance = await readKnownBalance(settings);
  if (balance) return { balance };
  return view.problem ? { problem: view.problem } : {};
}
