/** Connect: the free wallet check on the form's values, and the save only when it passed. */
import { formatBalanceShort } from '@/utils/balance/connected';
import { rememberBalance } from '@/utils/background/balance/store';
import { describeWalletOutcome } from '@/utils/balance/words';
import { readApiKey } from '@/utils/background/key/store';
import { effectiveBaseUrl } from '@/utils/background/lookup/data-source';
import { walletFor } from '@/utils/background/lookup/sources';
import { applyPolicy } from '@/utils/background/policy/merge';
import { readPolicy } from '@/utils/background/policy/read';
import { translate } from '@/utils/i18n/extension-translate';
import type { ConnectReport } from '@/utils/messaging/protocol';
import { getSettings } from '@/utils/background/settings/store';
import { saveUserSettings, type SettingsSave } from '@/utils/background/options/save';
import { settingsView } from '@/utils/background/options/view';

export async function connect(save: SettingsSave): Promise<ConnectReport> {
  const { apiKey, ...update } = save;
  // The organisation's values win over the form's: a managed key goes to the managed address only.
  const { policy } = await readPolicy();
  const settings = {
    ...applyPolicy({ ...(await getSettings()), ...update }, policy),
    dataSource: 'api' as const,
  };
  const key = policy.apiKey ?? (apiKey?.key.trim() || ((await readApiKey()) ?? ''));
  const outcome = await walletFor(settings, key, { t: translate });
  // A sandbox key is one the provider knows; it keeps no wallet for it, which is no reason to refuse it.
  if (!outcome.ok && outcome.problem !== 'sandbox') {
    return {
      ok: false,
      problem: outcome.problem,
      message: describeWalletOutcome(outcome, effectiveBaseUrl(settings), translate),
    };
  }
  await saveUserSettings({ ...save, dataSource: 'api' });
  await rememberBalance(outcome, settings, Date.now());
  const message = outcome.ok
    ? translate('connect.connected', [formatBalanceShort(outcome.balance, outcome.currency)])
    : translate('connect.connectedSandbox');
  return { ok: true, message, view: await settingsView() };
}
