/**
 * The listing check's text: each VIN's own row or card, found from the mark the scanner made (never by
 * searching the page for its characters, which finds a masked or same-model neighbour first), read in the
 * scheduler's slices, and only what a person can see. A card is the largest ancestor that holds no other
 * VIN, so a table of one model never reads as one listing.
 */
import { LISTING_CONTEXT_CHARS, PAGE_VINS_LIMIT } from '@/utils/messaging/page-vins';
import type { Mark, MarkStore } from '../paint/mark-store';
import type { SliceJob } from '../time/slice-scheduler';
import { readSeenText } from './seen-text';

/** Blocks are climbed until the text beside the VIN has at least this many characters. */
const ENOUGH_BESIDE = 40;
/** A table row, list item or card is one record whatever its length: never read its neighbours. */
const RECORD = /^(TR|LI|ARTICLE)$/;
/** VINs a page sends in all: a page that keeps loading listings must not send for ever. */
const MAX_PER_PAGE = 1_000;

export interface Listing {
  value: string;
  context: string;
}

/**
 * Which identifier each ancestor holds, of the marks given (one kind); '' for one holding two or more
 * (then so do all of its ancestors).
 */
export function ownersOf(marks: Iterable<Mark>): Map<Element, string> {
  const owners = new Map<Element, string>();
  for (const mark of marks) {
    for (let element: Element | null = mark.block; element; element = element.parentElement) {
      const owner = owners.get(element);
      if (owner === mark.value || owner === '') break; // climbed by this VIN already, or shared above
      owners.set(element, owner === undefined ? mark.value : '');
    }
  }
  return owners;
}

/** The mark's card: its block, widened while the wider element is still this identifier's alone. */
export function cardOf(mark: Mark, owners: ReadonlyMap<Element, string>): Element {
  let card = mark.block;
  const page = card.ownerDocument.body;
  for (
    let parent = card.parentElement;
    parent &&
    card !== page &&
    parent !== page &&
    owners.get(parent) === mark.value &&
    !RECORD.test(card.tagName) &&
    (card.textContent ?? '').length - mark.value.length < ENOUGH_BESIDE;
    parent = card.parentElement
  ) {
    card = parent;
  }
  return card;
}

/** The card's seen text, at most `limit` characters centred on the identifier. */
export function listingOf(
  mark: Mark,
  owners: ReadonlyMap<Element, string>,
  isSeen: (element: Element) => boolean,
  hidden?: string[],
  limit = LISTING_CONTEXT_CHARS,
): string {
  const at = { node: mark.range.startContainer, offset: mark.range.startOffset };
  const { text, offset } = readSeenText(cardOf(mark, owners), isSeen, at, hidden);
  const start = Math.max(0, Math.min(Math.max(offset, 0) - Math.floor(limit / 2), text.length - limit));
  return text.slice(start, start + limit).trim();
}

/** Drawn at all: the browser's own test, from styles only. */
const rendered = (element: Element) =>
  element.checkVisibility({ opacityProperty: true, visibilityProperty: true });

/**
 * A slice job that reads the listings of up to 50 VINs not sent yet and hands them over. Ancestors are
 * counted first over every VIN mark (masked ones too: a masked row shares its prefix, not its card).
 * Styles only, no layout: the round runs after a frame, and a page that changes meanwhile must not make
 * each card force a layout of it.
 */
export function listingJob(
  store: MarkStore,
  sent: Set<string>,
  send: (listings: Listing[]) => void,
): SliceJob | undefined {
  const vins = [...store.all()].filter((mark) => mark.kind === 'vin');
  const fresh = new Map<string, Mark>();
  for (const mark of vins) {
    if (sent.size + fresh.size >= MAX_PER_PAGE || fresh.size >= PAGE_VINS_LIMIT) break;
    if (!sent.has(mark.value) && !fresh.has(mark.value)) fresh.set(mark.value, mark);
  }
  if (fresh.size === 0) return undefined;
  for (const value of fresh.keys()) sent.add(value);
  const owners = ownersOf(vins);
  const queue = [...fresh.values()];
  let batch: Listing[] = [];
  const flush = () => {
    if (batch.length) send(batch);
    batch = [];
  };
  return {
    step(shouldYield) {
      while (queue.length) {
        const mark = queue.shift()!;
        if (mark.block.isConnected)
          batch.push({ value: mark.value, context: listingOf(mark, owners, rendered) });
        if (batch.length === PAGE_VINS_LIMIT) flush();
        if (shouldYield()) return false;
      }
      flush();
      return true;
    },
  };
}
