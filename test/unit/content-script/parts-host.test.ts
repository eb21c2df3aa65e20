import { describe, expect, it, vi } from 'vitest';
import { MarkStore } from '@/utils/content-script/paint/mark-store';
import {
  hostParts,
  MAX_PART_ASKS,
  partsLinkOf,
  PARTS_HOST_KEY,
  type Part,
  type PartName,
} from '@/utils/content-script/parts/parts-host';

function host(inject: (name: PartName) => Promise<boolean>, alive = () => true) {
  const global: Record<string, unknown> = {};
  const listAsked = vi.fn();
  const parts = hostParts(
    {
      store: new MarkStore(),
      signal: new AbortController().signal,
      alive,
      costHint: () => '',
      listAsked,
      useDetector: () => {},
    },
    inject,
    global,
  );
  return { parts, global, listAsked };
}

function fakePart(): Part & { heard: unknown[]; stopped: boolean } {
  const part = {
    heard: [] as unknown[],
    stopped: false,
    on: (event: string, data?: unknown) => void part.heard.push([event, data]),
    stop: () => void (part.stopped = true),
  };
  return part;
}

describe('the parts host', () => {
  it('asks the background for a part once, however many events come before it runs', async () => {
    const inject = vi.fn(async () => true);
    const { parts } = host(inject);
    parts.tell('PageUi', 'trigger', { type: 'shortcut' });
    parts.tell('PageUi', 'trigger', { type: 'shortcut' });
    parts.wake('PageUi');
    await Promise.resolve();
    parts.tell('PageUi', 'trigger', { type: 'shortcut' });
    expect(inject).toHaveBeenCalledTimes(1);
    expect(inject).toHaveBeenCalledWith('PageUi');
  });

  it('asks again only after a failure, and at most a few times a page', async () => {
    const inject = vi.fn(async () => false);
    const { parts } = host(inject);
    for (let ask = 0; ask < MAX_PART_ASKS + 2; ask++) {
      parts.wake('ListingCheck');
      await vi.waitFor(() => expect(inject).toHaveBeenCalledTimes(Math.min(ask + 1, MAX_PART_ASKS)));
      await Promise.resolve();
    }
    expect(inject).toHaveBeenCalledTimes(MAX_PART_ASKS);
    // Each part has its own count.
    parts.wake('PageUi');
    expect(inject).toHaveBeenLastCalledWith('PageUi');
  });

  it('hands a part the latest of each event it missed, in order, then every event as it comes', () => {
    const { parts, global } = host(async () => true);
    parts.tell('PageUi', 'trigger', { type: 'pointer', n: 1 });
    parts.tell('PageUi', 'isOwnNode', 'a');
    parts.tell('PageUi', 'trigger', { type: 'shortcut' });
    const part = fakePart();
    const link = partsLinkOf(global)!;
    expect(link).toBe(parts.link);
    expect(link.attach('PageUi', () => part)).toBe(true);
    expect(part.heard).toEqual([
      ['isOwnNode', 'a'],
      ['trigger', { type: 'shortcut' }],
    ]);
    expect(parts.has('PageUi')).toBe(true);
    parts.tell('PageUi', 'trigger', { type: 'shortcut', n: 2 });
    expect(part.heard).toHaveLength(3);
  });

  it('starts a part once: a second injection attaches nothing', () => {
    const { parts } = host(async () => true);
    const start = vi.fn(fakePart);
    expect(parts.link.attach('ContextReader', start)).toBe(true);
    expect(parts.link.attach('ContextReader', start)).toBe(false);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('asks a part without waking it, and answers nothing for a part that does not run', () => {
    const inject = vi.fn(async () => true);
    const { parts } = host(inject);
    expect(parts.ask('PageUi', 'isOwnNode', {})).toBeUndefined();
    expect(inject).not.toHaveBeenCalled();
    parts.link.attach('PageUi', () => ({ on: (event) => event === 'isOwnNode', stop: () => {} }));
    expect(parts.ask('PageUi', 'isOwnNode', {})).toBe(true);
  });

  it('lets no part attach to a scanner that is gone, and stops every part when removed', () => {
    let alive = true;
    const { parts, global } = host(
      async () => true,
      () => alive,
    );
    const part = fakePart();
    parts.link.attach('ListingCheck', () => part);
    parts.remove();
    expect(part.stopped).toBe(true);
    expect(global[PARTS_HOST_KEY]).toBeUndefined();
    alive = false;
    expect(parts.link.attach('PageUi', fakePart)).toBe(false);
    expect(partsLinkOf({ [PARTS_HOST_KEY]: parts.link })).toBeUndefined();
  });
});
