/** MV3 wakes a stopped worker by its events: listeners are added synchronously, state lives in storage. */
import { z } from 'zod';
import { translate } from '@/utils/i18n/extension-translate';
import { restrictLocalStorageToTrustedContexts } from '@/utils/background/key/store';
import {
  getEffectiveSettings,
  readEffectiveApiKey,
  settingsForLookup,
} from '@/utils/background/policy/settings';
import { isCacheable, readCache } from '@/utils/background/cache/store';
import { saveLookup } from '@/utils/background/lookup/save-lookup';
import { storedSentCalls } from '@/utils/background/lookup/sent-calls';
import { answerNamespace } from '@/utils/background/lookup/account';
import { createLookupService } from '@/utils/background/lookup/service';
import { checkSourceReady, createSourceCaller } from '@/utils/background/lookup/sources';
import { settleInterruptedLookups } from '@/utils/background/tab-lookups/record';
import { registerBulkHandlers } from './bulk-handlers';
import { registerClosedTabs } from './closed-tabs';
import { registerContentScriptHandlers } from './content-script-handlers';
import { registerContextMenu } from './context-menu';
import { registerPanelHandlers } from './panel-handlers';
import { registerPolicy } from './policy';
import { registerProviderHandlers } from './provider-handlers';
import { readStoredBalance, refreshBalance } from '@/utils/background/balance/store';
import { createStoredSpendLedger } from '@/utils/background/ledger/store';
import { readPolicy } from '@/utils/background/policy/read';
import { createSpendGuard } from '@/utils/background/policy/spend-guard';
import { parseChargeAmount } from '@/utils/api/amount';
import { registerShortcuts } from './shortcuts';
import { registerSiteScanning } from './site-scanning';
import { registerUiHandlers } from './ui-handlers';
import { registerViewer } from './viewer';
import { registerImageMenu } from './image-menu';
import { registerWelcome } from './welcome';

export function startBackground(): void {
  // MV3 forbids eval, which zod's fast path uses.
  z.config({ jitless: true });
  void restrictLocalStorageToTrustedContexts();

  const service = createLookupService({
    t: translate,
    // Demo lookups answer before the policy read; one that could be paid waits for it (settings.ts).
    getSettings: settingsForLookup,
    checkReady: (settings) => checkSourceReady(settings, readEffectiveApiKey, translate),
    callSource: createSourceCaller(readEffectiveApiKey, { t: translate }),
    readCache,
    isCacheable,
    saveLookup,
    now: () => Date.now(),
    newId: () => crypto.randomUUID(),
    onUnbilledAnswer: () => void refreshBalance().catch(() => undefined),
    sentCalls: storedSentCalls,
    namespaceOf: (settings) => answerNamespace(settings, readEffectiveApiKey),
    // The organisation's ledger, apart from history: Clear history never resets a limit.
    spend: createSpendGuard({
      t: translate,
      ledger: createStoredSpendLedger(),
      readPolicy,
      walletCurrency: async () =>
        (await readStoredBalance(await getEffectiveSettings()))?.currency ??
        (await refreshBalance()).balance?.currency,
      readWallet: async () => {
        const { balance } = await refreshBalance();
        const amount = parseChargeAmount(balance?.amount);
        return balance && amount !== undefined ? { balance: amount, currency: balance.currency } : undefined;
      },
      now: () => Date.now(),
      newId: () => crypto.randomUUID(),
    }),
  });

  void settleInterruptedLookups(Date.now());
  const bulk = registerBulkHandlers(service);
  registerUiHandlers(service, bulk);
  registerContentScriptHandlers(service);
  registerPanelHandlers();
  const contextMenuClick = registerContextMenu(service);
  const onCommand = registerShortcuts(service);
  registerClosedTabs();
  registerWelcome();
  registerProviderHandlers(service);
  registerSiteScanning();
  registerPolicy();
  const viewerMenuClick = registerViewer();
  const imageMenuClick = registerImageMenu();

  // Reachable only by the extension itself, never by pages: end-to-end tests fire menus and shortcuts.
  Object.assign(globalThis, {
    vinTinTestHooks: { contextMenuClick, onCommand, viewerMenuClick, imageMenuClick },
  });
}
