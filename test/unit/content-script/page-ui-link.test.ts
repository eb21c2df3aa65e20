import { describe, expect, it, vi } from 'vitest';
import { MarkStore } from '@/utils/content-script/paint/mark-store';
import { hostPageUi, PAGE_UI_LINK_KEY, type PageUi } from '@/utils/content-script/parts/page-ui-link';

function host(inject: () => Promise<boolean>, global: Record<string, unknown> = {}) {
  const controller = new AbortController();
  const pageUi = hostPageUi(
    {
      store: new MarkStore(),
      signal: controller.signal,
      alive: () => true,
      send: async () => 'sent',
      marksUnder: () => [],
      costHint: () => ' · demo',
      inject,
    },
    global,
  );
  return { pageUi, global };
}

function fakeUi(): PageUi & { seen: unknown[] } {
  const seen: unknown[] = [];
  return {
    seen,
    trigger: (trigger) => void seen.push(trigger),
    answer: (value, line, flag) => void seen.push({ value, line, flag }),
    isOwnNode: () => false,
    remove: () => {},
  };
}

describe('the page UI link', () => {
  it('asks the background for the UI once, however many triggers come before it runs', async () => {
    const inject = vi.fn(async () => true);
    const { pageUi } = host(inject);
    pageUi.trigger({ type: 'shortcut' });
    pageUi.trigger({ type: 'shortcut' });
    await Promise.resolve();
    pageUi.trigger({ type: 'shortcut' });
    expect(inject).toHaveBeenCalledTimes(1);
  });

  it('asks again after an injection that failed (access withdrawn, then given back)', async () => {
    const inject = vi.fn(async () => false);
    const { pageUi } = host(inject);
    pageUi.trigger({ type: 'shortcut' });
    await vi.waitFor(() => expect(inject).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    pageUi.trigger({ type: 'shortcut' });
    expect(inject).toHaveBeenCalledTimes(2);
  });

  it('hands the UI the trigger that woke it, the flags that came before it, and everything after', () => {
    const { pageUi, global } = host(async () => true);
    pageUi.trigger({ type: 'shortcut' });
    pageUi.answer('1HGCM82633A004352', 'The listing says 2019 Toyota', true);
    // A lookup's answer cannot come before the UI that sent it: it is not kept.
    pageUi.answer('4T1BF1FK5DU276514', '2013 Toyota Camry LE', false);
    const ui = fakeUi();
    const link = global[PAGE_UI_LINK_KEY] as typeof pageUi.link;
    expect(link).toBe(pageUi.link);
    expect(link.attach(ui)).toEqual({ type: 'shortcut' });
    expect([...link.flags]).toEqual([['1HGCM82633A004352', 'The listing says 2019 Toyota']]);
    expect(pageUi.awake).toBe(true);
    pageUi.answer('4T1BF1FK5DU276514', '2013 Toyota Camry LE', false);
    pageUi.trigger({ type: 'shortcut' });
    expect(ui.seen).toEqual([
      { value: '4T1BF1FK5DU276514', line: '2013 Toyota Camry LE', flag: false },
      { type: 'shortcut' },
    ]);
  });

  it('prepares the UI ahead of need with no trigger, once; a hover on the way is handed over', async () => {
    const inject = vi.fn(async () => true);
    const { pageUi, global } = host(inject);
    pageUi.prepare();
    pageUi.prepare();
    pageUi.trigger({ type: 'shortcut' });
    await Promise.resolve();
    expect(inject).toHaveBeenCalledTimes(1);
    const link = global[PAGE_UI_LINK_KEY] as typeof pageUi.link;
    expect(link.attach(fakeUi())).toEqual({ type: 'shortcut' });
    // Running: preparing again asks for nothing.
    pageUi.prepare();
    expect(inject).toHaveBeenCalledTimes(1);
  });

  it('a prepared UI that arrives before any trigger is handed none', async () => {
    const inject = vi.fn(async () => true);
    const { pageUi, global } = host(inject);
    pageUi.prepare();
    const link = global[PAGE_UI_LINK_KEY] as typeof pageUi.link;
    expect(link.attach(fakeUi())).toBeUndefined();
    expect(pageUi.awake).toBe(true);
  });

  it('a preparation that failed leaves the first trigger free to ask again', async () => {
    const inject = vi.fn(async () => false);
    const { pageUi } = host(inject);
    pageUi.prepare();
    await vi.waitFor(() => expect(inject).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    pageUi.trigger({ type: 'shortcut' });
    expect(inject).toHaveBeenCalledTimes(2);
  });

  it('withdraws the link from the world when the scanner stops', () => {
    const { pageUi, global } = host(async () => true);
    pageUi.remove();
    expect(global[PAGE_UI_LINK_KEY]).toBeUndefined();
  });
});
