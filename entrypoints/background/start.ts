/**
 * Wires the background: storage lock-down, the lookup service and every listener. Listeners are added
 * synchronously at each start, as MV3 requires; all state lives in storage, so the worker can be
 * stopped and restarted at any moment.
 */
import { z } from 'zod';
import { translate } from '@/utils/i18n/extension-translate';
import { readApiKey, restrictLocalStorageToTrustedContexts } from '@/utils/key/store';
import { isCacheable, readCache } from '@/utils/lookup/cache';
import { saveLookup } from '@/utils/lookup/save-lookup';
import { createLookupService } from '@/utils/lookup/service';
import { checkSourceReady, createSourceCaller } from '@/utils/lookup/sources';
import { settleInterruptedLookups } from '@/utils/panel/tab-lookups';
import { getSettings } from '@/utils/settings/store';
import { installSiteScanning } from '@/utils/site-access/install';
import { registerBulkHandlers } from './bulk-handlers';
import { registerPageHandlers } from './page-handlers';
import { registerPanelHandlers } from './panel-handlers';
import { registerProviderHandlers } from './provider-handlers';
import { refreshBalance } from '@/utils/balance/store';
import { registerShortcuts } from './shortcuts';
import { registerUiHandlers } from './ui-handlers';
import { registerWelcome } from './welcome';

export function startBackground(): void {
  // MV3 forbids eval, which zod's fast path uses.
  z.config({ jitless: true });
  void restrictLocalStorageToTrustedContexts();

  const service = createLookupService({
    t: translate,
    getSettings,
    checkReady: (settings) => checkSourceReady(settings, readApiKey, translate),
    callSource: createSourceCaller(readApiKey, { t: translate }),
    readCache,
    isCacheable,
    saveLookup,
    now: () => Date.now(),
    newId: () => crypto.randomUUID(),
    onUnbilledAnswer: () => void refreshBalance().catch(() => undefined),
  });

  void settleInterruptedLookups(Date.now());
  const bulk = registerBulkHandlers(service);
  registerUiHandlers(service, bulk);
  registerPageHandlers(service);
  registerPanelHandlers();
  registerShortcuts(service);
  registerWelcome();
  registerProviderHandlers(service);
  installSiteScanning();
}
