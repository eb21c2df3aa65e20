/**
 * Where the always-on scanner and the page UI meet. The UI (button, answer card, keyboard) is a separate
 * script the background injects into this frame once its marks are on screen (or on a first need before
 * that), into this same isolated world: the scanner leaves this link on the world's global, and the UI
 * takes it and registers itself. The page's own world never sees either.
 */
import type { Mark, MarkStore } from '../paint/mark-store';

export const PAGE_UI_LINK_KEY = '__vinTinLookupPageUi';

/** After a click: shown in the opened side panel, waiting in a panel the browser would not open, or failed. */
export type LookupResultState = 'sent' | 'ready' | 'failed';

/** What woke the UI, or what the user did since: all from trusted events, checked by the scanner's side. */
export type PageUiTrigger =
  | { type: 'pointer'; x: number; y: number; target: Element }
  | { type: 'focus'; target: Element }
  | { type: 'shortcut' }
  | { type: 'reveal'; mark: Mark };

/** What the UI offers once it runs. */
export interface PageUi {
  trigger(trigger: PageUiTrigger): void;
  /** A lookup's one-line answer, or (`flag`) a listing that disagrees with its VIN. */
  answer(value: string, line: string, flag: boolean): void;
  isOwnNode(node: Node): boolean;
  remove(): void;
}

export interface PageUiLink {
  readonly store: MarkStore;
  readonly signal: AbortSignal;
  alive(): boolean;
  /** Sends the lookup with what its card shows a reader (and lays out unseen), for the name check. */
  send(mark: Mark, context: { text: string; hidden: string }): Promise<LookupResultState>;
  /** The marks of the block `target` is part of. */
  marksUnder(target: Element): readonly Mark[];
  /** Listing flags that came before the UI did, by value (answers come only after the UI's own clicks). */
  readonly flags: ReadonlyMap<string, string>;
  /** Said after the idle text: whether a click costs a paid lookup or answers from the demo. */
  costHint(): string;
  /** The UI registers itself; returns the trigger that woke it. */
  attach(ui: PageUi): PageUiTrigger | undefined;
}

export interface PageUiLinkOptions extends Omit<PageUiLink, 'attach' | 'flags'> {
  /** Asks the background to inject the UI into this frame; false when it could not. */
  inject(): Promise<boolean>;
}

export interface PageUiHost {
  readonly link: PageUiLink;
  /** Hands a trigger to the UI, waking it first if needed. */
  trigger(trigger: PageUiTrigger): void;
  /** Wakes the UI ahead of need, with no trigger to hand it; nothing when it runs or is on its way. */
  prepare(): void;
  answer(value: string, line: string, flag: boolean): void;
  isOwnNode(node: Node): boolean;
  readonly awake: boolean;
  remove(): void;
}

/** Publishes the link on `global`; the UI is asked for once at a time, and again only after a failure. */
export function hostPageUi(options: PageUiLinkOptions, global: object = globalThis): PageUiHost {
  const holder = global as Record<string, PageUiLink | undefined>;
  const flags = new Map<string, string>();
  let ui: PageUi | undefined;
  let pending: PageUiTrigger | undefined;
  let asked = false;
  const { inject, ...rest } = options;
  const wake = () => {
    if (asked) return;
    asked = true;
    void inject().then(
      (done) => void (asked = done),
      () => void (asked = false),
    );
  };
  const link: PageUiLink = {
    ...rest,
    flags,
    attach(started) {
      ui = started;
      const first = pending;
      pending = undefined;
      return first;
    },
  };
  holder[PAGE_UI_LINK_KEY] = link;
  return {
    link,
    get awake() {
      return ui !== undefined;
    },
    trigger(trigger) {
      if (ui) return ui.trigger(trigger);
      pending = trigger;
      wake();
    },
    prepare: () => void (ui || wake()),
    answer(value, line, flag) {
      if (flag) flags.set(value, line);
      ui?.answer(value, line, flag);
    },
    isOwnNode: (node) => ui?.isOwnNode(node) === true,
    remove() {
      ui?.remove();
      ui = undefined;
      if (holder[PAGE_UI_LINK_KEY] === link) delete holder[PAGE_UI_LINK_KEY];
    },
  };
}
