/**
 * Where the barcode reader's wasm comes from in the extension: its own packaged copy. zxing-wasm's default is a
 * CDN (remote code, which the stores reject), so the reader must be prepared with the extension's URL before
 * its first read.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

const zxing = vi.hoisted(() => ({
  prepared: [] as { overrides?: { locateFile?: (path: string, prefix: string) => string } }[],
  reads: 0,
  failNextStart: false,
  purged: 0,
}));

vi.mock('zxing-wasm/reader', () => ({
  prepareZXingModule: (options: (typeof zxing.prepared)[number]) => {
    zxing.prepared.push(options);
    if (zxing.failNextStart) {
      zxing.failNextStart = false;
      return Promise.reject(new Error('failed to asynchronously prepare wasm: 404'));
    }
    return Promise.resolve({});
  },
  purgeZXingModule: () => {
    zxing.purged++;
  },
  readBarcodes: () => {
    zxing.reads++;
    return Promise.resolve([]);
  },
}));

const { BARCODE_WASM_PATH, readBarcodesIn } = await import('@/utils/image/barcode-reader');

beforeEach(() => {
  zxing.prepared.length = 0;
  zxing.reads = 0;
  zxing.purged = 0;
});

describe("the barcode reader's wasm", () => {
  it("is located at the extension's own copy, whatever prefix zxing proposes", async () => {
    await readBarcodesIn({ data: new Uint8ClampedArray(4 * 4 * 4), width: 4, height: 4 });
    expect(zxing.prepared.length).toBeGreaterThan(0);
    expect(zxing.reads).toBeGreaterThan(0);
    const locate = zxing.prepared[0]!.overrides!.locateFile!;
    const url = locate('zxing_reader.wasm', 'https://fastly.jsdelivr.net/npm/zxing-wasm@3.1.4/dist/reader/');
    expect(url).toBe(fakeBrowser.runtime.getURL(BARCODE_WASM_PATH));
    expect(url).not.toMatch(/jsdelivr|unpkg|^https?:/);
    expect(BARCODE_WASM_PATH).toBe('/zxing/zxing_reader.wasm');
  });

  it('is started afresh after a failed start, not left failed for the page', async () => {
    const image = { data: new Uint8ClampedArray(4 * 4 * 4), width: 4, height: 4 };
    zxing.failNextStart = true;
    await expect(readBarcodesIn(image)).rejects.toThrow('prepare wasm');
    expect(zxing.purged).toBe(1);
    expect(zxing.reads).toBe(0);
    await expect(readBarcodesIn(image)).resolves.toEqual([]);
    expect(zxing.reads).toBeGreaterThan(0);
  });
});
