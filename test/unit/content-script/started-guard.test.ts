/**
 * The guard against forged "content script started" events (utils/content-script/main/started-guard.ts), on a plain
 * EventTarget: announcements made while an instance is starting pass, all others are stopped before
 * WXT's listener sees them.
 */
import { describe, expect, it } from 'vitest';
import { ContentScriptContext } from 'wxt/utils/content-script-context';
import { ANNOUNCING_KEY, guardStartedEvent } from '@/utils/content-script/main/started-guard';

const NAME = 'ext-id:content:wxt:content-script-started';

/** A window-like target with a document-like listener behind it, as events reach them in the page. */
function setUp() {
  const window = new EventTarget();
  const seen: string[] = [];
  const dispatch = (label: string) => {
    const event = new CustomEvent(NAME, { detail: { contentScriptName: 'content', messageId: label } });
    // Capture on window first; stopImmediatePropagation there keeps it from the document's listener.
    window.dispatchEvent(event);
    if (!event.cancelBubble) seen.push(label);
  };
  return { window, seen, dispatch };
}

describe('guardStartedEvent', () => {
  it('lets the starting instance announce itself, and stops every announcement after that', () => {
    const global = {};
    const { window, seen, dispatch } = setUp();
    const guard = guardStartedEvent(NAME, window, global);
    dispatch('ours'); // WXT's constructor, between module evaluation and main
    guard.announced();
    dispatch('forged by the page');
    expect(seen).toEqual(['ours']);
    expect(ANNOUNCING_KEY in global).toBe(false);
  });

  it("a newer instance's announcement passes the older instance's guard (they share the isolated world)", () => {
    const global = {};
    const { window, seen, dispatch } = setUp();
    guardStartedEvent(NAME, window, global).announced();
    const newer = guardStartedEvent(NAME, window, global);
    dispatch('newer');
    newer.announced();
    dispatch('forged');
    expect(seen).toEqual(['newer']);
  });

  it('once removed, it stops nothing', () => {
    const global = {};
    const { window, seen, dispatch } = setUp();
    const guard = guardStartedEvent(NAME, window, global);
    guard.announced();
    guard.remove();
    dispatch('after removal');
    expect(seen).toEqual(['after removal']);
  });

  it("guards the very event name WXT's context announces and listens for", () => {
    const name: unknown = ContentScriptContext['SCRIPT_STARTED_MESSAGE_TYPE'];
    expect(typeof name).toBe('string');
    expect(name as string).toMatch(/:wxt:content-script-started$/);
  });
});
