/**
 * The test images say what they hold: the labelled set's truths are what the page detectors find in the printed
 * text, its VINs pass or fail their check digits as labelled, and the bad files are refused for the reason each
 * claims. Pure Node: nothing here draws (the pictures themselves are drawn in Chromium by the e2e and the bench).
 */
import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from '@/utils/detect';
import { isVinCheckDigitValid } from '@/utils/detect/vin';
import { checkImageBytes } from '@/utils/image/file-check';
import { readPastedMessage } from '@/utils/lookup/pasted-message';
import { checkDigitRequired } from '@/utils/vin-decode/check-digit';
import { DEMO_VEHICLES } from '@/utils/demo/vehicles';
import {
  FIFTY_MEGABYTES,
  HUGE_PNG_SIDE,
  IMAGE_DEMO_VINS,
  IMAGE_GIF_VIN,
  IMAGE_VIN_ONE_CHARACTER_OFF,
  IMAGE_VIN_ONE_CHARACTER_OFF_TRUE,
  corruptJpeg,
  fiftyMegabyteFile,
  hugePixelsPng,
  scriptedSvg,
  smallJpeg,
  vinSymbolPng,
  vinSymbolText,
} from '@/test/support/images/fixtures';
import { encodeAnimatedGif } from '@/test/support/images/gif';
import {
  A4_PAGE_ID,
  FAILING_CHECK_DIGIT_VINS,
  NO_CHECK_DIGIT_VINS,
  TWELVE_MP_PHOTO_ID,
  VALID_VINS,
  labelledSetSpecs,
} from '@/test/support/images/labelled-set';

const specs = labelledSetSpecs();

describe('the labelled set: VINs as labelled', () => {
  it('every VIN labelled valid passes its check digit, the demo ones included', () => {
    for (const vin of [...VALID_VINS, ...IMAGE_DEMO_VINS, IMAGE_GIF_VIN, IMAGE_VIN_ONE_CHARACTER_OFF_TRUE]) {
      expect(isVinCheckDigitValid(vin), vin).toBe(true);
    }
  });

  it("no-check VINs fail their check digit and their makers need none; failing ones' makers do", () => {
    for (const vin of NO_CHECK_DIGIT_VINS) {
      expect(isVinCheckDigitValid(vin), vin).toBe(false);
      expect(checkDigitRequired(vin), vin).toBe(false);
    }
    for (const vin of [...FAILING_CHECK_DIGIT_VINS, IMAGE_VIN_ONE_CHARACTER_OFF]) {
      expect(isVinCheckDigitValid(vin), vin).toBe(false);
      expect(checkDigitRequired(vin), vin).toBe(true);
    }
  });

  it('the demo VINs are demo vehicles (a lookup from an image gets a named answer)', () => {
    const demo = new Set(Object.keys(DEMO_VEHICLES));
    for (const vin of IMAGE_DEMO_VINS) expect(demo.has(vin), vin).toBe(true);
  });
});

describe('the labelled set: its size and spread', () => {
  it('holds at least 60 barcode labels and 60 text images, ids unique', () => {
    expect(specs.filter((spec) => spec.group === 'barcode').length).toBeGreaterThanOrEqual(60);
    expect(specs.filter((spec) => spec.group === 'text').length).toBeGreaterThanOrEqual(60);
    expect(new Set(specs.map((spec) => spec.id)).size).toBe(specs.length);
    expect(specs.map((spec) => spec.id)).toEqual(expect.arrayContaining([TWELVE_MP_PHOTO_ID, A4_PAGE_ID]));
  });

  it('covers every symbology, right-angle and slanted turns, blur, small, JPEG and photos', () => {
    const barcodes = specs.filter((spec) => spec.group === 'barcode');
    for (const words of ['Code 39 with the import I', 'Code 39,', 'Code 128', 'Data Matrix', 'QR']) {
      expect(
        barcodes.some((spec) => spec.about.startsWith(words)),
        words,
      ).toBe(true);
    }
    for (const words of [
      'turned 90°',
      'turned 180°',
      'turned 270°',
      'turned 7°',
      'turned 15°',
      'turned 30°',
    ]) {
      expect(barcodes.filter((spec) => spec.about.includes(words)).length, words).toBeGreaterThanOrEqual(5);
    }
    const conditions = new Set(barcodes.map((spec) => spec.condition));
    for (const condition of ['clean', 'blur', 'small', 'jpeg', 'photo', 'photo-12mp']) {
      expect(conditions.has(condition as never), condition).toBe(true);
    }
    expect(barcodes.filter((spec) => spec.type === 'jpeg').length).toBeGreaterThanOrEqual(10);
  });

  it('prints text in several fonts and under every condition, with every kind of identifier', () => {
    const texts = specs.filter((spec) => spec.group === 'text');
    const fonts = new Set(texts.map((spec) => /(DejaVu|Liberation) [A-Za-z ]+?(?=,)/.exec(spec.about)?.[0]));
    expect(fonts.size).toBeGreaterThanOrEqual(5);
    const conditions = new Set(texts.map((spec) => spec.condition));
    for (const condition of [
      'clean',
      'small-font',
      'blur',
      'perspective',
      'noise',
      'shadow',
      'jpeg',
      'photo',
    ]) {
      expect(texts.filter((spec) => spec.condition === condition).length, condition).toBeGreaterThanOrEqual(
        6,
      );
    }
    expect(conditions.has('card')).toBe(true);
    const kinds = new Set(texts.flatMap((spec) => spec.truth.map((truth) => truth.kind)));
    expect([...kinds].sort()).toEqual(['cac', 'phone', 'tin', 'vin']);
  });
});

describe('the labelled set: each truth is what the printed text holds', () => {
  it("a text image's truths are exactly what the page detectors find in its printed lines", () => {
    for (const spec of specs.filter((item) => item.group === 'text')) {
      const found = spec.printed!.flatMap((line) =>
        detectIdentifiers(line).map((hit) => `${hit.kind}:${hit.value}`),
      );
      const truth = spec.truth.map((item) => `${item.kind}:${item.value}`);
      expect(new Set(found), spec.id).toEqual(new Set(truth));
    }
  });

  it('the name kept beside a Tax ID or RC is the one a pasted message of the printed text keeps', () => {
    for (const spec of specs.filter((item) => item.group === 'text')) {
      const named = readPastedMessage(spec.printed!.join('\n')).candidates;
      for (const truth of spec.truth.filter((item) => item.kind === 'tin' || item.kind === 'cac')) {
        const found = named.find((item) => item.kind === truth.kind && item.value === truth.value);
        expect(found?.name, `${spec.id} ${truth.value}`).toBe(truth.name);
      }
    }
  });

  it('OCR truths: a VIN whose check digit holds must be read; Tax IDs, RCs and phones stay doubtful', () => {
    for (const spec of specs.filter((item) => item.group === 'text')) {
      for (const truth of spec.truth) {
        if (truth.kind !== 'vin') expect(truth.status, spec.id).toBe('doubtful');
        else if (isVinCheckDigitValid(truth.value)) expect(truth.status, spec.id).toBe('read');
        else if (checkDigitRequired(truth.value)) expect(truth.status, spec.id).toBe('doubtful');
        else expect(truth.status, spec.id).toBe('either');
      }
    }
  });

  it('barcode truths: a failing check digit is read only from a self-checked symbology of a no-check maker', () => {
    const barcodes = specs.filter((spec) => spec.group === 'barcode');
    for (const spec of barcodes) {
      const [truth] = spec.truth;
      const failing = !isVinCheckDigitValid(truth!.value);
      const selfChecked = !spec.about.startsWith('code39') && !spec.about.startsWith('Code 39');
      const expected = !failing || (selfChecked && !checkDigitRequired(truth!.value)) ? 'read' : 'doubtful';
      expect(truth!.status, spec.id).toBe(expected);
    }
    expect(barcodes.some((spec) => spec.truth[0]!.status === 'doubtful')).toBe(true);
  });
});

describe('the symbols', () => {
  it('a Code 39 label carries the import "I" only when asked; 2D symbols carry the VIN alone', async () => {
    const vin = IMAGE_DEMO_VINS[0];
    expect(vinSymbolText({ vin, symbology: 'code39', importI: true })).toBe(`I${vin}`);
    expect(vinSymbolText({ vin, symbology: 'code39' })).toBe(vin);
    expect(vinSymbolText({ vin, symbology: 'datamatrix', importI: true })).toBe(vin);
    const withI = await vinSymbolPng({ vin, symbology: 'code39', importI: true });
    const without = await vinSymbolPng({ vin, symbology: 'code39' });
    expect(withI.width).toBeGreaterThan(without.width);
    expect(checkImageBytes(withI.png)).toMatchObject({ ok: true, type: 'png', width: withI.width });
  });
});

describe('the bad files are what they claim', () => {
  it('the huge PNG claims 20,000 x 20,000 px in about a hundred bytes and is refused for its pixels', () => {
    const png = hugePixelsPng();
    expect(png.length).toBeLessThan(1024);
    const check = checkImageBytes(png);
    expect(check).toMatchObject({
      ok: false,
      failure: { code: 'too-many-pixels', width: HUGE_PNG_SIDE, height: HUGE_PNG_SIDE },
    });
  });

  it('the corrupt JPEG keeps the header of the real one it was cut from (only decoding can refuse it)', () => {
    expect(checkImageBytes(smallJpeg())).toMatchObject({ ok: true, type: 'jpeg', width: 160, height: 48 });
    const corrupt = corruptJpeg();
    expect(corrupt.length).toBeLessThan(smallJpeg().length);
    expect([...corrupt.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(corrupt.includes(Buffer.from([0xff, 0xd9]))).toBe(false);
  });

  it('the SVG has a script and an onload, and is refused as SVG', () => {
    const svg = scriptedSvg().toString('utf8');
    expect(svg).toContain('<script>');
    expect(svg).toMatch(/onload=/);
    expect(checkImageBytes(scriptedSvg())).toMatchObject({ ok: false, failure: { code: 'svg' } });
  });

  it('the 50 MB file is exactly 50 MB, starts as a PNG and is refused with its size', () => {
    const file = fiftyMegabyteFile();
    expect(file.length).toBe(FIFTY_MEGABYTES);
    expect(file.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(checkImageBytes(file)).toMatchObject({
      ok: false,
      failure: { code: 'file-too-large', bytes: FIFTY_MEGABYTES },
    });
  });

  it('the GIF writer makes an animated GIF the header check sees as animated, with its size', () => {
    const frame = (level: number) => ({ width: 40, height: 10, grey: new Uint8Array(400).fill(level) });
    const gif = encodeAnimatedGif([frame(255), frame(0)]);
    expect(checkImageBytes(gif)).toMatchObject({
      ok: true,
      type: 'gif',
      width: 40,
      height: 10,
      animated: true,
    });
    expect(checkImageBytes(encodeAnimatedGif([frame(255)]))).toMatchObject({ ok: true, animated: false });
  });
});
