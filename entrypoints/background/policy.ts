/** Policy changes apply live: the read starts with the worker and again on a change; retention runs here. */
import { browser } from 'wxt/browser';
import { startPolicyReader } from '@/utils/background/policy/read';
import { applyHistoryRetention } from '@/utils/background/policy/retention';

function report(error: unknown): void {
  console.warn('[VIN & TIN Lookup] policy:', error);
}

export function registerPolicy(): void {
  // First: its listener then starts the read of a change before any other listener asks for the policy.
  void startPolicyReader();
  browser.storage.onChanged.addListener((_changes, area) => {
    if (area === 'managed') void applyHistoryRetention(Date.now()).catch(report);
  });
  void applyHistoryRetention(Date.now()).catch(report);
}
