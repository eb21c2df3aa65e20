import { getBalanceView, refreshBalance, rememberBalance } from '@/utils/background/balance/store';
import { describeWalletOutcome } from '@/utils/balance/words';
import { summariseSpend } from '@/utils/history/spend';
import { listHistory } from '@/utils/background/history/store';
import { translate } from '@/utils/i18n/extension-translate';
import { readApiKey } from '@/utils/background/key/store';
import { applyPolicy } from '@/utils/background/policy/merge';
import { readPolicy } from '@/utils/background/policy/read';
import { effectiveBaseUrl } from '@/utils/background/lookup/data-source';
import type { LookupService } from '@/utils/background/lookup/service';
import { walletFor } from '@/utils/background/lookup/sources';
import { handle } from '@/utils/background/messaging/router';
import { getSettings } from '@/utils/background/settings/store';

export function registerProviderHandlers(service: LookupService): void {
  handle('ui>bg:testConnection', async ({ apiKey, ...form }) => {
    // The organisation's values win over the form's too: a managed key goes to the managed address only.
    const { policy } = await readPolicy();
    const settings = {
      ...applyPolicy({ ...(await getSettings()), ...form }, policy),
      dataSource: 'api' as const,
    };
    const key = policy.apiKey ?? (apiKey?.trim() || ((await readApiKey()) ?? ''));
    const outcome = await walletFor(settings, key, { t: translate });
    await rememberBalance(outcome, settings, Date.now());
    return { ok: outcome.ok, message: describeWalletOutcome(outcome, effectiveBaseUrl(settings), translate) };
  });
  handle('ui>bg:getBalance', () => getBalanceView());
  handle('ui>bg:refreshBalance', () => refreshBalance());
  handle('ui>bg:checkStatus', (request) => service.checkStatus(request));
  handle('ui>bg:spendSummary', async () => summariseSpend(await listHistory(), Date.now()));
}
