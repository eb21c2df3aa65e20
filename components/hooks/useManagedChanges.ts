import { useEffect } from 'preact/hooks';
import { browser } from 'wxt/browser';

/** Calls back when the organisation's policy changes, so a page shows it without a reload. */
export function useManagedChanges(onChange: () => void): void {
  useEffect(() => {
    const listener = (_changes: unknown, area: string) => {
      if (area === 'managed') onChange();
    };
    browser.storage.onChanged.addListener(listener);
    return () => browser.storage.onChanged.removeListener(listener);
  }, [onChange]);
}
