import { describe, expect, it } from 'vitest';
import { DEMO_VINS, demoVinAnswer } from '@/utils/demo';
import { DEMO_VEHICLES, SANDBOX_VIN } from '@/utils/demo/vehicles';
import { SECTION_KEYS, SECTION_ORDER, SPEC_KEYS, expectedCheckDigit, modelYearCode } from './spec-fixture';

const REFERENCE_YEAR = 2026;
const realVins = DEMO_VINS.filter((vin) => vin !== SANDBOX_VIN);

function onlyEntry(obj: Record<string, string>): [string, string] {
  const entries = Object.entries(obj);
  expect(entries).toHaveLength(1);
  return entries[0] as [string, string];
}

function specOf(vin: string): Record<string, string> {
  const data = DEMO_VEHICLES[vin];
  if (!data) throw new Error(`no record for ${vin}`);
  return Object.fromEntries(data.vehicle_specification.map(onlyEntry));
}

describe('demo vehicles', () => {
  it('has the sandbox VIN and at least five real-format vehicles', () => {
    expect(DEMO_VINS[0]).toBe('AAA00000000');
    expect(realVins.length).toBeGreaterThanOrEqual(5);
    expect(new Set(DEMO_VINS).size).toBe(DEMO_VINS.length);
  });

  it('keeps the reference payload headline values on the sandbox record', () => {
    const data = DEMO_VEHICLES[SANDBOX_VIN];
    expect(data?.vehicle_name).toBe('test vehicle');
    expect(data?.vehicle_age).toBe('4');
  });

  it.each(realVins)('%s is a well-formed VIN with a valid check digit', (vin) => {
    expect(vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    expect(vin.charAt(8)).toBe(expectedCheckDigit(vin));
  });

  it.each(realVins)('%s carries the model-year code of its spec year', (vin) => {
    const year = Number(specOf(vin).year);
    expect(vin.charAt(9)).toBe(modelYearCode(year));
  });

  it('computes check digits as the standard does (known-good VIN)', () => {
    expect(expectedCheckDigit('11111111111111111')).toBe('1');
    expect(expectedCheckDigit('1M8GDM9AXKP042788')).toBe('X');
  });

  it.each(DEMO_VINS)('%s: age matches the model year as of 2026', (vin) => {
    const data = DEMO_VEHICLES[vin];
    expect(data?.vehicle_age).toBe(String(REFERENCE_YEAR - Number(specOf(vin).year)));
  });

  it.each(DEMO_VINS)('%s: specification has all 29 spec keys, in order, non-empty', (vin) => {
    const entries = DEMO_VEHICLES[vin]?.vehicle_specification.map(onlyEntry) ?? [];
    expect(entries.map(([key]) => key)).toEqual(SPEC_KEYS);
    for (const [, value] of entries) expect(value.trim()).not.toBe('');
  });

  it.each(DEMO_VINS)('%s: equipment sections and their keys follow the spec order', (vin) => {
    const data = DEMO_VEHICLES[vin];
    const sections = data?.vehicle_equipments ?? [];
    const isPickup = /pickup/i.test(specOf(vin).category ?? '');
    const expectedSections = SECTION_ORDER.filter((s) => isPickup || s !== 'Cargo Bed Dimensions');
    expect(sections.map((s) => s.section)).toEqual(expectedSections);
    for (const { section, details } of sections) {
      const entries = details.map(onlyEntry);
      expect(entries.map(([key]) => key)).toEqual(SECTION_KEYS[section]);
      for (const [, value] of entries) expect(value.trim()).not.toBe('');
    }
  });

  it('includes at least one pickup with cargo bed dimensions', () => {
    const pickups = DEMO_VINS.filter((vin) =>
      DEMO_VEHICLES[vin]?.vehicle_equipments.some((s) => s.section === 'Cargo Bed Dimensions'),
    );
    expect(pickups.length).toBeGreaterThanOrEqual(1);
  });

  it.each(DEMO_VINS)('%s: top-level fields, fuel details and 3 warranty entries are filled', (vin) => {
    const data = DEMO_VEHICLES[vin];
    if (!data) throw new Error('missing');
    for (const value of [
      data.vehicle_name,
      data.vehicle_age,
      data.vehicle_made_in,
      data.market_analysis.time_period,
      data.market_analysis.certainty,
    ]) {
      expect(value.trim()).not.toBe('');
    }
    expect(Object.keys(data.fuel_details)).toEqual([
      'City_Mileage',
      'Highway_Mileage',
      'Fuel_Type',
      'Fuel_Capacity',
    ]);
    for (const value of Object.values(data.fuel_details)) expect(value.trim()).not.toBe('');
    const spec = specOf(vin);
    expect(data.fuel_details.Fuel_Capacity).toBe(spec.fuel_capacity);
    expect(data.vehicle_made_in).toBe(spec.made_in);

    expect(data.vehicle_warranty).toHaveLength(3);
    for (const entry of data.vehicle_warranty) {
      expect(Object.keys(entry)).toEqual(['type', 'warranty', 'estimated_remainings']);
      for (const value of Object.values(entry)) expect(value.trim()).not.toBe('');
    }
  });

  it('marks every warranty of a car older than six years as expired', () => {
    for (const vin of DEMO_VINS) {
      const data = DEMO_VEHICLES[vin];
      if (Number(data?.vehicle_age) > 6) {
        expect(data?.vehicle_warranty.every((w) => w.estimated_remainings === 'Expired')).toBe(true);
      }
    }
  });

  it.each(DEMO_VINS)('%s: image is an inline base64 SVG, never a remote URL', (vin) => {
    const image = DEMO_VEHICLES[vin]?.vehicle_image ?? '';
    expect(image).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    const svg = Buffer.from(image.slice(image.indexOf(',') + 1), 'base64').toString('utf8');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(image.length).toBeLessThan(4000);
  });
});

describe('demoVinAnswer', () => {
  it.each(DEMO_VINS)('answers %s with a 00 success carrying the raw record', (vin) => {
    const answer = demoVinAnswer(vin);
    expect(answer).toEqual({
      httpStatus: 200,
      body: {
        status: true,
        response_code: '00',
        message: 'VIN retrieved successfully',
        data: DEMO_VEHICLES[vin],
      },
    });
  });

  it('matches case-insensitively and ignores spaces and hyphens', () => {
    const expected = demoVinAnswer('4T1BF1FK5DU276514');
    expect(demoVinAnswer('4t1bf1fk5du276514')).toEqual(expected);
    expect(demoVinAnswer(' 4T1BF1FK5DU 276514 ')).toEqual(expected);
    expect(demoVinAnswer('aaa00000000')).toEqual(demoVinAnswer('AAA00000000'));
  });

  it.each([
    '',
    '4T1BF1FK5DU276515',
    'AAA0000000',
    'AAA000000000',
    '4T1BF1FK5DU27651',
    'not a vin',
    '<script>',
  ])('answers %j with 01 not found', (vin) => {
    const answer = demoVinAnswer(vin);
    expect(answer.httpStatus).toBe(200);
    expect(answer.body).toMatchObject({ status: false, response_code: '01' });
    expect((answer.body as { message: string }).message).toMatch(/not found/i);
    expect(answer.body).not.toHaveProperty('data');
  });

  it('hands out copies: mutating an answer does not change the built-ins', () => {
    const first = demoVinAnswer(SANDBOX_VIN).body as { data: Record<string, unknown> };
    first.data.vehicle_name = 'tampered';
    (first.data.vehicle_specification as Record<string, string>[])[0] = { year: '1999' };
    (first.data.fuel_details as Record<string, string>).Fuel_Type = 'Diesel';
    const second = demoVinAnswer(SANDBOX_VIN).body as { data: Record<string, unknown> };
    expect(second.data.vehicle_name).toBe('test vehicle');
    expect(second.data.vehicle_specification).toEqual(DEMO_VEHICLES[SANDBOX_VIN]?.vehicle_specification);
    expect(second.data).not.toBe(first.data);
    expect(DEMO_VEHICLES[SANDBOX_VIN]?.vehicle_specification[0]).toEqual({ year: '2022' });
  });

  it('answers are plain JSON (what a real response parses to)', () => {
    for (const vin of DEMO_VINS) {
      const { body } = demoVinAnswer(vin);
      expect(JSON.parse(JSON.stringify(body))).toEqual(body);
    }
  });
});
