import type { Logger } from 'wxt';

/** WXT's build log would mix with the caller's output; warnings and errors still show, and errors still throw. */
export function silentWxtLogger(): Logger {
  const quiet = () => undefined;
  return {
    debug: quiet,
    log: quiet,
    info: quiet,
    warn: console.warn,
    error: console.error,
    fatal: console.error,
    success: quiet,
    level: 0,
  };
}
