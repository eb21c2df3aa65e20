/**
 * A zipped spreadsheet (xlsx, ods) measured before SheetJS inflates it: a 4 MB file can unpack to 4 GB,
 * and the bulk page's worker shares the extension's process, so one such file would end the background and
 * every other bulk run with it. First the sizes the zip declares (its central directory), then the bytes
 * actually inflated, counted as they come and stopped at the limit (a zip may declare less than it holds).
 * SheetJS then reads only what was counted, re-zipped as stored entries. Pure (fflate).
 */
import { Unzip, UnzipInflate, unzipSync, zipSync } from 'fflate';

/** Far above a 20,000-row sheet (about 20 MB of XML with its shared strings), far below what hurts. */
export const SPREADSHEET_MAX_UNPACKED_BYTES = 100_000_000;
/** Pushed in slices this small: one slice of a deflate stream inflates to 1,032 times its size at most. */
const SLICE_BYTES = 16 * 1024;
/** A zip inside the zip (Apple Numbers keeps one) is measured too, to one level. */
const MAX_NESTING = 1;

export type UnpackedZip =
  | {
      ok: true;
      bytes: Uint8Array;
      unpackedBytes: number;
      /** The entries as unpacked, for measuring the sheet's cells before SheetJS builds them (./measure.ts). */
      files: Readonly<Record<string, Uint8Array>>;
    }
  | { ok: false; problem: 'declared'; declaredBytes: number; limit: number }
  | { ok: false; problem: 'counted'; limit: number }
  | { ok: false; problem: 'unreadable' };

type Measured =
  { ok: true; files: Record<string, Uint8Array>; unpackedBytes: number } | Exclude<UnpackedZip, { ok: true }>;

export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** The sum of the sizes the central directory declares; nothing is inflated. */
function declaredSize(bytes: Uint8Array): number {
  let total = 0;
  unzipSync(bytes, {
    filter: (file) => {
      total += file.originalSize;
      return false;
    },
  });
  return total;
}

function joined(chunks: readonly Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

function measure(bytes: Uint8Array, limit: number, depth: number): Measured {
  let declared: number;
  try {
    declared = declaredSize(bytes);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  if (declared > limit) return { ok: false, problem: 'declared', declaredBytes: declared, limit };

  const files: Record<string, Uint8Array> = {};
  let total = 0;
  let over = false;
  let broken = false;
  const unzip = new Unzip((file) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, data, final) => {
      if (error) {
        broken = true;
        return;
      }
      if (over) return;
      size += data.length;
      total += data.length;
      if (total > limit) {
        over = true;
        chunks.length = 0;
        file.terminate();
        return;
      }
      if (data.length > 0) chunks.push(data);
      if (final) files[file.name] = joined(chunks, size);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length && !over && !broken; offset += SLICE_BYTES) {
      const end = Math.min(offset + SLICE_BYTES, bytes.length);
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  if (over) return { ok: false, problem: 'counted', limit };
  if (broken) return { ok: false, problem: 'unreadable' };

  for (const inner of Object.values(files)) {
    if (!isZip(inner)) continue;
    if (depth >= MAX_NESTING) return { ok: false, problem: 'unreadable' };
    const nested = measure(inner, limit - total, depth + 1);
    if (!nested.ok)
      return nested.problem === 'unreadable' ? nested : { ok: false, problem: 'counted', limit };
    total += nested.unpackedBytes;
  }
  return { ok: true, files, unpackedBytes: total };
}

/** The spreadsheet's zip, unpacked within `limit` bytes and packed again (stored) for SheetJS to read. */
export function unpackSpreadsheetZip(bytes: Uint8Array, limit = SPREADSHEET_MAX_UNPACKED_BYTES): UnpackedZip {
  const measured = measure(bytes, limit, 0);
  if (!measured.ok) return measured;
  try {
    return {
      ok: true,
      bytes: zipSync(measured.files, { level: 0 }),
      unpackedBytes: measured.unpackedBytes,
      files: measured.files,
    };
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
}
