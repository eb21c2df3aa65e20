/** An uploaded file as text cells: papaparse for CSV/TSV, SheetJS for spreadsheets. Pure. */
import * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';
import type { MessageKey } from '@/utils/i18n/translate';
import { BULK_MAX_FILE_BYTES, BULK_MAX_ROWS } from './limits';

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

/** Zip (xlsx, ods) and OLE (xls) signatures: a spreadsheet whatever its name says. */
function isSpreadsheet(bytes: Uint8Array): boolean {
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  const ole = bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
  return zip || ole;
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

export function readBulkFile(bytes: Uint8Array): BulkReadResult {
  if (bytes.length === 0) return fail('bulk.errorEmpty');
  if (bytes.length > BULK_MAX_FILE_BYTES) {
    return fail('bulk.errorTooLarge', [Math.round(BULK_MAX_FILE_BYTES / 1024 / 1024)]);
  }
  if (isSpreadsheet(bytes)) return readWorkbook(bytes);
  if (looksBinary(bytes)) return fail('bulk.errorBinary');
  return readDelimited(new TextDecoder('utf-8').decode(bytes));
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
