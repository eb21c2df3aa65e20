import { readStoredBalance } from '@/utils/balance/store';
import type { Settings } from '@/utils/settings/schema';
import type { BulkPrice } from './schema';

/** The wallet balance for the plan, from the last free wallet check for this data source; none in Demo. */
export async function readKnownBalance(settings: Settings): Promise<BulkPrice | undefined> {
  if (settings.dataSource !== 'api') return undefined;
  const stored = await readStoredBalance(settings);
  const amount = Number(stored?.amount);
  return stored && Number.isFinite(amount) ? { amount, currency: stored.currency } : undefined;
}
