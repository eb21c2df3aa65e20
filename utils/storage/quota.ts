/** Browsers word it differently ("QUOTA_BYTES quota exceeded", "QuotaExceededError"): match loosely. */
export function isQuotaError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /quota/i.test(text);
}

/** What a newest-first list keeps when storage is full: each try gives up the oldest half. */
export function newestHalf<T>(entries: readonly T[]): T[] {
  return entries.slice(0, Math.ceil(entries.length / 2));
}

/**
 * Writes a newest-first list; when storage is full, gives up the oldest half and tries again, so the
 * newest entry is the last thing ever lost. Returns how many entries were dropped.
 */
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
