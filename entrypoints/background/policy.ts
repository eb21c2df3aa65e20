/** Policy changes apply live: the settings are read from it on every use; retention runs here. */
import { browser } from 'wxt/browser';
import { applyHistoryRetention } from '@/utils/background/policy/retention';

function report(error: unknown): void {
  console.warn('[VIN & TIN Lookup] policy:', error);
}

export function registerPolicy(): void {
  browser.storage.onChanged.addListener((_changes, area) => {
    if (area === 'managed') void applyHistoryRetention(Date.now()).catch(report);
  });
  void applyHistoryRetention(Date.now()).catch(report);
}
