import { browser } from 'wxt/browser';
import { forgetListingChecks } from '@/utils/background/panel/listing-flags';
import { forgetScannedFrames } from '@/utils/background/panel/scanned-frames';
import { forgetFrameCountries } from '@/utils/background/page-country/frame-countries';
import { recordTopScanner } from '@/utils/background/site-access/own-page-scanners';
import { forgetTab } from '@/utils/background/tab-lookups/record';

/** A closed tab's lookups, frames and listing checks are forgotten: storage.session holds only live tabs. */
export function registerClosedTabs(): void {
  browser.tabs.onRemoved.addListener((tabId) => {
    void forgetTab(tabId);
    void forgetScannedFrames(tabId);
    void forgetListingChecks(tabId);
    void forgetFrameCountries(tabId);
    void recordTopScanner(tabId, false);
  });
}
