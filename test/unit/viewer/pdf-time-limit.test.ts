import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pdfPageProblemOf } from '@/utils/viewer/pdf-failures';
import { PDF_PAGE_TIME_LIMIT_MS, withinPdfTimeLimit } from '@/utils/viewer/pdf-time-limit';

describe('withinPdfTimeLimit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stops work that runs past the limit and rejects as "too slow"', async () => {
    const stop = vi.fn();
    const never = new Promise<string>(() => {});
    const limited = withinPdfTimeLimit(never, PDF_PAGE_TIME_LIMIT_MS, stop);
    const outcome = limited.then(
      () => 'resolved',
      (error: unknown) => pdfPageProblemOf(error),
    );
    await vi.advanceTimersByTimeAsync(PDF_PAGE_TIME_LIMIT_MS - 1);
    expect(stop).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(stop).toHaveBeenCalledOnce();
    expect(await outcome).toBe('too-slow');
  });

  it('passes a value or an error through untouched, and never stops work that finished', async () => {
    const stop = vi.fn();
    await expect(withinPdfTimeLimit(Promise.resolve(7), 100, stop)).resolves.toBe(7);
    const broken = new Error('bad page');
    broken.name = 'UnknownErrorException';
    await expect(withinPdfTimeLimit(Promise.reject(broken), 100, stop)).rejects.toBe(broken);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(stop).not.toHaveBeenCalled();
  });
});
