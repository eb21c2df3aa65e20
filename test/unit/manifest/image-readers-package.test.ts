/**
 * What the Chrome build packages for the image readers (wxt.config.ts `build:publicAssets`), read from a real
 * build: every file the readers load, byte for byte the pinned packages' own, one tesseract core only, and no
 * CDN address left anywhere in the built code (both libraries default to one when not told where their files
 * are; the stores reject remote code).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BARCODE_WASM_PATH } from '@/utils/image/barcode-reader';
import {
  TEXT_READER_CORE,
  TEXT_READER_CORE_WASM,
  TEXT_READER_DIR,
  TEXT_READER_LANGUAGE_DATA,
  TEXT_READER_WORKER,
} from '@/utils/image/ocr-reader';

const ROOT = resolve(import.meta.dirname, '../../..');
let dir: string;
let out: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'vin-tin-image-package-'));
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'test/unit/manifest/build-chrome.ts', dir],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  out = join(dir, 'chrome-mv3');
}, 180_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? files(path) : [relative(out, path)];
  });
}

const same = (built: string, original: string) =>
  readFileSync(join(out, built)).equals(readFileSync(join(ROOT, 'node_modules', original)));

describe("the image readers' packaged files", () => {
  it("holds zxing's reader wasm where the barcode reader looks, as zxing-wasm ships it", () => {
    expect(same(BARCODE_WASM_PATH.slice(1), 'zxing-wasm/dist/reader/zxing_reader.wasm')).toBe(true);
  });

  it('holds the worker, one core with its wasm, and the English data where the text reader looks', () => {
    const text = (file: string) => `${TEXT_READER_DIR}/${file}`;
    expect(same(text(TEXT_READER_CORE), `tesseract.js-core/${TEXT_READER_CORE}`)).toBe(true);
    expect(same(text(TEXT_READER_CORE_WASM), `tesseract.js-core/${TEXT_READER_CORE_WASM}`)).toBe(true);
    expect(
      same(text(TEXT_READER_LANGUAGE_DATA), '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz'),
    ).toBe(true);
    const worker = readFileSync(join(out, text(TEXT_READER_WORKER)), 'utf8');
    expect(worker.length).toBeGreaterThan(100_000);
    const wasm = files(out).filter(
      (file) => /\.wasm(\.js)?$/.test(file) && file.startsWith(`${TEXT_READER_DIR}/`),
    );
    expect(wasm).toEqual([text(TEXT_READER_CORE_WASM)]);
    expect(files(join(out, TEXT_READER_DIR)).filter((file) => /core.*\.js$/.test(file))).toEqual([
      text(TEXT_READER_CORE),
    ]);
  });

  it('names no CDN in any built script or page, the libraries and their worker included', () => {
    const code = files(out).filter((file) => /\.(m?js|html)$/.test(file));
    expect(code.length).toBeGreaterThan(20);
    const cdn = /https?:\/\/[^\s'"`]*(?:jsdelivr|unpkg|cdnjs|esm\.sh|skypack|tessdata)/i;
    expect(code.filter((file) => cdn.test(readFileSync(join(out, file), 'utf8')))).toEqual([]);
    // The libraries' defaults were there to take out: a stand-in now fails on a missing extension file.
    const standIns = code.filter((file) => readFileSync(join(out, file), 'utf8').includes('/no-cdn/'));
    expect(standIns).toEqual(expect.arrayContaining([`${TEXT_READER_DIR}/${TEXT_READER_WORKER}`]));
    expect(standIns.some((file) => file.startsWith('chunks/barcode-reader'))).toBe(true);
  });
});
