/** What the page UI works with: the scanner's shared link, and what the UI adds to it on its own side. */
import type { Mark, MarkStore } from '../paint/mark-store';

/** After a click: shown in the opened side panel, waiting in a panel the browser would not open, or failed. */
export type LookupResultState = 'sent' | 'ready' | 'failed';

export interface PageUiLink {
  readonly store: MarkStore;
  readonly signal: AbortSignal;
  alive(): boolean;
  /** Sends the lookup with what its card shows a reader (and lays out unseen), for the name check. */
  send(mark: Mark, context: { text: string; hidden: string }): Promise<LookupResultState>;
  /** The marks of the block `target` is part of. */
  marksUnder(target: Element): readonly Mark[];
  /** Said after the idle text: whether a click costs a paid lookup or answers from the demo. */
  costHint(): string;
}
