/**
 * The image views' pure parts (components/image/): the words each failure, stage, doubt and note is shown
 * with (the shipped English), the characters in doubt as people count them, the value cut so each doubtful
 * character is marked on its own, which pasted or dropped file is an image, and what shows once reading stops.
 */
import { describe, expect, it } from 'vitest';
import { english } from '@/test/support/english';
import { settledImageState } from '@/components/image/image-read-state';
import { imageFileIn, looksLikeImageFile } from '@/components/image/image-input';
import {
  characterOrdinal,
  describeCharactersInDoubt,
  describeImageFailure,
  describeImageNote,
  describeImageStage,
  describeSuggestion,
  imageFailureRetryable,
  imageMegabytes,
  splitByDoubt,
} from '@/components/image/image-words';
import type { ImageCandidate, ImageFailure, ImageReading } from '@/utils/image/types';

const candidate = (value: string, doubtfulAt: number[]): ImageCandidate => ({
  kind: 'vin',
  value,
  status: doubtfulAt.length ? 'doubtful' : 'read',
  source: 'text',
  crop: { x: 0, y: 0, width: 1, height: 1 },
  certainty: 0.5,
  doubtfulAt,
});

describe('image failures in words', () => {
  it('says a file is too large with its size and the limit, in MB', () => {
    const failure: ImageFailure = {
      code: 'file-too-large',
      bytes: 50 * 1024 * 1024,
      limitBytes: 25 * 1024 * 1024,
    };
    expect(describeImageFailure(failure, english)).toBe(
      'This file is 50 MB: images up to 25 MB are read. Crop it or save it smaller.',
    );
    expect(imageMegabytes(3.45 * 1024 * 1024)).toBe('3.5');
  });

  it('says "over" the limit when the size is not known (a page image sent without its length)', () => {
    const failure: ImageFailure = { code: 'file-too-large', bytes: 0, limitBytes: 25 * 1024 * 1024 };
    expect(describeImageFailure(failure, english)).toBe(
      'This file is over 25 MB, the most that is read. Crop it or save it smaller.',
    );
  });

  it('says how many pixels a huge image has, and the fix', () => {
    const failure: ImageFailure = {
      code: 'too-many-pixels',
      width: 20000,
      height: 20000,
      limitPixels: 50_000_000,
    };
    expect(describeImageFailure(failure, english)).toBe(
      'This image is 20000 × 20000 pixels, more than the 50 million pixels that are read. Crop it or save it smaller.',
    );
  });

  it('names the fix for an SVG and for an image a site refused', () => {
    expect(describeImageFailure({ code: 'svg' }, english)).toBe(
      'SVG drawings are not read: save it as PNG or JPEG.',
    );
    expect(describeImageFailure({ code: 'unreadable-source' }, english)).toContain(
      'Copy the image and paste it into the box',
    );
    expect(describeImageFailure({ code: 'reader-failed', detail: 'out of memory' }, english)).toContain(
      '(out of memory)',
    );
  });

  it('has words for every failure, and offers reading again only when the moment, not the file, failed', () => {
    const all: ImageFailure[] = [
      { code: 'file-too-large', bytes: 1, limitBytes: 1 },
      { code: 'too-many-pixels', width: 1, height: 1, limitPixels: 1 },
      { code: 'svg' },
      { code: 'not-an-image' },
      { code: 'corrupt' },
      { code: 'cancelled' },
      { code: 'unreadable-source' },
      { code: 'reader-failed', detail: 'x' },
    ];
    const words = all.map((failure) => describeImageFailure(failure, english));
    expect(new Set(words).size).toBe(all.length);
    expect(all.filter(imageFailureRetryable).map((failure) => failure.code)).toEqual([
      'cancelled',
      'reader-failed',
    ]);
  });

  it('names the stages and notes as the person reads them', () => {
    expect(describeImageStage('barcodes', english)).toBe('Reading barcodes');
    expect(describeImageStage('text', english)).toBe('Reading the text');
    expect(describeImageNote('first-frame-only', english)).toContain('first frame');
    expect(describeImageNote('scaled-down', english)).toContain('scaled down');
  });
});

describe('characters in doubt', () => {
  it('counts characters from one, in English ordinals', () => {
    expect([0, 1, 2, 3, 8, 10, 11, 12, 20, 21, 22].map((index) => characterOrdinal(index, english))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '9th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
    ]);
  });

  it('lists them in order, once each, and says nothing when none is in doubt', () => {
    expect(describeCharactersInDoubt(candidate('1HGCM82633A004352', [8, 4, 8]), english)).toBe(
      'Characters in doubt: 5th, 9th',
    );
    expect(describeCharactersInDoubt(candidate('1HGCM82633A004352', []), english)).toBeUndefined();
    // An index past the value (a rule's slip) is not shown as a character that is not there.
    expect(describeCharactersInDoubt(candidate('ABC', [7]), english)).toBeUndefined();
  });

  it('cuts the value so each doubtful character is marked alone and the rest stays whole', () => {
    expect(splitByDoubt('1HGCM82633A', [8, 9])).toEqual([
      { text: '1HGCM826', doubt: false },
      { text: '3', doubt: true },
      { text: '3', doubt: true },
      { text: 'A', doubt: false },
    ]);
    expect(
      splitByDoubt('ABC', [])
        .map((run) => run.text)
        .join(''),
    ).toBe('ABC');
  });

  it('offers a suggestion with the character it changes', () => {
    expect(describeSuggestion({ value: '1HGCM82633A004352', at: 8 }, english)).toBe(
      'Try 1HGCM82633A004352 (changes the 9th character)',
    );
  });
});

describe('which pasted or dropped file is an image', () => {
  it('takes image types, and names when the system gives no type', () => {
    expect(looksLikeImageFile({ type: 'image/png', name: 'x' })).toBe(true);
    expect(looksLikeImageFile({ type: '', name: 'IMG_0001.JPG' })).toBe(true);
    expect(looksLikeImageFile({ type: 'text/plain', name: 'a.png' })).toBe(false);
    expect(looksLikeImageFile({ type: 'application/pdf', name: 'a.pdf' })).toBe(false);
  });

  it('finds the image among a paste’s files or items, and nothing in a text paste', () => {
    const png = new File([new Uint8Array([1])], 'shot.png', { type: 'image/png' });
    const text = { kind: 'string', type: 'text/plain', getAsFile: () => null };
    const asData = (files: File[], items: unknown[]) => ({ files, items }) as unknown as DataTransfer;
    expect(imageFileIn(asData([png], []))).toBe(png);
    expect(imageFileIn(asData([], [text, { kind: 'file', type: 'image/png', getAsFile: () => png }]))).toBe(
      png,
    );
    expect(imageFileIn(asData([], [text]))).toBeUndefined();
    expect(imageFileIn(null)).toBeUndefined();
  });
});

describe('what shows once reading stops', () => {
  const barcodes: ImageReading = {
    candidates: [{ ...candidate('1HGCM82633A004352', []), source: 'barcode' }],
    width: 10,
    height: 10,
    notes: [],
    textRead: false,
  };

  it('keeps the barcodes already read when the text is cancelled, saying the text was not read', () => {
    expect(settledImageState({ ok: false, failure: { code: 'cancelled' } }, barcodes)).toEqual({
      phase: 'done',
      reading: { ...barcodes, textRead: false },
    });
  });

  it('says cancelled when nothing was read yet, and shows any other failure as it is', () => {
    expect(settledImageState({ ok: false, failure: { code: 'cancelled' } }, undefined)).toEqual({
      phase: 'failed',
      failure: { code: 'cancelled' },
    });
    expect(settledImageState({ ok: false, failure: { code: 'corrupt' } }, barcodes)).toEqual({
      phase: 'failed',
      failure: { code: 'corrupt' },
    });
    expect(settledImageState({ ok: true, reading: { ...barcodes, textRead: true } }, barcodes)).toMatchObject(
      {
        phase: 'done',
        reading: { textRead: true },
      },
    );
  });
});
