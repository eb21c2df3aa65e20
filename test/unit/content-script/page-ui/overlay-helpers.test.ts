import { describe, expect, it } from 'vitest';
import { translate } from '@/utils/i18n/extension-translate';
import {
  intersectsViewport,
  placeBeside,
  placeButton,
  pointInBoxes,
} from '@/utils/content-script/page-ui/geometry';
import {
  buttonText,
  lookupButtonName,
  lookupStatusMessage,
} from '@/utils/content-script/page-ui/lookup-label';

describe('lookup button words', () => {
  it('names the button by what it does: look up a vehicle, verify a taxpayer, with the identifier', () => {
    expect(lookupButtonName('vin', '1HGCM82633A004352')).toBe('Look up VIN 1HGCM82633A004352');
    expect(lookupButtonName('tin', '10493827-0001')).toBe('Verify TIN 10493827-0001');
    expect(lookupButtonName('cac', 'RC1456032')).toBe('Verify RC1456032');
    expect(lookupButtonName('phone', '08031234567')).toBe('Look up phone 08031234567');
  });

  it('shows the kind on the idle button (the CAC register as printed) and the outcome after a click', () => {
    expect(buttonText('idle', 'vin', '1HGCM82633A004352')).toBe('Look up VIN');
    // A 13-digit Tax ID is checked on Business Tax: named by that check, never "TIN".
    expect(buttonText('idle', 'tin', '1049382700011')).toBe('Verify Tax ID');
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
    const demo = translate('page.hintDemo');
    expect(buttonText('idle', 'vin', '1HGCM82633A004352', false, demo)).toBe('Look up VIN · demo');
    const paid = translate('page.hintPaid');
    expect(buttonText('idle', 'tin', '10493827-0001', false, paid)).toBe('Verify TIN · paid');
    expect(buttonText('sent', 'tin', '10493827-0001', false, paid)).toBe('Opened in side panel');
    expect(lookupButtonName('tin', '10493827-0001')).toBe('Verify TIN 10493827-0001');
  });

  it('never puts the answer on the button: once answered it opens the (cached) answer again', () => {
    expect(buttonText('idle', 'tin', '10493827-0001', true, ' · paid')).toBe('Details');
    expect(buttonText('sending', 'tin', '10493827-0001', true)).toBe('Look up…');
  });

  it('says what happened in the live region', () => {
    expect(lookupStatusMessage('ready', 'tin', '10493827-0001')).toContain('ready in the side panel');
    expect(lookupStatusMessage('failed', 'vin', 'X')).toContain('Could not look up VIN X');
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

  it('goes above the identifier when below would cover the next identifier', () => {
    const button = { width: 60, height: 20 };
    const next = { left: 0, top: 45, right: 200, bottom: 60 };
    expect(placeButton(box, button, { width: 800, height: 600 }, [next])).toEqual({ left: 10, top: 0 });
    const far = { left: 400, top: 45, right: 500, bottom: 60 };
    expect(placeButton(box, button, { width: 800, height: 600 }, [far])).toEqual({ left: 10, top: 42 });
  });

  it('puts the answer beside the button, covering neither it nor another identifier', () => {
    const button = { left: 10, top: 42, right: 70, bottom: 62 };
    const card = { width: 200, height: 20 };
    const viewport = { width: 800, height: 600 };
    expect(placeBeside(button, card, viewport, [])).toEqual({ left: 74, top: 42 });
    // An identifier to the right: under the button instead.
    const right = { left: 100, top: 40, right: 300, bottom: 60 };
    expect(placeBeside(button, card, viewport, [right])).toEqual({ left: 10, top: 66 });
    // Near the right edge the card is kept in view, and still not over the button.
    const edge = { left: 700, top: 42, right: 760, bottom: 62 };
    const placed = placeBeside(edge, card, viewport, []);
    expect(placed.left + card.width <= 800 && (placed.left + card.width <= 700 || placed.top >= 62)).toBe(
      true,
    );
  });

  it('tells whether a block is in (or just below) the viewport', () => {
    const viewport = { width: 800, height: 600 };
    expect(intersectsViewport(box, viewport)).toBe(true);
    expect(intersectsViewport({ left: 0, top: 700, right: 10, bottom: 720 }, viewport)).toBe(false);
    expect(intersectsViewport({ left: 0, top: 700, right: 10, bottom: 720 }, viewport, 300)).toBe(true);
    expect(intersectsViewport({ left: 0, top: -200, right: 10, bottom: -100 }, viewport)).toBe(false);
  });
});
