/**
 * WXT's fake browser has no i18n; give it the shipped English so modules that word things through
 * `#i18n` (the content script's labels, the background's notices) run in unit tests as in the browser.
 */
import fc from 'fast-check';
import { beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { englishMessageByName, fillSubstitutions } from './english';

fakeBrowser.i18n.getMessage = (name: string, substitutions?: string | string[]) => {
  const message = englishMessageByName(name);
  if (message === undefined) return '';
  return fillSubstitutions(
    message,
    typeof substitutions === 'string' ? [substitutions] : (substitutions ?? []),
  );
};

// Property tests explore new cases on every local run; CI replays one fixed set so a submission is
// judged on the cases its author ran with `CI=true`. A local failure prints its seed to replay.
if (process.env.CI) fc.configureGlobal({ seed: 20_261_122 });

// The worker reads the policy once per start (utils/background/policy/read.ts): each case is a new start,
// as each fakeBrowser.reset() is a new browser.
// Imported here, not at the top: the storage module must load after the fake browser is in place.
beforeEach(async () => (await import('@/utils/background/policy/read')).resetPolicyReader());
