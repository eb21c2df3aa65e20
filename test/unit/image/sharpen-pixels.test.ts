import { describe, expect, it } from 'vitest';
import { greyAsPixels, sharpenGrey } from '@/utils/image/sharpen-pixels';

describe('sharpenGrey', () => {
  it('leaves an even grey as it is', () => {
    const grey = new Uint8Array(20 * 10).fill(137);
    expect([...new Set(sharpenGrey(grey, 20, 10))]).toEqual([137]);
  });

  it('deepens a faint bar against its ground, kept within 0-255', () => {
    // A 2-pixel bar 40 levels darker than the paper, as a blur leaves a narrow bar.
    const [width, height] = [16, 6];
    const grey = new Uint8Array(width * height).fill(200);
    for (let y = 0; y < height; y++) grey[y * width + 7] = grey[y * width + 8] = 160;
    const sharp = sharpenGrey(grey, width, height);
    const row = [...sharp.subarray(3 * width, 4 * width)];
    expect(row[7]).toBeLessThan(160 - 40);
    expect(row[8]).toBe(row[7]);
    expect(row[0]).toBe(200);
    const extreme = new Uint8Array(width * height).fill(250);
    for (let y = 0; y < height; y++) extreme[y * width + 8] = 5;
    const clamped = sharpenGrey(extreme, width, height);
    expect(Math.min(...clamped)).toBe(0);
    expect(Math.max(...clamped)).toBe(255);
  });

  it('sharpens rows and columns alike (a bar turned a quarter reads the same)', () => {
    const n = 12;
    const across = new Uint8Array(n * n).fill(220);
    const down = new Uint8Array(n * n).fill(220);
    for (let i = 0; i < n; i++) {
      across[5 * n + i] = 120;
      down[i * n + 5] = 120;
    }
    const [a, d] = [sharpenGrey(across, n, n), sharpenGrey(down, n, n)];
    for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) expect(a[y * n + x]).toBe(d[x * n + y]);
  });
});

describe('greyAsPixels', () => {
  it('gives each grey level as an opaque RGBA pixel', () => {
    const pixels = greyAsPixels(Uint8Array.from([0, 90, 255]), 3, 1);
    expect(pixels).toMatchObject({ width: 3, height: 1 });
    expect([...pixels.data]).toEqual([0, 0, 0, 255, 90, 90, 90, 255, 255, 255, 255, 255]);
  });
});
