/** Browsers word it differently ("QUOTA_BYTES quota exceeded", "QuotaExceededError"): match loosely. */
export function isQuotaError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /quota/i.test(text);
}

export function newestHalf<T>(entries: readonly T[]): T[] {
  return entries.slice(0, Math.ceil(entries.length / 2));
}

/** On a full storage, drops the oldest half and retries: the newest entry is the last ever lost. */
export async function writeNewestFirst<T>(
  write: (entries: T[]) => Promise<void>,
  entries: T[],
): Promise<{ dropped: number }> {
  let kept = entries;
  for (;;) {
    try {
      await write(kept);
      return { dropped: entries.length - kept.length };
    } catch (error) {
      if (!isQuotaError(error) || kept.length <= 1) throw error;
      kept = newestHalf(kept);
    }
  }
}
