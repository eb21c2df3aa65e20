import { describe, expect, it } from 'vitest';
import { enabledKinds } from '@/utils/content-script/detector-kinds';
import { translate } from '@/utils/i18n/extension-translate';
import { intersectsViewport, placeButton, pointInBoxes } from '@/utils/content-script/geometry';
import { summariseIdentifiers } from '@/utils/content-script/identifier-summary';
import { publishScannerHandle } from '@/utils/content-script/instance';
import { SCANNER_HANDLE_KEY } from '@/utils/site-access/constants';
import {
  buttonText,
  lookupButtonName,
  lookupStatusMessage,
  setCostHint,
} from '@/utils/content-script/lookup-label';

describe('lookup button words', () => {
  it('names the button by what it does: look up a vehicle, verify a taxpayer, with the identifier', () => {
    expect(lookupButtonName('vin', '1HGCM82633A004352')).toBe('Look up VIN 1HGCM82633A004352');
    expect(lookupButtonName('tin', '10493827-0001')).toBe('Verify TIN 10493827-0001');
    expect(lookupButtonName('cac', 'RC1456032')).toBe('Verify RC1456032');
    expect(lookupButtonName('phone', '08031234567')).toBe('Look up phone 08031234567');
  });

  it('shows the kind on the idle button (the CAC register as printed) and the outcome after a click', () => {
    expect(buttonText('idle', 'vin', '1HGCM82633A004352')).toBe('Look up VIN');
    expect(buttonText('idle', 'tin', '1049382700011')).toBe('Verify TIN');
    expect(buttonText('idle', 'cac', 'RC1456032')).toBe('Verify RC');
    expect(buttonText('idle', 'cac', 'BN3804623')).toBe('Verify BN');
    expect(buttonText('sent', 'tin', '10493827-0001')).toBe('Opened in side panel');
    expect(buttonText('ready', 'vin', '1HGCM82633A004352')).toBe('Result in side panel');
  });

  it('offers a masked VIN its free preview, never a lookup', () => {
    expect(lookupButtonName('vin', '1HGCM82633A******')).toBe('Preview VIN 1HGCM82633A******');
    expect(buttonText('idle', 'vin', '1HGCM82633A******')).toBe('Free VIN preview');
  });

  it('adds whether a click answers from the demo or may be paid, to the idle text only', () => {
    setCostHint(translate('page.hintDemo'));
    expect(buttonText('idle', 'vin', '1HGCM82633A004352')).toBe('Look up VIN · demo');
    setCostHint(translate('page.hintPaid'));
    expect(buttonText('idle', 'tin', '10493827-0001')).toBe('Verify TIN · paid');
    expect(buttonText('sent', 'tin', '10493827-0001')).toBe('Opened in side panel');
    expect(lookupButtonName('tin', '10493827-0001')).toBe('Verify TIN 10493827-0001');
  });

  it('says what happened in the live region', () => {
    expect(lookupStatusMessage('ready', 'tin', '10493827-0001')).toContain('ready in the side panel');
    expect(lookupStatusMessage('failed', 'vin', 'X')).toContain('Could not look up VIN X');
  });
});

describe('summariseIdentifiers', () => {
  it('counts each identifier once per kind and value, keeping the best confidence', () => {
    expect(
      summariseIdentifiers([
        { kind: 'vin', value: 'A', confidence: 'low' },
        { kind: 'tin', value: 'B', confidence: 'high' },
        { kind: 'vin', value: 'A', confidence: 'high' },
        { kind: 'vin', value: 'A', confidence: 'low' },
      ]),
    ).toEqual([
      { kind: 'vin', value: 'A', confidence: 'high', count: 3 },
      { kind: 'tin', value: 'B', confidence: 'high', count: 1 },
    ]);
  });
});

describe('geometry', () => {
  const box = { left: 10, top: 20, right: 110, bottom: 40 };

  it('hit-tests a point against line boxes with a little slack', () => {
    expect(pointInBoxes(50, 30, [box])).toBe(true);
    expect(pointInBoxes(111, 41, [box])).toBe(true);
    expect(pointInBoxes(120, 30, [box])).toBe(false);
    expect(pointInBoxes(50, 30, [])).toBe(false);
  });

  it('places the button under the identifier, covering none of its line; above it at the bottom edge', () => {
    const button = { width: 60, height: 20 };
    expect(placeButton(box, button, { width: 800, height: 600 })).toEqual({ left: 10, top: 42 });
    expect(placeButton({ ...box, left: 760, right: 790 }, button, { width: 800, height: 600 })).toEqual({
      left: 740,
      top: 42,
    });
    expect(
      placeButton({ left: -50, top: 570, right: -10, bottom: 590 }, button, { width: 800, height: 600 }),
    ).toEqual({ left: 0, top: 548 });
  });

  it('tells whether a block is in (or just below) the viewport', () => {
    const viewport = { width: 800, height: 600 };
    expect(intersectsViewport(box, viewport)).toBe(true);
    expect(intersectsViewport({ left: 0, top: 700, right: 10, bottom: 720 }, viewport)).toBe(false);
    expect(intersectsViewport({ left: 0, top: 700, right: 10, bottom: 720 }, viewport, 300)).toBe(true);
    expect(intersectsViewport({ left: 0, top: -200, right: 10, bottom: -100 }, viewport)).toBe(false);
  });
});

describe('enabledKinds', () => {
  it('follows the settings and falls back to the defaults (phone off)', () => {
    expect(enabledKinds({ vin: true, tin: false, cac: true, phone: true })).toEqual(['vin', 'cac', 'phone']);
    expect(enabledKinds(undefined)).toEqual(['vin', 'tin', 'cac']);
  });
});

describe('publishScannerHandle', () => {
  it('leaves a handle on the given global and withdraws only its own', () => {
    const global: Record<string, unknown> = {};
    const first = { isAlive: () => true, focusLookup: () => {} };
    const second = { isAlive: () => true, focusLookup: () => {} };
    const withdrawFirst = publishScannerHandle(first, global);
    expect(global[SCANNER_HANDLE_KEY]).toBe(first);
    publishScannerHandle(second, global);
    withdrawFirst();
    expect(global[SCANNER_HANDLE_KEY]).toBe(second);
  });
});
