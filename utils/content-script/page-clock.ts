import type { SliceClock } from './slice-scheduler';

interface PageScheduler {
  yield?(): Promise<void>;
  postTask?(callback: () => void, options: { priority: 'background' }): Promise<void>;
}

const timeout = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function pageClock(): SliceClock {
  const scheduler = (globalThis as { scheduler?: PageScheduler }).scheduler;
  // scheduler.yield resumes ahead of other tasks, so urgent marks appear fast; background work waits for
  // the page's own timers and messages.
  const urgent = scheduler?.yield ? () => scheduler.yield!() : timeout;
  const background = scheduler?.postTask
    ? () => scheduler.postTask!(() => {}, { priority: 'background' })
    : timeout;
  return {
    now: () => performance.now(),
    yieldToPage: (priority) => (priority === 'urgent' ? urgent() : background()),
  };
}

/**
 * Runs `callback` in a task right after the page's next frame: its layout is then clean, and the frame
 * was the page's. A hidden tab draws no frames: then at once, in a task of its own.
 */
export function afterNextFrame(callback: () => void): void {
  if (document.visibilityState === 'hidden') setTimeout(callback);
  else requestAnimationFrame(() => setTimeout(callback));
}
