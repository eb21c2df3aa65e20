/**
 * The viewer's own words (its toolbar, messages and page notices), told apart from the PDF's: the scanner
 * skips them (`data-vin-tin-ignore`), and they carry the interface's language, while the document's is the
 * PDF's (unknown: the scanner reads the page's country from it). One rule for every element the viewer adds.
 */

let language = '';

/** Set once at start, from the browser's interface language. */
export function setViewerLanguage(ui: string): void {
  language = ui;
}

export function markViewerOwn(element: Element): void {
  element.setAttribute('data-vin-tin-ignore', '');
  if (language) element.setAttribute('lang', language);
}
