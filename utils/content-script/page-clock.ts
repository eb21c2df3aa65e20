/** The real clock for the slice scheduler: performance.now, and the right way to yield for each priority. */
import type { SliceClock } from './slice-scheduler';

interface PageScheduler {
  yield?(): Promise<void>;
  postTask?(callback: () => void, options: { priority: 'background' }): Promise<void>;
}

const timeout = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function pageClock(): SliceClock {
  const scheduler = (globalThis as { scheduler?: PageScheduler }).scheduler;
  // Urgent work (what is on screen, what just changed): scheduler.yield lets input and rendering run,
  // then resumes ahead of other tasks, so marks appear fast. Background work (the rest of a long page):
  // a background-priority task, so the page's own timers and messages run first.
  const urgent = scheduler?.yield ? () => scheduler.yield!() : timeout;
  const background = scheduler?.postTask
    ? () => scheduler.postTask!(() => {}, { priority: 'background' })
    : timeout;
  return {
    now: () => performance.now(),
    yieldToPage: (priority) => (priority === 'urgent' ? urgent() : background()),
  };
}
