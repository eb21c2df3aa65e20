/**
 * What a lookup's answer is set against: the identifier's own card, as a reader sees it, and the text it
 * lays out unseen (a name no reader can see beside a TIN is no claim: the name check then says nothing).
 * Seen is proven, not assumed (utils/taxpayer/visible-text.ts): on top at every glyph, readable in size and
 * contrast, in view, through no filter, mask or clip. Read once, on the user's click, so it may afford
 * layout and hit tests.
 */
import { listingOf, ownersOf } from './listing-context';
import type { Mark, MarkStore } from '../paint/mark-store';
import { OVERLAY_TAG } from '../scan/element-rules';
import { LISTING_CONTEXT_CHARS } from '@/utils/messaging/page-vins';
import { visibleTextKit } from '@/utils/taxpayer/visible-text';
import { drawnSurface } from './drawn-surface';

export interface CardText {
  text: string;
  hidden: string;
}

/** `isOwn`: our own hosts (the answer card's), which hit tests look through, as they do our button's. */
export function cardTextOf(mark: Mark, store: MarkStore, isOwn?: (element: Element) => boolean): CardText {
  const owners = ownersOf([...store.all()].filter((other) => other.kind === mark.kind));
  const hidden: string[] = [];
  const { isSeen } = visibleTextKit({ ownTags: [OVERLAY_TAG], isOwn, drawnOn: drawnSurface() });
  const text = listingOf(mark, owners, isSeen, hidden);
  return { text, hidden: hidden.join(' ').slice(0, LISTING_CONTEXT_CHARS) };
}
