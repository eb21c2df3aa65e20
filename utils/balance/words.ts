/** The sentence for each wallet-check outcome (locales/en.yml, `provider.*`). Pure. */
import type { WalletOutcome } from '@/utils/api/wallet';
import type { Translate } from '@/utils/i18n/translate';
import { formatMoney } from './money';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export function describeWalletOutcome(outcome: WalletOutcome, baseUrl: string, t: Translate): string {
  if (outcome.ok) return t('provider.connected', [formatMoney(outcome.balance, outcome.currency)]);
  const host = hostOf(baseUrl);
  switch (outcome.problem) {
    case 'no_key':
      return t('provider.noKey');
    case 'bad_url':
      return t('baseUrl.invalid');
    case 'key_refused':
      return t('provider.keyRefused', [outcome.httpStatus ?? 401]);
    case 'sandbox':
      return t('provider.sandboxKey');
    case 'unreachable':
    case 'timeout':
      return t('provider.unreachable', [host]);
    case 'server':
      return t('provider.serverTrouble', [outcome.httpStatus ?? 500]);
    case 'not_provider': {
      const why =
        outcome.reason === 'html'
          ? t('provider.notProviderHtml')
          : outcome.reason === 'status'
            ? t('provider.notProviderStatus', [outcome.httpStatus ?? 0])
            : t('provider.notProviderShape');
      return t('provider.notProvider', [host, why]);
    }
  }
}
