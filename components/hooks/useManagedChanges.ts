import { useEffect } from 'preact/hooks';
import { browser } from 'wxt/browser';

/**
 * Calls back when the organisation's policy changes, so a page shows it without a reload: when Chrome says
 * so, and when the worker's read lands (it writes the session copy, utils/background/policy/copy.ts), since
 * a page may have been answered from the last known copy while the read was pending.
 */
export function useManagedChanges(onChange: () => void): void {
  useEffect(() => {
    const listener = (changes: object, area: string) => {
      if (area === 'managed' || (area === 'session' && Object.hasOwn(changes, 'policyCopy'))) onChange();
    };
    browser.storage.onChanged.addListener(listener);
    return () => browser.storage.onChanged.removeListener(listener);
  }, [onChange]);
}
