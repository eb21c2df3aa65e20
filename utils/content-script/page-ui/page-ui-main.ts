/** Joins the frame's scanner through its link, once: a second injection finds the UI already there. */
import { PAGE_UI_LINK_KEY, type PageUiLink } from '../parts/page-ui-link';
import { LookupUi } from './lookup-ui';

const STARTED_KEY = '__vinTinLookupPageUiStarted';

export function startPageUi(global: object = globalThis): boolean {
  const holder = global as Record<string, unknown>;
  const link = holder[PAGE_UI_LINK_KEY] as PageUiLink | undefined;
  if (!link || !link.alive() || holder[STARTED_KEY] === link) return false;
  holder[STARTED_KEY] = link;
  const ui = new LookupUi(document, link);
  const first = link.attach({
    trigger: (trigger) => ui.trigger(trigger),
    answer: (value, line, flag) => ui.answer(value, line, flag),
    isOwnNode: (node) => ui.isOwnNode(node),
    remove: () => {
      ui.remove();
      if (holder[STARTED_KEY] === link) delete holder[STARTED_KEY];
    },
  });
  if (first) ui.trigger(first);
  return true;
}
