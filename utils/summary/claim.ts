/**
 * Where a result's summary and printable report open: both read the answer from history by its id, and its
 * claims and verdict from the answer itself (utils/verdict/), never from their address or the page.
 */
export function resultPageHref(page: 'summary' | 'report', resultId: string): string {
  return `/${page}.html?${new URLSearchParams({ id: resultId }).toString()}`;
}
