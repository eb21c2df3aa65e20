import { describe, expect, it, vi } from 'vitest';
import { prepareWhenSeen } from '@/utils/content-script/parts/page-ui-trigger';

/** A document whose visibility the test sets, as the browser would on a tab switch. */
function fakeDocument(state: DocumentVisibilityState) {
  const target = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  target.visibilityState = state;
  const show = (next: DocumentVisibilityState) => {
    target.visibilityState = next;
    target.dispatchEvent(new Event('visibilitychange'));
  };
  return { document: target as unknown as Document, show };
}

describe('the page UI prepared ahead of need', () => {
  it('is prepared at once in a tab on screen', () => {
    const prepare = vi.fn();
    prepareWhenSeen(fakeDocument('visible').document, new AbortController().signal, prepare);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('waits in a tab loaded in the background until it is shown, then is prepared once', () => {
    const prepare = vi.fn();
    const { document, show } = fakeDocument('hidden');
    prepareWhenSeen(document, new AbortController().signal, prepare);
    expect(prepare).not.toHaveBeenCalled();
    show('hidden');
    expect(prepare).not.toHaveBeenCalled();
    show('visible');
    show('hidden');
    show('visible');
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('is not prepared once the scanner stopped, however the tab is shown after', () => {
    const prepare = vi.fn();
    const { document, show } = fakeDocument('hidden');
    const controller = new AbortController();
    prepareWhenSeen(document, controller.signal, prepare);
    controller.abort();
    show('visible');
    expect(prepare).not.toHaveBeenCalled();
  });
});
