/** An uploaded file as text cells: papaparse for CSV/TSV, SheetJS for spreadsheets. Pure. */
import * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';
import type { MessageKey } from '@/utils/i18n/translate';
import { BULK_MAX_FILE_BYTES, BULK_MAX_ROWS } from './limits';
import { isZip, unpackSpreadsheetZip, type UnpackedZip } from './unpack-zip';

export interface BulkTable {
  headers: string[];
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

export function readBulkFile(bytes: Uint8Array): BulkReadResult {
  if (bytes.length === 0) return fail('bulk.errorEmpty');
  if (bytes.length > BULK_MAX_FILE_BYTES) {
    return fail('bulk.errorTooLarge', [Math.round(BULK_MAX_FILE_BYTES / 1024 / 1024)]);
  }
  if (isZip(bytes)) {
    const unpacked = unpackSpreadsheetZip(bytes);
    return unpacked.ok ? readWorkbook(unpacked.bytes) : bombError(unpacked);
  }
  if (isOle(bytes)) return readWorkbook(bytes);
  const text = decodeText(bytes);
  if (text === undefined) return fail('bulk.errorBinary');
  return readDelimited(text);
}

export function readDelimited(text: string): BulkReadResult {
  if (text.trim() === '') return fail('bulk.errorEmpty');
  // One row past the limit is enough to know the file is too long.
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', preview: BULK_MAX_ROWS + 2 });
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
      sheetRows: BULK_MAX_ROWS + 2,
    });
    const first = book.SheetNames[0];
    const sheet = first === undefined ? undefined : book.Sheets[first];
    if (!sheet) return fail('bulk.errorEmpty');
    rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      raw: false,
      defval: '',
      blankrows: false,
    });
  } catch {
    return fail('bulk.errorUnreadable');
  }
  return toTable(rows);
}

function toTable(raw: readonly unknown[][]): BulkReadResult {
  const rows = raw
    .map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : String(cell))))
    .filter((row) => row.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) return fail('bulk.errorEmpty');
  const first = rows[0] ?? [];
  const hasHeader = rows.length > 1 && first.every((cell) => !/\d{5}/.test(cell));
  const body = hasHeader ? rows.slice(1) : rows;
  if (body.length > BULK_MAX_ROWS) return fail('bulk.errorTooManyRows', [BULK_MAX_ROWS]);
  const width = Math.max(...rows.map((row) => row.length));
  // A missing header stays empty: the page names it "Column N" in the user's language.
  const headers = Array.from({ length: width }, (_, index) =>
    hasHeader ? (first[index]?.trim() ?? '') : '',
  );
  return { ok: true, table: { headers, rows: body.map((row) => pad(row, width)) } };
}

function pad(row: string[], width: number): string[] {
  return row.length >= width ? row : [...row, ...Array<string>(width - row.length).fill('')];
}
