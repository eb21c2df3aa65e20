/** An uploaded file as text cells: papaparse for CSV/TSV, SheetJS for spreadsheets. Pure. */
import * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';
import type { MessageKey } from '@/utils/i18n/translate';
import { BULK_MAX_CELLS, BULK_MAX_COLUMNS, BULK_MAX_FILE_BYTES, BULK_MAX_ROWS } from './limits';
import { countSheetCells, measureDelimitedText } from './measure';
import { isZip, unpackSpreadsheetZip, type UnpackedZip } from './unpack-zip';

export interface BulkTable {
  headers: string[];
  /** Each row as long as the file made it: a missing cell reads as empty (`row[i] ?? ''`), never stored. */
  rows: string[][];
}

export interface BulkReadError {
  key: MessageKey;
  substitutions?: (string | number)[];
}

export type BulkReadResult = { ok: true; table: BulkTable } | { ok: false; error: BulkReadError };

const fail = (key: MessageKey, substitutions?: (string | number)[]): BulkReadResult => ({
  ok: false,
  error: substitutions ? { key, substitutions } : { key },
});

/** OLE (xls) signature: a spreadsheet whatever its name says (zip ones are measured first). */
function isOle(bytes: Uint8Array): boolean {
  return bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
}

/** Text files hold no NUL and few control characters; an image or a program renamed .csv does. */
function looksBinary(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 8192);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return true;
    if (byte < 9 || (byte > 13 && byte < 32)) control++;
  }
  return control > sample.length / 20;
}

/** UTF-16 without a byte order mark: plain text puts a NUL beside nearly every character, on one side. */
function utf16WithoutBom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const sample = bytes.subarray(0, 8192 - (Math.min(bytes.length, 8192) % 2));
  if (sample.length < 4) return undefined;
  let evenNul = 0;
  let oddNul = 0;
  for (let index = 0; index < sample.length; index += 2) {
    if (sample[index] === 0) evenNul++;
    if (sample[index + 1] === 0) oddNul++;
  }
  const pairs = sample.length / 2;
  if (oddNul > pairs * 0.9 && evenNul === 0) return 'utf-16le';
  if (evenNul > pairs * 0.9 && oddNul === 0) return 'utf-16be';
  return undefined;
}

/** The file as text: Excel's "Unicode Text" is UTF-16 (LE, with a byte order mark), the rest UTF-8.
 * Undefined for a file that is not text. */
export function decodeText(bytes: Uint8Array): string | undefined {
  // TextDecoder drops the byte order mark it was told of.
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  const bomless =
    bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? undefined : utf16WithoutBom(bytes);
  if (bomless) return new TextDecoder(bomless).decode(bytes);
  if (looksBinary(bytes)) return undefined;
  return new TextDecoder('utf-8').decode(bytes);
}

/** "4.2 GB", "100 MB": sizes as a person reads them in a message. */
export function formatByteSize(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`;
  return `${Math.max(1, Math.round(bytes / 1e6))} MB`;
}

function bombError(unpacked: Exclude<UnpackedZip, { ok: true }>): BulkReadResult {
  if (unpacked.problem === 'declared') {
    return fail('hostileInput.bulkBombDeclared', [
      formatByteSize(unpacked.declaredBytes),
      formatByteSize(unpacked.limit),
    ]);
  }
  if (unpacked.problem === 'counted')
    return fail('hostileInput.bulkBombCounted', [formatByteSize(unpacked.limit)]);
  return fail('bulk.errorUnreadable');
}

/** Rows a file may hold past the limit and still be read: a header, and one more to know it is too long. */
const ROWS_READ = BULK_MAX_ROWS + 2;
/** Papa guesses the delimiter from the first 10 records; a hostile first record can be megabytes long. */
const GUESS_PREFIX_CHARS = 64 * 1024;

/** "300,000": counts in a message as a person reads them. */
const count = (value: number) => value.toLocaleString();

/**
 * Whether a table of `rows` records, the widest `widest` fields, may be built: the columns first (the usual
 * hostile shape), then the rows, then the cells. One record may be the header, so it is not counted in the cells.
 */
export function refuseBulkShape(rows: number, widest: number): BulkReadResult | undefined {
  if (widest > BULK_MAX_COLUMNS)
    return fail('bulk.errorTooManyColumns', [count(widest), count(BULK_MAX_COLUMNS)]);
  if (rows > BULK_MAX_ROWS + 1) return fail('bulk.errorTooManyRows', [BULK_MAX_ROWS]);
  if (Math.max(rows - 1, 1) * widest > BULK_MAX_CELLS)
    return fail('bulk.errorTooManyCells', [count(rows), count(widest), count(BULK_MAX_CELLS)]);
  return undefined;
}

export function readBulkFile(bytes: Uint8Array): BulkReadResult {
  if (bytes.length === 0) return fail('bulk.errorEmpty');
  if (bytes.length > BULK_MAX_FILE_BYTES) {
    return fail('bulk.errorTooLarge', [Math.round(BULK_MAX_FILE_BYTES / 1024 / 1024)]);
  }
  if (isZip(bytes)) {
    const unpacked = unpackSpreadsheetZip(bytes);
    if (!unpacked.ok) return bombError(unpacked);
    // SheetJS builds every cell the XML holds (up to the rows it keeps): they are counted first.
    const cells = countSheetCells(unpacked.files, ROWS_READ);
    if (cells > BULK_MAX_CELLS)
      return fail('bulk.errorSheetTooManyCells', [count(cells), count(BULK_MAX_CELLS)]);
    return readWorkbook(unpacked.bytes);
  }
  if (isOle(bytes)) return readWorkbook(bytes);
  const text = decodeText(bytes);
  if (text === undefined) return fail('bulk.errorBinary');
  return readDelimited(text);
}

export function readDelimited(text: string): BulkReadResult {
  if (text.trim() === '') return fail('bulk.errorEmpty');
  // The delimiter and line break papaparse would guess, from a prefix, then held for both the count and the parse.
  const guess = Papa.parse<string[]>(text.slice(0, GUESS_PREFIX_CHARS), {
    skipEmptyLines: 'greedy',
    preview: 10,
  }).meta;
  const delimiter = guess.delimiter || ',';
  const newline = guess.linebreak === '\r\n' || guess.linebreak === '\r' ? guess.linebreak : '\n';
  const shape = measureDelimitedText(text, delimiter, newline);
  const refused = refuseBulkShape(shape.rows, shape.widest);
  if (refused) return refused;
  const parsed = Papa.parse<string[]>(text, {
    delimiter,
    newline,
    skipEmptyLines: 'greedy',
    preview: ROWS_READ,
  });
  return toTable(parsed.data);
}

function readWorkbook(bytes: Uint8Array): BulkReadResult {
  let rows: unknown[][];
  try {
    // Formulas are not evaluated: each cell gives the value the spreadsheet saved, as text.
    const book = XLSX.read(bytes, {
      type: 'array',
      dense: true,
      cellFormula: false,
      sheetRows: ROWS_READ,
      sheets: 0,
    });
    const first = book.SheetNames[0];
    const sheet = first === undefined ? undefined : book.Sheets[first];
    if (!sheet) return fail('bulk.errorEmpty');
    // The sheet's own extent, from the cells SheetJS kept: its <dimension> (!ref) may claim A1:XFD1048576.
    const data = sheet['!data'] ?? [];
    let widest = 0;
    for (const row of data) if (row && row.length > widest) widest = row.length;
    if (data.length === 0 || widest === 0) return fail('bulk.errorEmpty');
    const refused = refuseBulkShape(data.length, widest);
    if (refused) return refused;
    // No default value: a missing cell stays missing instead of being padded in.
    rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      raw: false,
      blankrows: false,
      range: { s: { r: 0, c: 0 }, e: { r: data.length - 1, c: widest - 1 } },
    });
  } catch {
    return fail('bulk.errorUnreadable');
  }
  return toTable(rows);
}

/** A cell as text; a hole in a sparse row is an empty cell (messages carry no holes). */
const cellText = (cell: unknown) => (cell === null || cell === undefined ? '' : String(cell));

/** Rows as the file gave them: measured again (the count before the parse is a guard, this is the rule),
 * never padded. */
function toTable(raw: readonly unknown[][]): BulkReadResult {
  const rows: string[][] = [];
  let widest = 0;
  for (const row of raw) {
    if (row.length > BULK_MAX_COLUMNS)
      return fail('bulk.errorTooManyColumns', [count(row.length), count(BULK_MAX_COLUMNS)]);
    const cells = Array.from(row, cellText);
    if (!cells.some((cell) => cell.trim() !== '')) continue;
    rows.push(cells);
    if (cells.length > widest) widest = cells.length;
  }
  if (rows.length === 0) return fail('bulk.errorEmpty');
  const refused = refuseBulkShape(rows.length, widest);
  if (refused) return refused;
  const first = rows[0] ?? [];
  const hasHeader = rows.length > 1 && first.every((cell) => !/\d{5}/.test(cell));
  const body = hasHeader ? rows.slice(1) : rows;
  if (body.length > BULK_MAX_ROWS) return fail('bulk.errorTooManyRows', [BULK_MAX_ROWS]);
  // A missing header stays empty: the page names it "Column N" in the user's language.
  const headers = Array.from({ length: widest }, (_, index) =>
    hasHeader ? (first[index]?.trim() ?? '') : '',
  );
  return { ok: true, table: { headers, rows: body } };
}
