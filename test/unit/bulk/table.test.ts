import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { BULK_MAX_FILE_BYTES, BULK_MAX_ROWS } from '@/utils/bulk/limits';
import { readBulkFile, type BulkReadResult } from '@/utils/bulk/table';

const text = (value: string) => new TextEncoder().encode(value);

function table(result: BulkReadResult) {
  if (!result.ok) throw new Error(`refused: ${result.error.key}`);
  return result.table;
}

function workbook(rows: unknown[][], edit?: (sheet: XLSX.WorkSheet) => void): Uint8Array {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  edit?.(sheet);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

describe('readBulkFile', () => {
  it('reads a CSV with a header, quoted commas and line breaks, keeping every column', () => {
    const read = table(
      readBulkFile(text('Name,TIN,Note\r\n"Ade, Ltd",12345678-0001,"two\nlines"\r\nBisi,23456789-0001,\r\n')),
    );
    expect(read.headers).toEqual(['Name', 'TIN', 'Note']);
    expect(read.rows).toEqual([
      ['Ade, Ltd', '12345678-0001', 'two\nlines'],
      ['Bisi', '23456789-0001', ''],
    ]);
  });

  it('finds the delimiter of TSV and semicolon files, and strips a UTF-8 byte order mark', () => {
    expect(table(readBulkFile(text('\uFEFFVIN\tOwner\n4T1BF1FK5DU276514\tA\n'))).headers).toEqual([
      'VIN',
      'Owner',
    ]);
    expect(table(readBulkFile(text('VIN;Owner\n4T1BF1FK5DU276514;A\n'))).rows).toEqual([
      ['4T1BF1FK5DU276514', 'A'],
    ]);
  });

  it('treats a first row that holds identifiers as data, with unnamed columns', () => {
    const read = table(readBulkFile(text('4T1BF1FK5DU276514,x\n12345678-0001,y\n')));
    expect(read.headers).toEqual(['', '']);
    expect(read.rows).toHaveLength(2);
  });

  it('keeps ragged rows as the file wrote them (never padded) and skips blank ones', () => {
    const read = table(readBulkFile(text('A,B,C\n1\n\n,,\n2,3\n')));
    expect(read.headers).toEqual(['A', 'B', 'C']);
    // A missing cell is not stored: every reader takes it as empty (`row[i] ?? ''`).
    expect(read.rows).toEqual([['1'], ['2', '3']]);
  });

  it('refuses an empty file, a whitespace-only file, and a header without rows is still a table', () => {
    expect(readBulkFile(new Uint8Array())).toEqual({ ok: false, error: { key: 'bulk.errorEmpty' } });
    expect(readBulkFile(text(' \n\n\t\n'))).toEqual({ ok: false, error: { key: 'bulk.errorEmpty' } });
  });

  it('refuses a binary file renamed .csv', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
    expect(readBulkFile(png)).toEqual({ ok: false, error: { key: 'bulk.errorBinary' } });
  });

  it('refuses a file over the size limit before parsing it', () => {
    const result = readBulkFile(new Uint8Array(BULK_MAX_FILE_BYTES + 1));
    expect(result).toEqual({ ok: false, error: { key: 'bulk.errorTooLarge', substitutions: [20] } });
  });

  it('refuses more rows than the stated limit, and accepts exactly the limit', () => {
    const lines = (count: number) =>
      ['TIN', ...Array.from({ length: count }, (_, i) => `${10_000_000 + i}-0001`)].join('\n');
    expect(readBulkFile(text(lines(100_000)))).toEqual({
      ok: false,
      error: { key: 'bulk.errorTooManyRows', substitutions: [BULK_MAX_ROWS] },
    });
    expect(table(readBulkFile(text(lines(BULK_MAX_ROWS)))).rows).toHaveLength(BULK_MAX_ROWS);
  });

  it('reads the first sheet of an XLSX file, numbers and dates as the sheet shows them', () => {
    const read = table(
      readBulkFile(
        workbook([
          ['VIN', 'Price'],
          ['4T1BF1FK5DU276514', 12500],
        ]),
      ),
    );
    expect(read).toEqual({ headers: ['VIN', 'Price'], rows: [['4T1BF1FK5DU276514', '12500']] });
  });

  it('reads a spreadsheet by its content whatever its name, and never evaluates formulas', () => {
    const bytes = workbook(
      [
        ['TIN', 'Total'],
        ['12345678-0001', 0],
      ],
      (sheet) => {
        sheet['B2'] = { t: 'n', f: 'SUM(1,2)', v: 3 };
        sheet['C2'] = { t: 's', f: 'HYPERLINK("http://evil.example","x")', v: 'x' };
        sheet['!ref'] = 'A1:C2';
      },
    );
    const read = table(readBulkFile(bytes));
    // The value the spreadsheet saved, as text: nothing is computed and no formula text comes through.
    expect(read.rows).toEqual([['12345678-0001', '3', 'x']]);
  });

  it('refuses a broken spreadsheet with a clear error instead of throwing', () => {
    const broken = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]);
    const result = readBulkFile(broken);
    expect(result.ok).toBe(false);
  });
});

/** Excel's "Save as Unicode Text": UTF-16LE with a byte order mark, tab-separated, CRLF line ends. */
function unicodeText(rows: string[][], order: 'le' | 'be' = 'le'): Uint8Array {
  const le = Buffer.from(`\uFEFF${rows.map((row) => row.join('\t')).join('\r\n')}\r\n`, 'utf16le');
  if (order === 'le') return new Uint8Array(le);
  const be = new Uint8Array(le.length);
  for (let index = 0; index < le.length; index += 2) {
    be[index] = le[index + 1]!;
    be[index + 1] = le[index]!;
  }
  return be;
}

describe('UTF-16 text files', () => {
  const rows = [
    ['TIN', 'Taxpayer', 'Note'],
    ['20304753-0001', 'Ọlá Àdìsá Ventures', 'Lagos – Ikeja'],
    ['10493827-0001', 'Bisi Ltd', ''],
  ];

  it("reads Excel's Unicode Text (UTF-16LE with a byte order mark, tabs), accents and all", () => {
    const bytes = unicodeText(rows);
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xfe]);
    expect(table(readBulkFile(bytes))).toEqual({ headers: rows[0], rows: rows.slice(1) });
  });

  it('reads UTF-16BE with a byte order mark', () => {
    const bytes = unicodeText(rows, 'be');
    expect([bytes[0], bytes[1]]).toEqual([0xfe, 0xff]);
    expect(table(readBulkFile(bytes))).toEqual({ headers: rows[0], rows: rows.slice(1) });
  });

  it('reads UTF-16LE that lost its byte order mark, and still refuses a binary file', () => {
    const bytes = unicodeText(rows).subarray(2);
    expect(table(readBulkFile(bytes)).rows).toEqual(rows.slice(1));
    const gif = new Uint8Array([
      0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0, 0, 0xff, 0xff, 0xff,
    ]);
    expect(readBulkFile(gif)).toEqual({ ok: false, error: { key: 'bulk.errorBinary' } });
  });
});
