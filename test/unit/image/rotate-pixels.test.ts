import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { greyLevels, likelyTurns, turnGrey, turnedSize, unturnPoint } from '@/utils/image/rotate-pixels';
import { pngPixels } from './png-pixels';

/** The turn in (-45, 45] that undoes `degrees`, give or take zxing's quarter turns. */
const undoing = (degrees: number) => {
  const turn = ((-degrees % 90) + 90) % 90;
  return turn > 45 ? turn - 90 : turn;
};

describe('turning a picture', () => {
  it('grows to hold every corner, and maps a turned point back where it came from', () => {
    expect(turnedSize(100, 50, 90)).toEqual({ width: 50, height: 100 });
    const from = { width: 300, height: 100 };
    const to = turnedSize(300, 100, 30);
    const turn = { degrees: 30, from, to };
    // The centre stays the centre; a corner of the original lands inside the turned picture.
    expect(unturnPoint(turn, { x: to.width / 2, y: to.height / 2 })).toEqual({ x: 150, y: 50 });
    const grey = new Uint8Array(300 * 100).fill(255);
    grey[0] = 0; // the top-left pixel, dark
    const turned = turnGrey(grey, 300, 100, 30);
    const darkest = greyLevels(turned).reduce(
      (best, level, index, all) => (level < all[best]! ? index : best),
      0,
    );
    const back = unturnPoint(turn, {
      x: (darkest % turned.width) + 0.5,
      y: Math.floor(darkest / turned.width) + 0.5,
    });
    expect(back.x).toBeLessThan(2);
    expect(back.y).toBeLessThan(2);
  });
});

describe('likelyTurns', () => {
  it.each([7.5, 12, 22.5, 37.5, 52.5, 67, 100, 140])(
    'finds the turn that levels a Code 39 label turned by %s degrees among its first three',
    async (degrees) => {
      const png = await bwipjs.toBuffer({
        bcid: 'code39',
        text: 'I1HGCP2F31CA094217',
        scale: 2,
        height: 8,
        backgroundcolor: 'FFFFFF',
        paddingwidth: 20,
        paddingheight: 20,
      });
      const label = pngPixels(png);
      const turned = turnGrey(greyLevels(label), label.width, label.height, degrees);
      const turns = likelyTurns(greyLevels(turned), turned.width, turned.height);
      expect(turns.length).toBeGreaterThan(0);
      expect(Math.min(...turns.map((turn) => Math.abs(turn - undoing(degrees))))).toBeLessThanOrEqual(2.5);
    },
  );

  it('suggests nothing for a blank picture', () => {
    expect(likelyTurns(new Uint8Array(200 * 100).fill(230), 200, 100)).toEqual([]);
  });
});
