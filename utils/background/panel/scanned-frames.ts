/**
 * The frames besides the top one our script runs in, per tab: a message to a tab gets one frame's answer,
 * so the background asks each. Each announces itself by `cs>bg:hello` (webNavigation would cost an
 * install warning). Only the background reads or writes this record (a test checks it).
 */
import { storage } from 'wxt/utils/storage';
import type { PageIdentifier } from '@/utils/messaging/protocol';
import { identifierKey } from '@/utils/detect/identifier-key';
import { createSerialQueue } from '@/utils/storage/serial';

/** Per tab id, the frame ids (never 0: the top document is always asked) in the order they announced. */
export const scannedFramesItem = storage.defineItem<Record<string, number[]>>('session:scannedFrames', {
  fallback: {},
});

/** Frames kept per tab: a page that keeps replacing its frames must not grow the list for ever. */
export const MAX_FRAMES_PER_TAB = 50;
const serial = createSerialQueue();

export function recordScannedFrame(tabId: number, frameId: number): Promise<void> {
  if (frameId === 0) return Promise.resolve();
  return serial(async () => {
    const all = await scannedFramesItem.getValue();
    const frames = all[tabId] ?? [];
    if (frames.includes(frameId)) return;
    await scannedFramesItem.setValue({ ...all, [tabId]: [...frames, frameId].slice(-MAX_FRAMES_PER_TAB) });
  });
}

/** Forgets frames that no longer answer (their document went away), or the whole tab once closed. */
export function forgetScannedFrames(tabId: number, frameIds?: readonly number[]): Promise<void> {
  return serial(async () => {
    const all = await scannedFramesItem.getValue();
    if (!(tabId in all)) return;
    const { [tabId]: frames = [], ...rest } = all;
    const kept = frameIds ? frames.filter((frameId) => !frameIds.includes(frameId)) : [];
    await scannedFramesItem.setValue(kept.length > 0 ? { ...rest, [tabId]: kept } : rest);
  });
}

export async function framesToAsk(tabId: number): Promise<number[]> {
  return [0, ...((await scannedFramesItem.getValue())[tabId] ?? [])];
}

export interface FrameTarget {
  tabId: number;
  frameId: number;
}

/** Asks each frame that may hold our script; frames that did not answer are left out and forgotten. */
export async function askEveryFrame<R>(
  tabId: number,
  ask: (target: FrameTarget) => Promise<R>,
): Promise<{ frameId: number; answer: R }[]> {
  const frames = await framesToAsk(tabId);
  const settled = await Promise.allSettled(frames.map((frameId) => ask({ tabId, frameId })));
  const gone = frames.filter((frameId, index) => frameId !== 0 && settled[index]!.status === 'rejected');
  if (gone.length > 0) await forgetScannedFrames(tabId, gone);
  return settled.flatMap((outcome, index) =>
    outcome.status === 'fulfilled' ? [{ frameId: frames[index]!, answer: outcome.value }] : [],
  );
}

/** The lists of several frames as one: each identifier once, counts added, in order of first appearance. */
export function mergeFrameLists(lists: readonly (readonly PageIdentifier[])[]): PageIdentifier[] {
  const byKey = new Map<string, PageIdentifier>();
  for (const list of lists) {
    for (const item of list) {
      const key = identifierKey(item);
      const seen = byKey.get(key);
      if (!seen) byKey.set(key, { ...item });
      else {
        seen.count += item.count;
        if (item.confidence === 'high') seen.confidence = 'high';
      }
    }
  }
  return [...byKey.values()];
}
