/**
 * The page UI's lookup flow (utils/content-script/page-ui/lookup-ui.ts), joined to a parts host as the
 * injected UI joins it (page-ui-main.ts), with WXT's fake browser as the background: a click on the button
 * sends one `cs>bg:lookup` with the card's text, the button says "sending" and then what the reply means
 * (opened in the panel, ready, failed), a refusal or no reply is a failure, and the answer is drawn on the
 * card (a canvas in a closed root), never written into the page's document. The button and the card are
 * stand-ins that record what they are told: their own rules are tested in overlay-helpers and
 * page-ui-privacy-clicks, and in real Chromium by test/e2e/page-ui*.spec.ts.
 */
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseHTML } from 'linkedom';
import type { Mark } from '@/utils/content-script/paint/mark-store';
import { MarkStore } from '@/utils/content-script/paint/mark-store';
import { hostParts } from '@/utils/content-script/parts/parts-host';
import { startPageUi } from '@/utils/content-script/page-ui/page-ui-main';
import { cardTextOf } from '@/utils/content-script/read/card-text';
import { answerReadyMessage, lookupStatusMessage } from '@/utils/content-script/page-ui/lookup-label';

const made = vi.hoisted(() => ({ overlays: [] as unknown[], cards: [] as unknown[] }));

vi.mock('@/utils/content-script/page-ui/overlay', () => ({
  Overlay: class {
    mark: unknown;
    hovered = false;
    hasFocus = false;
    buttonBox = undefined;
    setState = vi.fn();
    announce = vi.fn();
    answered = vi.fn();
    grantFocus = vi.fn();
    remove = vi.fn();
    show = vi.fn((mark: unknown) => void (this.mark = mark));
    hide = vi.fn(() => void (this.mark = undefined));
    isOwnNode = () => false;
    constructor(
      _document: unknown,
      readonly events: Record<string, (...args: unknown[]) => unknown>,
    ) {
      made.overlays.push(this);
    }
  },
}));
vi.mock('@/utils/content-script/page-ui/answer-card', () => ({
  AnswerCard: class {
    show = vi.fn();
    announce = vi.fn();
    hide = vi.fn();
    raise = vi.fn();
    remove = vi.fn();
    isOwnNode = () => false;
    constructor() {
      made.cards.push(this);
    }
  },
}));
// What a reader sees beside the identifier: its own rules are card-text's (test/unit/content-script/read).
vi.mock('@/utils/content-script/read/card-text', () => ({
  cardTextOf: vi.fn((mark: { value: string }) => ({ text: `Seller beside ${mark.value}`, hidden: '' })),
}));

interface FakeOverlay {
  mark: Mark | undefined;
  hovered: boolean;
  events: {
    activate(mark: Mark): void;
    refused(mark: Mark, why: string): void;
  };
  setState: ReturnType<typeof vi.fn>;
  announce: ReturnType<typeof vi.fn>;
  answered: ReturnType<typeof vi.fn>;
  hide: ReturnType<typeof vi.fn>;
  remove: ReturnType<typeof vi.fn>;
}
interface FakeCard {
  show: ReturnType<typeof vi.fn>;
  announce: ReturnType<typeof vi.fn>;
  remove: ReturnType<typeof vi.fn>;
}

const VIN = '1HGCM82633A004352';
const PAGE = `<html><body><p>Listing 42 · VIN ${VIN}</p></body></html>`;

type Sent = { type: string; data: unknown };

/** Removed after each test: the content channel adds its one runtime listener only while it has none. */
const hosts: { remove(): void }[] = [];

/** The page UI on a linkedom page, its button showing the VIN; `reply` is the background's to a lookup. */
function pageUi(reply: () => Promise<unknown>) {
  const { document, window } = parseHTML(PAGE);
  const own = window as unknown as Record<string, unknown>;
  for (const name of ['Node', 'Element', 'Text', 'HTMLElement']) vi.stubGlobal(name, own[name]);
  vi.stubGlobal('NodeFilter', own.NodeFilter ?? { SHOW_ELEMENT: 1, SHOW_TEXT: 4 });
  vi.stubGlobal('document', document);
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('innerHeight', 800);
  const sent: Sent[] = [];
  vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation((async (message: Sent) => {
    sent.push({ type: message.type, data: message.data });
    return message.type === 'cs>bg:lookup' ? reply() : { res: {} };
  }) as never);
  const store = new MarkStore();
  const markChecked = vi.spyOn(store, 'markChecked');
  const scanner = { alive: true };
  const global = {};
  const parts = hostParts(
    {
      store,
      signal: new AbortController().signal,
      alive: () => scanner.alive,
      costHint: () => '',
      useDetector: () => {},
      listAsked: () => {},
    },
    async () => true,
    global,
  );
  hosts.push(parts);
  expect(startPageUi(global)).toBe(true);
  const overlay = made.overlays.at(-1) as FakeOverlay;
  const card = made.cards.at(-1) as FakeCard;
  const text = document.querySelector('p')!.firstChild!;
  const mark: Mark = {
    kind: 'vin',
    value: VIN,
    confidence: 'high',
    range: { startContainer: text, startOffset: 15, endContainer: text, endOffset: 32 },
    block: document.querySelector('p') as unknown as Element,
  };
  overlay.mark = mark;
  const lookups = () => sent.filter(({ type }) => type === 'cs>bg:lookup');
  /** Resolves once the reply to the last click has been shown (or dropped). */
  const click = async () => {
    const before = overlay.announce.mock.calls.length;
    overlay.events.activate(mark);
    await vi.waitFor(() => expect(overlay.announce.mock.calls.length).toBeGreaterThan(before + 1));
  };
  return { document, overlay, card, mark, parts, scanner, markChecked, lookups, click };
}

/** A message from the background to this frame, as @webext-core/messaging sends it. */
function fromBackground(type: string, data: unknown) {
  // The fake passes on every argument: the third is the reply callback the channel answers through.
  return (fakeBrowser.runtime.onMessage.trigger as (...args: unknown[]) => Promise<unknown>)(
    { id: 7, type, data, timestamp: Date.now() },
    {},
    () => {},
  );
}

const states = (overlay: FakeOverlay) => overlay.setState.mock.calls.map(([, state]) => state as string);
const announced = (overlay: FakeOverlay) => overlay.announce.mock.calls.map(([message]) => message as string);
const status = (state: Parameters<typeof lookupStatusMessage>[0]) => lookupStatusMessage(state, 'vin', VIN);

afterEach(() => {
  for (const host of hosts.splice(0)) host.remove();
  made.overlays.length = 0;
  made.cards.length = 0;
  fakeBrowser.reset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the page UI lookup flow', () => {
  it('sends one lookup for a click, with the kind, value and the card text, and says "sending" until the reply', async () => {
    let answer: (value: unknown) => void = () => {};
    const ui = pageUi(() => new Promise((resolve) => (answer = resolve)));
    ui.overlay.events.activate(ui.mark);
    expect(states(ui.overlay)).toEqual(['sending']);
    expect(announced(ui.overlay)).toEqual([status('sending')]);
    await vi.waitFor(() => expect(ui.lookups()).toHaveLength(1));
    expect(ui.lookups()[0]!.data).toEqual({
      kind: 'vin',
      value: VIN,
      context: vi.mocked(cardTextOf).mock.results[0]!.value,
    });
    answer({ res: { accepted: true, panelOpened: true } });
    await vi.waitFor(() => expect(states(ui.overlay)).toEqual(['sending', 'sent']));
    expect(announced(ui.overlay)).toEqual([status('sending'), status('sent')]);
    expect(ui.markChecked).toHaveBeenCalledWith(VIN);
    expect(ui.lookups()).toHaveLength(1);
  });

  it('says the answer is ready when the browser would not open the panel', async () => {
    const ui = pageUi(async () => ({ res: { accepted: true, panelOpened: false } }));
    await ui.click();
    expect(states(ui.overlay)).toEqual(['sending', 'ready']);
    expect(announced(ui.overlay).at(-1)).toBe(status('ready'));
  });

  it.each([
    ['a refusal', async () => ({ res: { accepted: false } })],
    ['an error reply', async () => ({ err: { message: 'Quota reached' } })],
    ['no reply at all', async () => undefined],
    ['a lost channel', () => Promise.reject(new Error('Extension context invalidated.'))],
  ])('shows a failure for %s, and the identifier is not marked as looked up', async (_name, reply) => {
    const ui = pageUi(reply);
    await ui.click();
    expect(states(ui.overlay)).toEqual(['sending', 'failed']);
    expect(announced(ui.overlay).at(-1)).toBe(status('failed'));
    expect(ui.markChecked).not.toHaveBeenCalled();
    // A failure is not retried on its own: only the user's next click asks again.
    expect(ui.lookups()).toHaveLength(1);
  });

  it('sends nothing for an answer, a listing flag, a hover or the shortcut: only a click looks up', async () => {
    const ui = pageUi(async () => ({ res: { accepted: true, panelOpened: true } }));
    await ui.click();
    await fromBackground('bg>cs:answer', { value: VIN, line: '✓ Specification found · 2003 Honda Accord' });
    await fromBackground('bg>cs:listingFlag', { value: VIN, line: 'The listing says 2019 Toyota' });
    ui.parts.tell('PageUi', 'trigger', { type: 'shortcut' });
    expect(ui.lookups()).toHaveLength(1);
    await ui.click();
    expect(ui.lookups()).toHaveLength(2);
  });

  it('draws the answer and a listing flag on the card, announcing only the answer, and writes neither into the page', async () => {
    const ui = pageUi(async () => ({ res: { accepted: true, panelOpened: true } }));
    const before = ui.document.documentElement.outerHTML;
    await ui.click();
    const line = `✓ Specification found · ${Math.random().toString(36).slice(2)}`;
    await fromBackground('bg>cs:answer', { value: VIN, line });
    expect(ui.card.show).toHaveBeenLastCalledWith([{ text: line, flag: false }], undefined, []);
    expect(ui.card.announce).toHaveBeenCalledWith(answerReadyMessage('vin', VIN));
    expect(ui.overlay.answered).toHaveBeenCalledWith(VIN);

    const flag = 'The listing says 2019 Toyota; the VIN says 2003 Honda';
    ui.card.announce.mockClear();
    await fromBackground('bg>cs:listingFlag', { value: VIN, line: flag });
    expect(ui.card.show).toHaveBeenLastCalledWith(
      [
        { text: line, flag: false },
        { text: flag, flag: true },
      ],
      undefined,
      [],
    );
    expect(ui.card.announce).not.toHaveBeenCalled();
    expect(ui.overlay.answered).toHaveBeenCalledTimes(1);
    // The page's own document holds none of it.
    expect(ui.document.documentElement.outerHTML).toBe(before);
  });

  it('draws an answer whose verdict warns amber, and a plain one in ink', async () => {
    const ui = pageUi(async () => ({ res: { accepted: true, panelOpened: true } }));
    await ui.click();
    const differs = '⚠ Found, but it does not match the VIN · 2015 Toyota Camry LE';
    await fromBackground('bg>cs:answer', { value: VIN, line: differs, warn: true });
    expect(ui.card.show).toHaveBeenLastCalledWith([{ text: differs, flag: true }], undefined, []);
    // A later answer for the same VIN replaces the line and its colour.
    const plain = 'Specification found · 2003 Honda Accord EX';
    await fromBackground('bg>cs:answer', { value: VIN, line: plain, warn: false });
    expect(ui.card.show).toHaveBeenLastCalledWith([{ text: plain, flag: false }], undefined, []);
  });

  it('keeps an answer for an identifier not shown, and draws nothing for it now', async () => {
    const ui = pageUi(async () => ({ res: { accepted: true } }));
    ui.overlay.mark = undefined;
    await fromBackground('bg>cs:answer', { value: '2T1BURHE0JC000001', line: '✓ Toyota' });
    expect(ui.card.show).not.toHaveBeenCalled();
    expect(ui.card.announce).not.toHaveBeenCalled();
    // Heard all the same: the button for it now says it has an answer.
    expect(ui.overlay.answered).toHaveBeenCalledWith('2T1BURHE0JC000001');
  });

  it('says why a click did not count on the card, until the next click', async () => {
    const ui = pageUi(async () => ({ res: { accepted: true, panelOpened: true } }));
    const why = 'Not sent: the button was covered';
    ui.overlay.events.refused(ui.mark, why);
    expect(ui.card.show).toHaveBeenLastCalledWith([{ text: why, flag: true }], undefined, []);
    expect(ui.lookups()).toHaveLength(0);
    await ui.click();
    expect(ui.card.show.mock.calls.at(-1)![0]).toEqual([]);
  });

  it('shows a late reply nowhere once the scanner is gone', async () => {
    let answer: (value: unknown) => void = () => {};
    const ui = pageUi(() => new Promise((resolve) => (answer = resolve)));
    ui.overlay.events.activate(ui.mark);
    await vi.waitFor(() => expect(ui.lookups()).toHaveLength(1));
    ui.scanner.alive = false;
    answer({ res: { accepted: true, panelOpened: true } });
    await vi.waitFor(() => expect(ui.markChecked).toHaveBeenCalled());
    await Promise.resolve();
    expect(states(ui.overlay)).toEqual(['sending']);
    expect(announced(ui.overlay)).toEqual([status('sending')]);
  });

  it('announces a reply for a button since moved to another identifier, but leaves that button as it is', async () => {
    let answer: (value: unknown) => void = () => {};
    const ui = pageUi(() => new Promise((resolve) => (answer = resolve)));
    ui.overlay.events.activate(ui.mark);
    await vi.waitFor(() => expect(ui.lookups()).toHaveLength(1));
    ui.overlay.mark = { ...ui.mark, value: '2T1BURHE0JC000001' };
    answer({ res: { accepted: true, panelOpened: true } });
    await vi.waitFor(() => expect(announced(ui.overlay).at(-1)).toBe(status('sent')));
    expect(states(ui.overlay)).toEqual(['sending']);
  });

  it('leaves the result on the button longer than a hover, then hides it unless the pointer is on it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const ui = pageUi(async () => ({ res: { accepted: true, panelOpened: true } }));
    await ui.click();
    // A hover button goes 400 ms after the pointer leaves; a result stays to be read.
    vi.advanceTimersByTime(400);
    expect(ui.overlay.hide).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(ui.overlay.hide).toHaveBeenCalledTimes(1);

    const hovered = pageUi(async () => ({ res: { accepted: true, panelOpened: true } }));
    await hovered.click();
    hovered.overlay.hovered = true;
    vi.runAllTimers();
    expect(hovered.overlay.hide).not.toHaveBeenCalled();
  });

  it('takes its button, card and message handlers down when the scanner removes it', async () => {
    const ui = pageUi(async () => ({ res: { accepted: true } }));
    await fromBackground('bg>cs:answer', { value: VIN, line: '✓ in time' });
    expect(ui.card.show).toHaveBeenCalledTimes(1);
    ui.parts.remove();
    expect(ui.overlay.remove).toHaveBeenCalled();
    expect(ui.card.remove).toHaveBeenCalled();
    await fromBackground('bg>cs:answer', { value: VIN, line: '✓ late' });
    expect(ui.card.show).toHaveBeenCalledTimes(1);
  });
});
