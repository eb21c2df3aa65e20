import * as XLSX from '@e965/xlsx';
import { unzipSync, Zip, ZipDeflate, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readBulkFile, type BulkReadResult } from '@/utils/bulk/table';
import { SPREADSHEET_MAX_UNPACKED_BYTES, unpackSpreadsheetZip } from '@/utils/bulk/unpack-zip';
import { spreadsheetBomb } from '@/test/support/zip-bomb';

function table(result: BulkReadResult) {
  if (!result.ok) throw new Error(`refused: ${result.error.key}`);
  return result.table;
}

function workbook(rows: unknown[][]): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

describe('a spreadsheet is measured before it is inflated', () => {
  it('reads a plain workbook as before, SheetJS reading what was counted', () => {
    const bytes = workbook([
      ['VIN', 'Owner'],
      ['4T1BF1FK5DU276514', 'Ade'],
    ]);
    const unpacked = unpackSpreadsheetZip(bytes);
    expect(unpacked.ok && unpacked.unpackedBytes).toBeGreaterThan(1000);
    expect(table(readBulkFile(bytes)).rows).toEqual([['4T1BF1FK5DU276514', 'Ade']]);
  });

  it('refuses a 4 MB workbook that says it unpacks to 4.2 GB, from its declared sizes alone', () => {
    const bomb = spreadsheetBomb({ megabytes: 4000 });
    expect(bomb.length).toBeLessThan(5_000_000);
    const started = performance.now();
    expect(readBulkFile(bomb)).toEqual({
      ok: false,
      error: { key: 'hostileInput.bulkBombDeclared', substitutions: ['4.2 GB', '100 MB'] },
    });
    // Nothing was inflated: the central directory alone said no.
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('catches a workbook that declares 2 KB and inflates to 4.2 GB by counting, stopping at the limit', () => {
    const bomb = spreadsheetBomb({ megabytes: 4000, declaredSheetBytes: 2_000 });
    expect(readBulkFile(bomb)).toEqual({
      ok: false,
      error: { key: 'hostileInput.bulkBombCounted', substitutions: ['100 MB'] },
    });
    // At a lower limit the count stops sooner: it never inflates more than the limit and one slice.
    const small = unpackSpreadsheetZip(
      spreadsheetBomb({ megabytes: 30, declaredSheetBytes: 2_000 }),
      10_000_000,
    );
    expect(small).toEqual({ ok: false, problem: 'counted', limit: 10_000_000 });
    // Inflating 100 MB takes a second or two; more on a machine shared with other test runs.
  }, 30_000);

  it('reads a sheet under the limit whatever it declared, and one just over it is refused', () => {
    const lying = spreadsheetBomb({ megabytes: 3, declaredSheetBytes: 2_000 });
    const read = unpackSpreadsheetZip(lying, 10_000_000);
    expect(read.ok && read.unpackedBytes).toBeGreaterThan(3 * 1024 * 1024);
    expect(unpackSpreadsheetZip(lying, 3 * 1024 * 1024)).toMatchObject({ ok: false, problem: 'counted' });
  });

  it('reads a zip written with data descriptors (sizes after the data), as streaming writers do', () => {
    const plain = workbook([['TIN'], ['20304753-0001']]);
    // Re-zip every entry through fflate's streaming writer, which writes data descriptors.
    const chunks: Uint8Array[] = [];
    const zip = new Zip((error, data) => {
      if (error) throw error;
      chunks.push(data);
    });
    for (const [name, data] of Object.entries(unzipSync(plain))) {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(data, true);
    }
    zip.end();
    const streamed = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let offset = 0;
    for (const chunk of chunks) streamed.set(chunk, (offset += chunk.length) - chunk.length);
    expect(streamed[6]! & 8).toBe(8);
    expect(table(readBulkFile(streamed)).rows).toEqual([['20304753-0001']]);
  });

  it('counts a zip inside the zip against the same limit', () => {
    const inner = spreadsheetBomb({ megabytes: 30, declaredSheetBytes: 2_000 });
    const outer = zipSync({ '[Content_Types].xml': new Uint8Array(10), 'Index.zip': inner }, { level: 0 });
    expect(unpackSpreadsheetZip(outer, 10_000_000)).toMatchObject({ ok: false, problem: 'counted' });
  });

  it('calls a broken zip unreadable, not a crash', () => {
    const bomb = spreadsheetBomb({ megabytes: 1 });
    expect(readBulkFile(bomb.subarray(0, 2_000))).toEqual({
      ok: false,
      error: { key: 'bulk.errorUnreadable' },
    });
    expect(SPREADSHEET_MAX_UNPACKED_BYTES).toBe(100_000_000);
  });
});
