import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from '@/utils/content-script/page-clock';

/** Frames the test draws one at a time, and the page's first contentful paint it reports. */
let frames: FrameRequestCallback[];
let contentfulPaint: boolean;

function drawFrame() {
  const due = frames;
  frames = [];
  for (const frame of due) frame(performance.now());
  // afterNextFrame's task, right after the frame.
  vi.runOnlyPendingTimers();
}

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  contentfulPaint = false;
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
  vi.stubGlobal('document', { visibilityState: 'visible' });
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name: string) =>
    name === 'first-contentful-paint' && contentfulPaint ? [{ name } as PerformanceEntry] : [],
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("a loading page's first screen is the page's", () => {
  it('waits past a first frame that drew nothing, to the frame after it', () => {
    const read = vi.fn();
    afterFirstScreen(read);
    drawFrame();
    expect(read).not.toHaveBeenCalled();
    drawFrame();
    expect(read).toHaveBeenCalledTimes(1);
    drawFrame();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads right after the next frame once the page has painted content', () => {
    contentfulPaint = true;
    const read = vi.fn();
    afterFirstScreen(read);
    drawFrame();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('never reads once cancelled (the script was taken down)', () => {
    const read = vi.fn();
    afterFirstScreen(read)();
    drawFrame();
    drawFrame();
    expect(read).not.toHaveBeenCalled();
  });
});
