import { describe, expect, it } from 'vitest';
import {
  buildTextMap,
  locateEnd,
  locateStart,
  mapSpan,
  RUN_SEPARATOR,
} from '@/utils/content-script/scan/text-map';

describe('buildTextMap', () => {
  it('joins the segments of a run directly and runs with a separator', () => {
    const map = buildTextMap([['VIN ', '1HGCM', '82633A004352'], ['next cell']]);
    expect(map.text).toBe(`VIN 1HGCM82633A004352${RUN_SEPARATOR}next cell`);
    expect(map.starts).toEqual([0, 4, 9, 21 + RUN_SEPARATOR.length]);
    expect(map.runOf).toEqual([0, 0, 0, 1]);
    expect(map.lengths).toEqual([4, 5, 12, 9]);
  });

  it('turns source newlines and tabs into spaces without changing offsets', () => {
    const map = buildTextMap([['VIN:\n\t1HGCM82633A004352']]);
    expect(map.text).toBe('VIN:  1HGCM82633A004352');
    expect(map.text).toHaveLength('VIN:\n\t1HGCM82633A004352'.length);
  });

  it('maps nothing for no runs', () => {
    expect(buildTextMap([])).toEqual({ text: '', starts: [], runOf: [], lengths: [] });
  });
});

describe('locateStart and locateEnd', () => {
  const map = buildTextMap([['ab', '', 'cde'], ['fg']]);
  // text: "abcde" + separator + "fg"; segments: 0 "ab"@0, 1 ""@2, 2 "cde"@2, 3 "fg"@fg
  const fg = 5 + RUN_SEPARATOR.length;

  it('puts a start in the segment holding the character, never in an empty one', () => {
    expect(locateStart(map, 0)).toEqual({ segment: 0, offset: 0 });
    expect(locateStart(map, 2)).toEqual({ segment: 2, offset: 0 });
    expect(locateStart(map, 4)).toEqual({ segment: 2, offset: 2 });
    expect(locateStart(map, fg)).toEqual({ segment: 3, offset: 0 });
  });

  it('puts an end after the last character it covers, in that character’s segment', () => {
    expect(locateEnd(map, 2)).toEqual({ segment: 0, offset: 2 });
    expect(locateEnd(map, 3)).toEqual({ segment: 2, offset: 1 });
    expect(locateEnd(map, 5)).toEqual({ segment: 2, offset: 3 });
    expect(locateEnd(map, fg + 2)).toEqual({ segment: 3, offset: 2 });
  });

  it('finds no segment on a separator or outside the text', () => {
    expect(locateStart(map, 5)).toBeUndefined(); // the separator
    expect(locateStart(map, fg - 1)).toBeUndefined();
    expect(locateStart(map, fg + 2)).toBeUndefined();
    expect(locateStart(map, -1)).toBeUndefined();
    expect(locateEnd(map, 0)).toBeUndefined();
    expect(locateEnd(map, fg)).toBeUndefined();
    expect(locateEnd(map, fg + 3)).toBeUndefined();
  });
});

describe('mapSpan', () => {
  const map = buildTextMap([['VIN ', '1HGCM', '82633A004352'], ['x']]);

  it('maps a span across segments of one run', () => {
    expect(mapSpan(map, 4, 21)).toEqual({
      run: 0,
      start: { segment: 1, offset: 0 },
      end: { segment: 2, offset: 12 },
    });
  });

  it('drops spans that cross runs or are empty', () => {
    expect(mapSpan(map, 4, 22 + RUN_SEPARATOR.length)).toBeUndefined();
    expect(mapSpan(map, 4, 4)).toBeUndefined();
  });
});
