import { describe, expect, it } from 'vitest';
import { createSliceScheduler, type SliceJob } from '@/utils/content-script/time/slice-scheduler';

describe('createSliceScheduler afterSlice', () => {
  it('runs after every slice, saying when no work is left', async () => {
    let time = 0;
    const clock = { now: () => time, yieldToPage: async () => {} };
    const calls: boolean[] = [];
    const scheduler = createSliceScheduler(clock, { budgetMs: 8, afterSlice: (idle) => calls.push(idle) });
    let left = 20;
    const job: SliceJob = {
      step(shouldYield) {
        while (left > 0) {
          time += 1;
          left--;
          if (shouldYield()) return left === 0;
        }
        return true;
      },
    };
    scheduler.enqueue(job);
    await scheduler.whenIdle();
    // 20 units of 1 ms in 8 ms slices: three slices, the last one leaving the scheduler idle.
    expect(calls).toEqual([false, false, true]);
  });
});
