/** The last wallet balance and where it was read: one read for another host or preset is not shown. */
import type { BalanceView } from '@/utils/balance/view';
import { storage } from 'wxt/utils/storage';
import { z } from 'zod';
import type { WalletOutcome } from '@/utils/api/wallet';
import { listHistory } from '@/utils/background/history/store';
import { lastReportedPrice } from '@/utils/history/spend';
import { translate } from '@/utils/i18n/extension-translate';
import { getEffectiveSettings, readEffectiveApiKey } from '@/utils/background/policy/settings';
import { cacheNamespace, effectiveBaseUrl } from '@/utils/background/lookup/data-source';
import { walletFor } from '@/utils/background/lookup/sources';
import type { Settings } from '@/utils/settings/schema';
import { isBalanceLow, refusedSinceRead, warningLevel } from '@/utils/balance/low-balance';
import { lastFundsRefusalAt } from '@/utils/balance/funds-refusal';
import { describeWalletOutcome } from '@/utils/balance/words';

export const storedBalanceSchema = z.object({
  amount: z.string(),
  currency: z.string(),
  at: z.number(),
  /** The data source it was read from (cacheNamespace). */
  source: z.string(),
});
export type StoredBalance = z.infer<typeof storedBalanceSchema>;

export const balanceItem = storage.defineItem<unknown>('local:walletBalance');

export async function readStoredBalance(settings: Settings): Promise<StoredBalance | undefined> {
  const parsed = storedBalanceSchema.safeParse(await balanceItem.getValue());
  return parsed.success && parsed.data.source === cacheNamespace(settings) ? parsed.data : undefined;
}

export async function getBalanceView(problem?: string): Promise<BalanceView> {
  const settings = await getEffectiveSettings();
  if (settings.dataSource !== 'api') return { enabled: false, low: false };
  const stored = await readStoredBalance(settings);
  const rows = await listHistory().catch(() => []);
  const lastPrice = lastReportedPrice(rows);
  const fundsRefusedAt = lastFundsRefusalAt(rows);
  const balance = stored && { amount: stored.amount, currency: stored.currency, at: stored.at };
  const input = {
    threshold: settings.lowBalanceThreshold,
    ...(balance ? { balance } : {}),
    ...(lastPrice ? { lastPrice } : {}),
    ...(fundsRefusedAt !== undefined ? { fundsRefusedAt } : {}),
  };
  const level = warningLevel(input);
  const refusedAt = refusedSinceRead(input);
  return {
    enabled: true,
    ...(balance ? { balance } : {}),
    ...(level !== undefined ? { level } : {}),
    low: isBalanceLow(input),
    ...(refusedAt !== undefined ? { refusedAt } : {}),
    ...(problem ? { problem } : {}),
  };
}

export async function rememberBalance(
  outcome: WalletOutcome,
  settings: Settings,
  now: number,
): Promise<void> {
  if (!outcome.ok) return;
  const stored: StoredBalance = {
    amount: outcome.balance,
    currency: outcome.currency,
    at: now,
    source: cacheNamespace(settings),
  };
  await balanceItem.setValue(stored);
}

/** The free wallet check with the saved settings and key; the view says what went wrong, if anything. */
export async function refreshBalance(): Promise<BalanceView> {
  const settings = await getEffectiveSettings();
  if (settings.dataSource !== 'api') return getBalanceView();
  const outcome = await walletFor(settings, (await readEffectiveApiKey()) ?? '', { t: translate });
  await rememberBalance(outcome, settings, Date.now());
  return getBalanceView(
    outcome.ok ? undefined : describeWalletOutcome(outcome, effectiveBaseUrl(settings), translate),
  );
}
