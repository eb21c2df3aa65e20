/**
 * A bulk file's shape, counted before anything is built from it: a 0.66 MB CSV can describe 300,000 columns
 * by 20,000 rows, and a spreadsheet's XML millions of cells. Counting keeps no cell, so a hostile file costs
 * one pass over its bytes. Pure.
 */

export interface DelimitedShape {
  /** Records holding something other than delimiters and spaces (papaparse's "greedy" blank lines are not). */
  rows: number;
  /** The most fields in any record, blank ones included: papaparse builds each record before it drops it. */
  widest: number;
}

const QUOTE = 0x22;
const SPACE = 0x20;
const TAB = 0x09;

/**
 * Records and fields as papaparse reads them with this delimiter and line break: a quote opens a field only at
 * its start, "" inside is a quote, and a quote closes the field only before spaces and then a delimiter, a line
 * break or the end (a stray one is text, and the search goes on).
 */
export function measureDelimitedText(text: string, delimiter: string, newline: string): DelimitedShape {
  const delimiterCode = delimiter.charCodeAt(0);
  const newlineCode = newline.charCodeAt(0);
  const length = text.length;
  const isDelimiter = (at: number) =>
    text.charCodeAt(at) === delimiterCode && (delimiter.length === 1 || text.startsWith(delimiter, at));
  const isNewline = (at: number) =>
    text.charCodeAt(at) === newlineCode && (newline.length === 1 || text.startsWith(newline, at));

  let rows = 0;
  let widest = 0;
  let fields = 1;
  let content = false;
  let open = false;
  const endRecord = () => {
    if (content) rows++;
    if (fields > widest) widest = fields;
    fields = 1;
    content = false;
    open = false;
  };

  let at = 0;
  let fieldStart = true;
  while (at < length) {
    if (fieldStart && text.charCodeAt(at) === QUOTE) {
      open = true;
      at = closingQuote(text, at, isDelimiter, isNewline, () => (content = true));
      fieldStart = false;
      continue;
    }
    if (isDelimiter(at)) {
      fields++;
      open = true;
      at += delimiter.length;
      fieldStart = true;
      continue;
    }
    if (isNewline(at)) {
      endRecord();
      at += newline.length;
      fieldStart = true;
      continue;
    }
    const code = text.charCodeAt(at);
    if (code !== SPACE && code !== TAB && code > 13) content = true;
    open = true;
    fieldStart = false;
    at++;
  }
  if (open || content) endRecord();
  return { rows, widest };
}

/** Where the quoted field opened at `start` ends; the end of the text when it never closes. */
function closingQuote(
  text: string,
  start: number,
  isDelimiter: (at: number) => boolean,
  isNewline: (at: number) => boolean,
  sawContent: () => void,
): number {
  let search = start + 1;
  for (;;) {
    const quote = text.indexOf('"', search);
    if (quote === -1) {
      if (text.length > start + 1) sawContent();
      return text.length;
    }
    if (text.charCodeAt(quote + 1) === QUOTE) {
      sawContent();
      search = quote + 2;
      continue;
    }
    let after = quote + 1;
    while (
      after < text.length &&
      !isDelimiter(after) &&
      (text.charCodeAt(after) === SPACE || text.charCodeAt(after) === TAB)
    )
      after++;
    if (after >= text.length || isDelimiter(after) || isNewline(after)) {
      if (/\S/.test(text.slice(start + 1, quote))) sawContent();
      return after;
    }
    search = quote + 1;
  }
}

const LESS_THAN = 0x3c;
const LETTER_C = 0x63;
const SLASH = 0x2f;
const GREATER_THAN = 0x3e;

/** The worksheet SheetJS reads first: the workbook's first <sheet>, through its relationship; undefined when
 * the zip is no xlsx (an .ods is measured by its unpacked size alone). */
function firstSheetPath(files: Readonly<Record<string, Uint8Array>>): string | undefined {
  const book = files['xl/workbook.xml'];
  const rels = files['xl/_rels/workbook.xml.rels'];
  if (!book || !rels) return undefined;
  const decoder = new TextDecoder();
  const id = /<(?:\w+:)?sheet\b[^>]*?\br:id="([^"]+)"/.exec(decoder.decode(book))?.[1];
  if (!id) return undefined;
  const relation = new RegExp(`<Relationship\\b[^>]*?\\bId="${id.replace(/\W/g, '\\$&')}"[^>]*>`).exec(
    decoder.decode(rels),
  )?.[0];
  const target = relation && /\bTarget="([^"]+)"/.exec(relation)?.[1];
  if (!target) return undefined;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/**
 * The cells (<c> elements, empty ones included) in the first `maxRows` rows of the workbook's first sheet, from
 * its XML bytes: SheetJS builds an object for each, whatever the sheet's <dimension> claims. Without a sheet
 * it can name, the largest worksheet counts.
 */
export function countSheetCells(files: Readonly<Record<string, Uint8Array>>, maxRows: number): number {
  const first = firstSheetPath(files);
  const sheets = first && files[first] ? [files[first]] : worksheets(files);
  return Math.max(0, ...sheets.map((xml) => countCells(xml, maxRows)));
}

function worksheets(files: Readonly<Record<string, Uint8Array>>): Uint8Array[] {
  return Object.entries(files)
    .filter(([name]) => /^xl\/worksheets\/[^/]+\.xml$/.test(name))
    .map(([, xml]) => xml);
}

/** Bytes that end an element's name. */
function endsName(byte: number | undefined): boolean {
  return (
    byte === SPACE ||
    byte === GREATER_THAN ||
    byte === SLASH ||
    byte === TAB ||
    byte === 0x0a ||
    byte === 0x0d
  );
}

function isWordByte(byte: number): boolean {
  return (
    (byte >= 0x30 && byte <= 0x39) ||
    (byte >= 0x41 && byte <= 0x5a) ||
    (byte >= 0x61 && byte <= 0x7a) ||
    byte === 0x5f
  );
}

/** `<c …>` and `<row …>` by their bytes, with or without a namespace prefix (`<x:c`), as SheetJS finds them;
 * empty cells count too, since SheetJS splits the row at each one. */
function countCells(xml: Uint8Array, maxRows: number): number {
  let cells = 0;
  let rows = 0;
  for (let at = xml.indexOf(LESS_THAN); at !== -1; at = xml.indexOf(LESS_THAN, at + 1)) {
    let name = at + 1;
    let scan = name;
    while (scan < xml.length && scan - name < 32 && isWordByte(xml[scan]!)) scan++;
    if (xml[scan] === 0x3a) name = scan + 1;
    if (xml[name] === LETTER_C && endsName(xml[name + 1])) cells++;
    else if (
      xml[name] === 0x72 &&
      xml[name + 1] === 0x6f &&
      xml[name + 2] === 0x77 &&
      endsName(xml[name + 3])
    ) {
      rows++;
      if (rows > maxRows) break;
    }
  }
  return cells;
}
