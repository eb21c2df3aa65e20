/**
 * The organisation's policy read as Chromium answers it after a browser start: seconds late. Unit tests
 * resolve each `storage.managed.get()` themselves; the marker helper writes what the last read held.
 */
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { policySeenItem, type PolicySeen } from '@/utils/background/policy/copy';

/** Every `storage.managed.get()` from now on waits until the test answers it (the newest one by default). */
export function slowManagedRead() {
  const answers: ((value: Record<string, unknown>) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  const get = vi.spyOn(fakeBrowser.storage.managed, 'get').mockImplementation(
    () =>
      new Promise((resolve, reject) => {
        answers.push(resolve as (value: Record<string, unknown>) => void);
        failures.push(reject);
      }) as never,
  );
  return {
    get,
    answer: (policy: Record<string, unknown>, index = answers.length - 1) => answers[index]!(policy),
    fail: (error: Error) => failures.at(-1)!(error),
  };
}

/** The `local:policySeen` marker of a last read that held `seen` (nothing else). */
export function markPolicySeen(seen: Partial<PolicySeen>): Promise<void> {
  return policySeenItem.setValue({
    policy: false,
    api: false,
    apiKey: false,
    limits: false,
    skipWelcome: false,
    ...seen,
  });
}
