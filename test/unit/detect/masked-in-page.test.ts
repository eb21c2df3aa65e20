import { describe, expect, it } from 'vitest';
import { detectIdentifiers, isMaskedVin } from '@/utils/detect';
import { detectWith } from '@/utils/detect/detect-core';

// The content script's detector: masked VINs are marked in pages (for their free preview).
const inPage = (text: string) =>
  detectWith(text, ['vin']).map(({ value, start, end, confidence }) => ({
    value,
    printed: text.slice(start, end),
    confidence,
  }));

describe('masked VINs in a page', () => {
  it.each([
    ['Lot 5521 · VIN 1HGCM82633A****** · Run and drive', '1HGCM82633A******', '1HGCM82633A******'],
    ['VIN: 1HGCM82633A•••••• (CA)', '1HGCM82633A******', '1HGCM82633A••••••'],
    ['Chassis 1HGCM82633A004### sold', '1HGCM82633A004***', '1HGCM82633A004###'],
    ['ref 1HGCM82633A00435_ ok', '1HGCM82633A00435*', '1HGCM82633A00435_'],
  ])('marks %s as the characters shown plus one * per masked one', (text, value, printed) => {
    expect(inPage(text)).toEqual([{ value, printed, confidence: 'low' }]);
  });

  // Copart-style auction rows print the hidden serial as X's.
  it.each([
    ['Lot 41236889 · 2003 HONDA ACCORD EX · VIN 1HGCM82633AXXXXXX · Run and drive', '1HGCM82633A******'],
    ['VIN: 4T1BF1FK5DUXXXXXX', '4T1BF1FK5DU******'],
    ['JH4KA7561PC00XXXX (partial)', 'JH4KA7561PC00****'],
  ])('marks a trailing run of X’s as a mask: %s', (text, value) => {
    const printed = value.replace(/\*/g, 'X');
    expect(inPage(text)).toEqual([{ value, printed, confidence: 'low' }]);
  });

  it('keeps real VINs with X in them: Ford of Europe’s XX filler, a single trailing X, a valid check digit', () => {
    // Documented Ford layouts: positions 5-6 are always XX.
    for (const vin of ['WF0BXXGAFBBD99999', 'SFABXXBAFBJG12345']) {
      expect(inPage(`Fahrgestellnummer ${vin}`).map(({ value }) => value)).toEqual([vin]);
    }
    expect(inPage('VIN 1HGCM82633A00435X').every(({ value }) => !value.includes('*'))).toBe(true);
    // Seven X's would leave ten characters shown: too few for a masked VIN, so no preview is offered.
    expect(inPage('VIN 1HGCM8263AXXXXXXX').some(({ value }) => value.includes('*'))).toBe(false);
  });

  it('ignores too few characters shown, masks that do not make 17, and characters no VIN has', () => {
    expect(inPage('1HGCM8263******** and 1HGCM82633A***** and 1HGCM82633A*******')).toEqual([]);
    expect(inPage('password ***********, order 1HGCM82633O******')).toEqual([]);
    expect(inPage('hash 1hgcm82633a******')).toEqual([]);
  });

  it('is never an identifier to look up: typed, pasted or uploaded text leaves it out', () => {
    expect(isMaskedVin('1HGCM82633A******')).toBe(true);
    expect(isMaskedVin('1HGCM82633A004352')).toBe(false);
    expect(detectIdentifiers('VIN 1HGCM82633A****** and 4T1BF1FK5DU276514').map((d) => d.value)).toEqual([
      '4T1BF1FK5DU276514',
    ]);
  });
});
