import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  askEveryFrame,
  forgetScannedFrames,
  framesToAsk,
  MAX_FRAMES_PER_TAB,
  mergeFrameLists,
  recordScannedFrame,
  type FrameTarget,
} from '@/utils/background/panel/scanned-frames';

describe('scanned frames of a tab', () => {
  beforeEach(() => fakeBrowser.reset());

  it('asks the top document first, then each frame that announced itself, once each', async () => {
    expect(await framesToAsk(4)).toEqual([0]);
    await recordScannedFrame(4, 12);
    await recordScannedFrame(4, 0);
    await recordScannedFrame(4, 7);
    await recordScannedFrame(4, 12);
    await recordScannedFrame(5, 3);
    expect(await framesToAsk(4)).toEqual([0, 12, 7]);
    await forgetScannedFrames(4);
    expect(await framesToAsk(4)).toEqual([0]);
    expect(await framesToAsk(5)).toEqual([0, 3]);
  });

  it(`keeps the ${MAX_FRAMES_PER_TAB} latest frames of a page that keeps replacing them`, async () => {
    for (let frameId = 1; frameId <= MAX_FRAMES_PER_TAB + 10; frameId++) await recordScannedFrame(1, frameId);
    const frames = await framesToAsk(1);
    expect(frames).toHaveLength(MAX_FRAMES_PER_TAB + 1);
    expect(frames.slice(0, 2)).toEqual([0, 11]);
  });

  it('returns the answers by frame, and forgets the frames that no longer answer (never the top)', async () => {
    await recordScannedFrame(2, 8);
    await recordScannedFrame(2, 9);
    const asked: FrameTarget[] = [];
    const answers = await askEveryFrame(2, async (target) => {
      asked.push(target);
      if (target.frameId !== 9)
        throw new Error('Could not establish connection. Receiving end does not exist.');
      return 'https://dealer.example/frame';
    });
    expect(asked).toEqual([
      { tabId: 2, frameId: 0 },
      { tabId: 2, frameId: 8 },
      { tabId: 2, frameId: 9 },
    ]);
    expect(answers).toEqual([{ frameId: 9, answer: 'https://dealer.example/frame' }]);
    expect(await framesToAsk(2)).toEqual([0, 9]);
  });

  it('a frame announcing itself while a list request forgets a gone frame is kept: no lost update', async () => {
    // Slow writes widen the window between a writer's read and its write, as a busy worker does.
    const area = fakeBrowser.storage.session;
    const write = area.set.bind(area);
    vi.spyOn(area, 'set').mockImplementation(async (items) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return write(items);
    });
    await recordScannedFrame(6, 8);
    // The side panel's list request (the background asks every frame) finds frame 8 gone and forgets
    // it, while frame 9's script announces itself with its config request.
    const gone = () => Promise.reject(new Error('Receiving end does not exist.'));
    await Promise.all([
      askEveryFrame(6, ({ frameId }) => (frameId === 8 ? gone() : Promise.resolve([]))),
      recordScannedFrame(6, 9),
      recordScannedFrame(6, 10),
    ]);
    expect(await framesToAsk(6)).toEqual([0, 9, 10]);
  });

  it('merges the lists of several frames: each identifier once, counts added, confident if any sighting is', () => {
    const vin = { kind: 'vin' as const, value: '1HGCM82633A004352' };
    const tin = { kind: 'tin' as const, value: '10493827-0001' };
    const top = [
      { ...vin, confidence: 'low' as const, count: 1 },
      { ...tin, confidence: 'high' as const, count: 2 },
    ];
    const frame = [
      { ...vin, confidence: 'high' as const, count: 3 },
      { kind: 'cac' as const, value: 'RC1456032', confidence: 'high' as const, count: 1 },
    ];
    expect(mergeFrameLists([top, frame])).toEqual([
      { ...vin, confidence: 'high', count: 4 },
      { ...tin, confidence: 'high', count: 2 },
      { kind: 'cac', value: 'RC1456032', confidence: 'high', count: 1 },
    ]);
    // The frames' own lists are left as they were.
    expect(top[0]).toEqual({ ...vin, confidence: 'low', count: 1 });
  });
});
