/**
 * Files are measured before they are shaped (issue 38): a 0.66 MB CSV of 300,000 columns by 20,000 rows, a
 * workbook whose <dimension> claims A1:XFD1048576, and one with a cell in column XFD, each refused or read
 * from its real cells, within a time that shows nothing was padded.
 */
import * as XLSX from '@e965/xlsx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { BULK_MAX_CELLS, BULK_MAX_COLUMNS, BULK_MAX_ROWS } from '@/utils/bulk/limits';
import { countSheetCells, measureDelimitedText } from '@/utils/bulk/measure';
import { bulkCreateSchema } from '@/utils/bulk/messages';
import { readBulkFile, refuseBulkShape, type BulkReadResult } from '@/utils/bulk/table';

const VIN = '4T1BF1FK5DU276514';
const SHEET = 'xl/worksheets/sheet1.xml';
const encode = (value: string) => new TextEncoder().encode(value);
const n = (value: number) => value.toLocaleString();

function table(result: BulkReadResult) {
  if (!result.ok) throw new Error(`refused: ${result.error.key}`);
  return result.table;
}

/** The attack as filed: a header of 300,000 mostly empty columns, then 20,000 rows of one VIN each. */
function wideCsv(columns = 300_000, rows = 20_000): Uint8Array {
  return encode(`VIN${','.repeat(columns - 1)}\n${`${VIN}\n`.repeat(rows)}`);
}

function workbook(rows: unknown[][]): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

/** The same workbook with its sheet XML edited as a hostile writer would. */
function editSheet(bytes: Uint8Array, edit: (xml: string) => string): Uint8Array {
  const files = unzipSync(bytes);
  files[SHEET] = strToU8(edit(strFromU8(files[SHEET]!)));
  return zipSync(files);
}

describe('a CSV is measured before it is parsed', () => {
  it('refuses the 0.66 MB, 300,000-column CSV by name and count, in well under a second', () => {
    const bytes = wideCsv();
    expect(bytes.length).toBeGreaterThan(600_000);
    expect(bytes.length).toBeLessThan(700_000);
    const started = performance.now();
    const result = readBulkFile(bytes);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(result).toEqual({
      ok: false,
      error: { key: 'bulk.errorTooManyColumns', substitutions: [n(300_000), n(BULK_MAX_COLUMNS)] },
    });
  });

  it('reads exactly the column limit, and refuses one more', () => {
    const line = (width: number) => Array.from({ length: width }, (_, index) => `c${index}`).join(',');
    const at = table(readBulkFile(encode(`${line(BULK_MAX_COLUMNS)}\n${VIN}\n`)));
    expect(at.headers).toHaveLength(BULK_MAX_COLUMNS);
    // The data row keeps its one cell: the other 199 are not padded in.
    expect(at.rows).toEqual([[VIN]]);
    expect(readBulkFile(encode(`${line(BULK_MAX_COLUMNS + 1)}\n${VIN}\n`))).toMatchObject({
      ok: false,
      error: { key: 'bulk.errorTooManyColumns' },
    });
  });

  it('counts a wide row hidden after thousands of narrow ones, and in a tab-separated file', () => {
    const narrow = `VIN,Owner\n${`${VIN},Ade\n`.repeat(5_000)}`;
    expect(readBulkFile(encode(`${narrow}${VIN}${',x'.repeat(1_000)}\n`))).toMatchObject({
      ok: false,
      error: { key: 'bulk.errorTooManyColumns', substitutions: [n(1_001), n(BULK_MAX_COLUMNS)] },
    });
    expect(readBulkFile(encode(`VIN\tA\n${VIN}${'\t'.repeat(500)}y\n`))).toMatchObject({
      ok: false,
      error: { key: 'bulk.errorTooManyColumns', substitutions: [n(501), n(BULK_MAX_COLUMNS)] },
    });
  });

  it('does not count delimiters inside quoted fields, line breaks included, as papaparse does not', () => {
    const quoted = `"${','.repeat(5_000)}\n${','.repeat(5_000)}"`;
    const read = table(readBulkFile(encode(`Note,VIN\n${quoted},${VIN}\n`)));
    expect(read.rows).toEqual([[`${','.repeat(5_000)}\n${','.repeat(5_000)}`, VIN]]);
    // ...while a quote in the middle of a field is text, and the commas after it count.
    expect(readBulkFile(encode(`VIN,Note\n${VIN},a"b${',z'.repeat(300)}\n`))).toMatchObject({
      ok: false,
      error: { key: 'bulk.errorTooManyColumns' },
    });
  });

  it('refuses rows × columns over the cell cap before building a row, with the shape it found', () => {
    // 10,001 data rows of 200 columns: each limit alone is met, together they are over 2,000,000 cells.
    const width = BULK_MAX_COLUMNS;
    const rows = Math.floor(BULK_MAX_CELLS / width) + 1;
    const header = Array.from({ length: width }, (_, index) => `h${index}`).join(',');
    const bytes = encode(`${header}\n${`${VIN}${','.repeat(width - 1)}\n`.repeat(rows)}`);
    expect(readBulkFile(bytes)).toEqual({
      ok: false,
      error: {
        key: 'bulk.errorTooManyCells',
        substitutions: [n(rows + 1), n(width), n(BULK_MAX_CELLS)],
      },
    });
  });

  it('the shape rule: columns first, then rows (one may be a header), then cells', () => {
    expect(refuseBulkShape(3, BULK_MAX_COLUMNS)).toBeUndefined();
    expect(refuseBulkShape(BULK_MAX_ROWS + 1, 100)).toBeUndefined();
    expect(refuseBulkShape(BULK_MAX_ROWS + 2, 1)).toMatchObject({ error: { key: 'bulk.errorTooManyRows' } });
    expect(refuseBulkShape(BULK_MAX_ROWS + 2, 300_000)).toMatchObject({
      error: { key: 'bulk.errorTooManyColumns' },
    });
    expect(refuseBulkShape(BULK_MAX_ROWS + 1, 101)).toMatchObject({
      error: { key: 'bulk.errorTooManyCells' },
    });
  });

  it('a table it accepts is one the background accepts (no holes, within the message schema)', () => {
    const read = table(readBulkFile(encode(`A,B,C\n${VIN}\n,,${VIN}\n`)));
    const request = { label: 'f.csv', headers: read.headers, rows: read.rows, column: 0 };
    expect(bulkCreateSchema.safeParse(JSON.parse(JSON.stringify(request))).success).toBe(true);
  });
});

describe('measureDelimitedText', () => {
  it('counts records with content and the widest record, blank ones included in the width', () => {
    expect(measureDelimitedText('a,b\n,,,,\n\nc\n', ',', '\n')).toEqual({ rows: 2, widest: 5 });
    expect(measureDelimitedText('a;b\r\n"x;y";z\r\n', ';', '\r\n')).toEqual({ rows: 2, widest: 2 });
    expect(measureDelimitedText('"a ""quoted"", b"  ,c', ',', '\n')).toEqual({ rows: 1, widest: 2 });
    expect(measureDelimitedText('"never closed,,,\n,,,', ',', '\n')).toEqual({ rows: 1, widest: 1 });
  });
});

describe('a spreadsheet is read from its real cells, whatever its dimension claims', () => {
  it('reads a two-column sheet whose dimension claims A1:XFD1048576, padding nothing', () => {
    const bytes = editSheet(workbook([['VIN', 'Owner'], [VIN, 'Ade'], ['12345678-0001']]), (xml) =>
      xml.replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:XFD1048576"/>'),
    );
    expect(strFromU8(unzipSync(bytes)[SHEET]!)).toContain('A1:XFD1048576');
    const started = performance.now();
    const read = table(readBulkFile(bytes));
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(read).toEqual({ headers: ['VIN', 'Owner'], rows: [[VIN, 'Ade'], ['12345678-0001']] });
  });

  it('refuses a sheet with a cell in column XFD (16,384 columns wide) without building the grid', () => {
    const bytes = editSheet(
      workbook([
        ['VIN', 'Owner', 'x'],
        [VIN, 'Ade'],
      ]),
      (xml) =>
        xml.replace('r="C1"', 'r="XFD1"').replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:B2"/>'),
    );
    const started = performance.now();
    expect(readBulkFile(bytes)).toEqual({
      ok: false,
      error: { key: 'bulk.errorTooManyColumns', substitutions: [n(16_384), n(BULK_MAX_COLUMNS)] },
    });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('counts the first sheet’s cells from its XML, prefixed or not, and refuses a sheet over the cap', () => {
    const cells = (count: number, prefix = '') =>
      strToU8(
        `<worksheet><sheetData><${prefix}row r="1">${`<${prefix}c r="A1"/>`.repeat(count)}</${prefix}row></sheetData></worksheet>`,
      );
    const base = unzipSync(workbook([['VIN'], [VIN]]));
    expect(countSheetCells(base, 10)).toBe(2);
    expect(countSheetCells({ ...base, [SHEET]: cells(1_234, 'x:') }, 10)).toBe(1_234);
    // Rows past those SheetJS keeps are not counted.
    const rows = strToU8(`<sheetData>${'<row r="1"><c r="A1"/><c r="B1"/></row>'.repeat(50)}</sheetData>`);
    expect(countSheetCells({ ...base, [SHEET]: rows }, 10)).toBe(20);

    const huge = zipSync({ ...base, [SHEET]: cells(BULK_MAX_CELLS + 1) });
    expect(readBulkFile(huge)).toEqual({
      ok: false,
      error: {
        key: 'bulk.errorSheetTooManyCells',
        substitutions: [n(BULK_MAX_CELLS + 1), n(BULK_MAX_CELLS)],
      },
    });
  });
});
