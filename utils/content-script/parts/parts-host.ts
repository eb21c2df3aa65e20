/**
 * Where the always-on scanner and its injected parts meet: the page UI, the listing check, the context
 * reader, the more detectors. The background injects a part into this frame's isolated world on need; the part finds this host
 * on that world's global (the page's own world never sees it) and attaches. One registry, one started-guard
 * (a part attaches once, however often injected) and one retry rule. Each part sends and receives its own
 * messages; the scanner only tells a part what happened here (the user's triggers, a scan gone idle).
 */
import type { MarkStore } from '../paint/mark-store';
import type { Detection, DetectionKind } from '@/utils/detect/types';

/** A detector the scanner calls on a batch's text (utils/detect/detect-core.ts's `detectWith`). */
export type Detector = (text: string, kinds: readonly DetectionKind[]) => Detection[];

export const PARTS_HOST_KEY = '__vinTinLookupParts';

/** The parts; the scanner asks for one by `cs>bg:wake<name>` (utils/messaging/schemas.ts). */
export type PartName = 'PageUi' | 'ListingCheck' | 'ContextReader' | 'MoreDetectors';

/** What the scanner tells the listing check: a scan went idle, or the side panel read the list. */
export type ListingCheckEvent = 'afterScan' | 'listAsked';

/** Injections asked for at most, per part and page: a background that keeps refusing is not asked for ever. */
export const MAX_PART_ASKS = 3;

/** A part once running: the scanner's events, by the names the part gives them. */
export interface Part {
  on(event: string, data?: unknown): unknown;
  stop(): void;
}

/** What the scanner shares with every part. */
export interface PartsLink {
  readonly store: MarkStore;
  readonly signal: AbortSignal;
  alive(): boolean;
  /** Said after the idle text: whether a click costs a paid lookup or answers from the demo. */
  costHint(): string;
  /** The side panel read this frame's list: the listing check reads the VINs still unchecked. */
  listAsked(): void;
  /** The more-detectors part: every detector from now on (undefined: the common ones again). */
  useDetector(detect: Detector | undefined): void;
  /** Starts the part once: false (and `start` never called) when it runs already or the scanner is gone. */
  attach(name: PartName, start: () => Part): boolean;
}

export interface PartsHost {
  readonly link: PartsLink;
  /** Hands `event` to the part; before it runs, keeps the latest of each event for it and wakes it. */
  tell(name: PartName, event: string, data?: unknown): void;
  /** The part's answer, or undefined when it does not run (never wakes it). */
  ask(name: PartName, event: string, data?: unknown): unknown;
  /** Asks the background for the part: one ask at a time, another only after a failure, at most a few. */
  wake(name: PartName): void;
  has(name: PartName): boolean;
  remove(): void;
}

export function hostParts(
  shared: Omit<PartsLink, 'attach'>,
  /** Asks the background to inject the part into this frame; false when it could not. */
  inject: (name: PartName) => Promise<boolean>,
  global: object = globalThis,
): PartsHost {
  const holder = global as Record<string, PartsLink | undefined>;
  const parts = new Map<PartName, Part>();
  const waiting = new Map<PartName, Map<string, unknown>>();
  const asking = new Set<PartName>();
  const asks = new Map<PartName, number>();
  const wake = (name: PartName) => {
    const asked = asks.get(name) ?? 0;
    if (parts.has(name) || asking.has(name) || asked >= MAX_PART_ASKS) return;
    asking.add(name);
    asks.set(name, asked + 1);
    const failed = () => void asking.delete(name);
    void inject(name).then((done) => done || failed(), failed);
  };
  const link: PartsLink = {
    ...shared,
    attach(name, start) {
      if (parts.has(name) || !shared.alive()) return false;
      const part = start();
      parts.set(name, part);
      asking.delete(name);
      const missed = waiting.get(name);
      waiting.delete(name);
      for (const [event, data] of missed ?? []) part.on(event, data);
      return true;
    },
  };
  holder[PARTS_HOST_KEY] = link;
  return {
    link,
    tell(name, event, data) {
      const part = parts.get(name);
      if (part) return void part.on(event, data);
      const missed = waiting.get(name) ?? new Map<string, unknown>();
      missed.delete(event); // the latest of each, in the order they came
      waiting.set(name, missed.set(event, data));
      wake(name);
    },
    ask: (name, event, data) => parts.get(name)?.on(event, data),
    wake,
    has: (name) => parts.has(name),
    remove() {
      for (const part of parts.values()) part.stop();
      parts.clear();
      if (holder[PARTS_HOST_KEY] === link) delete holder[PARTS_HOST_KEY];
    },
  };
}

/** A part's side: the frame's host, when a live scanner left one on this isolated world's global. */
export function partsLinkOf(global: object = globalThis): PartsLink | undefined {
  const link = (global as Record<string, PartsLink | undefined>)[PARTS_HOST_KEY];
  return link?.alive() ? link : undefined;
}
