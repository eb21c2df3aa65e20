/**
 * Which elements the scanner reads, skips or treats as block boundaries: tag and attribute rules only,
 * never computed styles (a style read per element would cost a style recalculation on a large page).
 */

/** The page UI's button host (page-ui/overlay.ts): its shadow root is ours, never page prose. */
export const OVERLAY_TAG = 'vin-tin-lookup-overlay';

/** The slice of an Element the inline rule reads, so it runs in plain Node tests. */
export interface ElementLike {
  readonly localName: string;
}

/** Whose text is not page prose: code, form controls (their values are the user's), graphics, templates. */
const SKIPPED_TAGS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'noscript',
  'textarea',
  'input',
  'select',
  'option',
  'template',
  'svg',
  'canvas',
  // Not in the list but never rendered as text either.
  'head',
  'iframe',
  'object',
]);

/** Attributes that must make the scanner re-read an element when they change. */
export const SKIP_ATTRIBUTES = ['contenteditable', 'aria-hidden', 'hidden', 'data-vin-tin-ignore'] as const;

/**
 * Where nothing is scanned, as a selector (one native `matches()` or `closest()` call): the tags above,
 * editable regions (the user is typing there), content hidden from assistive technology, and anything a
 * site marks with `data-vin-tin-ignore`. "true" is compared as written: HTML folds the case of an
 * attribute's value only for a fixed list of attributes.
 */
export const SKIPPED_SELECTOR = [
  ...SKIPPED_TAGS,
  // Our button's host: its shadow root is ours, and text a page puts in it is never shown.
  OVERLAY_TAG,
  '[contenteditable]',
  '[data-vin-tin-ignore]',
  '[aria-hidden="true"]',
  // Markup no one sees ("<div hidden>RC 4417</div>"): a number there is no one's to look up. Read again
  // when the page shows it (the attribute is watched).
  '[hidden]',
].join(',');

/** The tags above and our button's host: the selector's only parts an element without attributes can match. */
const SKIPPED_NAMES: ReadonlySet<string> = new Set([...SKIPPED_TAGS, OVERLAY_TAG]);

/**
 * `element.matches(SKIPPED_SELECTOR)`, asked cheaply first: most elements read are a plain `<p>` or `<td>`,
 * and a script-world `matches()` hands the whole selector to the page's engine each call. An element with
 * no attributes can match only by its tag (at most case-insensitively), so only a name the set may hold
 * after lowering (`createElementNS(html, 'SCRIPT')`) goes on to the selector.
 */
export function isSkippedElement(element: Element): boolean {
  const name = element.localName;
  if (SKIPPED_NAMES.has(name)) return true;
  if (!element.hasAttributes() && !SKIPPED_NAMES.has(name.toLowerCase())) return false;
  return element.matches(SKIPPED_SELECTOR);
}

/**
 * Elements rendered inline by default: text inside them flows on with its neighbours, so an identifier
 * may run across them (`<b>1HGCM</b>82633A004352`, `1HGCM<wbr>82633A004352`). Everything else (blocks,
 * table cells, list items, `<br>`, images, unknown and custom elements) ends the text run, so text from
 * two cells or two lines is never glued into one identifier.
 */
const INLINE_TAGS: ReadonlySet<string> = new Set([
  'a',
  'abbr',
  'acronym',
  'b',
  'bdi',
  'bdo',
  'big',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'ins',
  'kbd',
  'label',
  'mark',
  'nobr',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'time',
  'tt',
  'u',
  'var',
  'wbr',
]);

export function isInlineElement(element: ElementLike): boolean {
  return INLINE_TAGS.has(element.localName);
}
