/**
 * The content script's registration follows the granted host permissions; new grants are scanned at once. The
 * "scan-page" keyboard command goes through the one command router (./shortcuts.ts).
 */
import { browser } from 'wxt/browser';
import { browserRegistrationApi } from '@/utils/background/site-access/browser-api';
import { syncScanRegistration } from '@/utils/background/site-access/registration';
import { stopScanningRevokedSites } from '@/utils/background/site-access/revoke';
import { scanOpenTabs, scanTab } from '@/utils/site-access/scan-tab';
import { createSerialQueue } from '@/utils/storage/serial';

// Start-up and permission events can arrive together: syncs run one after another.
const serial = createSerialQueue();
const sync = () => serial(() => syncScanRegistration(browserRegistrationApi));

function report(error: unknown): void {
  console.warn('[VIN & TIN Lookup] site scanning:', error);
}

export function registerSiteScanning(): void {
  browser.permissions.onAdded.addListener((added) => {
    void sync()
      .then(() => scanOpenTabs(added.origins ?? []))
      .catch(report);
  });
  browser.permissions.onRemoved.addListener((removed) => {
    void sync()
      .then(() => stopScanningRevokedSites(removed.origins ?? []))
      .catch(report);
  });
  browser.runtime.onInstalled.addListener(() => {
    // After an update the old scripts in open tabs are orphaned: they clean up when a new one starts.
    void sync()
      .then((outcome) => scanOpenTabs(outcome.matches))
      .catch(report);
  });
  void sync().catch(report);

  // Reachable only by the extension itself: end-to-end tests run a keyboard command and await the sync.
  Object.assign(globalThis, { vinTinSiteScanning: { scanTab, sync, stopScanningRevokedSites } });
}
