/**
 * Keys in a provider's one-key lists are free text. Names of Object.prototype members ("constructor",
 * "__proto__" once spaces become underscores, ...) must read as plain labels, not as whatever the
 * prototype holds: otherwise the record fails its own schema, so the cache and history drop an answer
 * that was paid for. Found by payload-fuzz.test.ts (`{"_ proto _": ...}` in fuel_details).
 */
import { describe, expect, it } from 'vitest';
import { interpretVinResponse } from '@/utils/api/interpret';
import { labelForKey } from '@/utils/api/labels';
import { lookupResultSchema } from '@/utils/lookup/schema';
import { english } from '@/test/support/english';

const PROTOTYPE_KEYS = [
  'constructor',
  '__proto__',
  '_ proto _',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  ' Constructor ',
  '__defineGetter__',
];

describe('labels for keys named like Object.prototype members', () => {
  it.each(PROTOTYPE_KEYS)('%j gets a text label', (key) => {
    const label = labelForKey(key, english);
    expect(typeof label).toBe('string');
    expect(label.trim()).not.toBe('');
  });

  it('a report with such keys everywhere survives the cache and history schemas', () => {
    const details = PROTOTYPE_KEYS.map((key) => ({ [key]: 'value' }));
    const body = JSON.stringify({
      status: true,
      response_code: '00',
      data: {
        vehicle_name: 'Test car',
        vehicle_specification: details,
        vehicle_equipments: [{ section: 'constructor', details }],
        fuel_details: Object.fromEntries(PROTOTYPE_KEYS.map((key) => [key, '1'])),
      },
    });
    const outcome = interpretVinResponse(200, body, undefined, { t: english });
    if (!outcome.ok) throw new Error('expected a success');
    for (const row of [...outcome.data.specification, ...outcome.data.fuel]) {
      expect(typeof row.label).toBe('string');
    }
    const result = {
      id: 'x',
      kind: 'vin',
      value: 'v',
      source: { id: 'api', label: 'Custom' },
      fetchedAt: 1,
      fromCache: false,
      trigger: 'popup',
      payload: { type: 'vehicle', report: outcome.data },
    };
    expect(lookupResultSchema.safeParse(result).success).toBe(true);
  });
});
