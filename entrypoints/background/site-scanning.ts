/**
 * Which pages get the content script: at every worker start and on every permission change, the one
 * dynamic registration follows the granted host permissions, and newly granted sites are scanned at once
 * in their open tabs. Also the "scan-page" keyboard command.
 */
import { browser } from 'wxt/browser';
import { browserRegistrationApi } from '@/utils/background/site-access/browser-api';
import { syncScanRegistration } from '@/utils/background/site-access/registration';
import { stopScanningRevokedSites } from '@/utils/background/site-access/revoke';
import { scanOpenTabs, scanTab } from '@/utils/site-access/scan-tab';
import { createSerialQueue } from '@/utils/storage/serial';

/** Name of the keyboard command in the manifest's `commands`. */
const SCAN_PAGE_COMMAND = 'scan-page';

// Start-up and permission events can arrive together: syncs run one after another.
const serial = createSerialQueue();
const sync = () => serial(() => syncScanRegistration(browserRegistrationApi));

function report(error: unknown): void {
  console.warn('[VIN & TIN Lookup] site scanning:', error);
}

export function registerSiteScanning(): void {
  // Listeners first and synchronously: a stopped worker is woken by these events.
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
    // After an update the old scripts in open tabs are orphaned (they clean up when a new one starts).
    void sync()
      .then((outcome) => scanOpenTabs(outcome.matches))
      .catch(report);
  });
  browser.commands?.onCommand.addListener((command, tab) => {
    if (command !== SCAN_PAGE_COMMAND || tab?.id === undefined) return;
    void scanTab(tab.id, { focus: true }).catch(report);
  });
  void sync().catch(report);

  // The worker's global scope is reachable only by the extension itself: end-to-end tests use this to
  // run what headless Chromium cannot trigger (a keyboard command) and to wait for the registration.
  Object.assign(globalThis, { vinTinSiteScanning: { scanTab, sync, stopScanningRevokedSites } });
}
