/**
 * Spreadsheet bombs for tests, built the way a hostile file is: a real workbook (SheetJS) whose sheet XML
 * is a deflate stream of one megabyte of spaces repeated (about 1,000:1), so a 4 MB file unpacks to 4 GB.
 * The zip is written here (entries, central directory) so its declared sizes can tell the truth or lie.
 * Nothing here inflates the bomb: building one takes milliseconds.
 */
import * as XLSX from '@e965/xlsx';
import { unzipSync } from 'fflate';
import { constants, deflateRawSync } from 'node:zlib';

const MEGABYTE = 1024 * 1024;
const SHEET = 'xl/worksheets/sheet1.xml';
/** An empty final deflate block (fixed Huffman, end of block only). */
const FINAL_BLOCK = Uint8Array.from([0x03, 0x00]);

interface Entry {
  name: string;
  compressed: Uint8Array;
  crc: number;
  /** What the headers say the entry unpacks to. */
  declaredSize: number;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A deflate stream without its final block: pieces like this may follow one another. */
function openDeflate(bytes: Uint8Array): Uint8Array {
  return deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** A plain zip: local headers, data, central directory, end record; deflate (8) everywhere. */
export function writeZip(entries: readonly Entry[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = new TextEncoder().encode(entry.name);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(8, 8, true);
    local.setUint16(12, 0x21, true);
    local.setUint32(14, entry.crc, true);
    local.setUint32(18, entry.compressed.length, true);
    local.setUint32(22, entry.declaredSize, true);
    local.setUint16(26, name.length, true);
    const head = new DataView(new ArrayBuffer(46));
    head.setUint32(0, 0x02014b50, true);
    head.setUint16(4, 20, true);
    head.setUint16(6, 20, true);
    head.setUint16(10, 8, true);
    head.setUint16(14, 0x21, true);
    head.setUint32(16, entry.crc, true);
    head.setUint32(20, entry.compressed.length, true);
    head.setUint32(24, entry.declaredSize, true);
    head.setUint16(28, name.length, true);
    head.setUint32(42, offset, true);
    parts.push(new Uint8Array(local.buffer), name, entry.compressed);
    central.push(new Uint8Array(head.buffer), name);
    offset += 30 + name.length + entry.compressed.length;
  }
  const directory = concat(central);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, directory.length, true);
  end.setUint32(16, offset, true);
  return concat([...parts, directory, new Uint8Array(end.buffer)]);
}

export interface BombOptions {
  /** How many megabytes of spaces the sheet unpacks to (4,000: 4.2 GB). */
  megabytes: number;
  /** What the zip says the sheet unpacks to: the truth by default, or a lie (e.g. 2,000 bytes). */
  declaredSheetBytes?: number;
}

/** A workbook with one VIN whose first sheet unpacks to `megabytes` of whitespace inside its XML. */
export function spreadsheetBomb({ megabytes, declaredSheetBytes }: BombOptions): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['VIN'], ['4T1BF1FK5DU276514']]), 'Sheet1');
  const files = unzipSync(
    new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer),
  );
  const prefix = new TextEncoder().encode(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  );
  const spaces = openDeflate(new Uint8Array(MEGABYTE).fill(0x20));
  const sheet = concat([openDeflate(prefix), ...Array<Uint8Array>(megabytes).fill(spaces), FINAL_BLOCK]);
  const trueSize = prefix.length + megabytes * MEGABYTE;
  const entries: Entry[] = Object.entries(files).map(([name, data]) =>
    name === SHEET
      ? {
          name,
          compressed: sheet,
          crc: 0,
          declaredSize: Math.min(declaredSheetBytes ?? trueSize, 0xffffffff),
        }
      : { name, compressed: deflateRawSync(data), crc: crc32(data), declaredSize: data.length },
  );
  return writeZip(entries);
}
