/**
 * The pure interpreter against every payload quirk in docs/provider-api.md, without a network.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { interpretTaxResponse, interpretVinResponse } from '@/utils/api/interpret';
import type { ApiOutcome } from '@/utils/api/model';
import { english } from '@/test/support/english';

z.config({ jitless: true });

const VEHICLE = {
  vehicle_name: 'test vehicle',
  vehicle_age: '4',
  vehicle_made_in: 'Nigeria',
  vehicle_image: 'https://example.com/car.png',
  market_analysis: { time_period: 'Last 30 days', certainty: '50%' },
  vehicle_specification: [{ year: '2022' }, { make: 'Test' }, { anti_brake_system: '4-Wheel ABS' }],
  vehicle_equipments: [
    { section: 'Chassis', details: [{ 'Anti-Brake_System': '4-Wheel ABS' }, { Tires: '205/55R16' }] },
    { section: 'Capacities', details: [{ Standard_GVWR: '4,000 lbs' }] },
  ],
  fuel_details: {
    Fuel_Type: 'Gasoline',
    City_Mileage: '30 mpg',
    Fuel_Capacity: '13 gal',
    Highway_Mileage: '38 mpg',
  },
  vehicle_warranty: [
    { type: 'Basic', warranty: '3 years/36,000 miles', estimated_remainings: 'Expired' },
    { type: 'Powertrain', warranty: '5 years/60,000 miles', estimated_remainings: '1 year/12,000 miles' },
  ],
};
const TAXPAYER = {
  taxpayer_name: 'test test',
  cac_reg_number: 'Rc323479',
  firstin: '20304753-0001',
  jittin: '10001',
  tax_office: 'yaba tax office',
  email: 'test@example.com',
  phone_number: '08082838487',
};

const vin = (body: unknown, status = 200, headers?: Record<string, string>) =>
  interpretVinResponse(status, typeof body === 'string' ? body : JSON.stringify(body), headers, {
    t: english,
  });
const tax = (body: unknown, status = 200) =>
  interpretTaxResponse(status, typeof body === 'string' ? body : JSON.stringify(body), undefined, {
    t: english,
  });

function data<T>(outcome: ApiOutcome<T>): T {
  if (!outcome.ok) throw new Error(`${outcome.failure.code}: ${outcome.failure.message}`);
  return outcome.data;
}
function failure<T>(outcome: ApiOutcome<T>) {
  if (outcome.ok) throw new Error('expected a failure');
  return outcome.failure;
}

describe('success', () => {
  it('normalises a spec-shaped vehicle answer, keeping the API order', () => {
    const report = data(vin({ status: true, response_code: '00', message: 'VIN retrieved', data: VEHICLE }));
    expect(report).toMatchObject({ name: 'test vehicle', age: '4', madeIn: 'Nigeria' });
    expect(report.marketAnalysis).toEqual({ timePeriod: 'Last 30 days', certainty: '50%' });
    expect(report.specification.map((row) => row.key)).toEqual(['year', 'make', 'anti_brake_system']);
    expect(report.specification[2]?.label).toBe('Anti-Brake System');
    expect(report.equipment).toEqual([
      {
        section: 'Chassis',
        items: [
          { key: 'Anti-Brake_System', label: 'Anti-Brake System', value: '4-Wheel ABS' },
          { key: 'Tires', label: 'Tires', value: '205/55R16' },
        ],
      },
      {
        section: 'Capacities',
        items: [{ key: 'Standard_GVWR', label: 'Standard GVWR', value: '4,000 lbs' }],
      },
    ]);
    // The model's fuel order, whatever order the provider used.
    expect(report.fuel.map((row) => row.label)).toEqual([
      'City Mileage',
      'Highway Mileage',
      'Fuel Type',
      'Fuel Capacity',
    ]);
    expect(report.warranty.map((entry) => entry.expired)).toEqual([true, false]);
    expect(report.warranty[0]).toEqual({
      type: 'Basic',
      warranty: '3 years/36,000 miles',
      remaining: 'Expired',
      expired: true,
    });
  });

  it('normalises a taxpayer answer', () => {
    const outcome = tax({
      status: true,
      response_code: '00',
      detail: 'Verification Successful',
      data: TAXPAYER,
    });
    expect(data(outcome)).toEqual({
      taxpayerName: 'test test',
      cacRegNumber: 'Rc323479',
      firsTin: '20304753-0001',
      jtbTin: '10001',
      taxOffice: 'yaba tax office',
      email: 'test@example.com',
      phoneNumber: '08082838487',
    });
    expect(outcome.ok && outcome.meta).toEqual({ providerMessage: 'Verification Successful' });
  });
});

describe('payload quirks (docs/provider-api.md)', () => {
  it('reads the message from detail before message', () => {
    const both = vin({ status: false, response_code: '01', detail: 'from detail', message: 'from message' });
    expect(failure(both).providerMessage).toBe('from detail');
    const onlyMessage = vin({ status: false, response_code: '01', message: 'from message' });
    expect(failure(onlyMessage).providerMessage).toBe('from message');
    const emptyDetail = vin({ status: false, response_code: '01', detail: '', message: 'from message' });
    expect(failure(emptyDetail).providerMessage).toBe('from message');
  });

  it('treats "", null and missing text alike', () => {
    const record = data(
      tax({
        status: true,
        response_code: '00',
        data: { taxpayer_name: 'A', cac_reg_number: '', firstin: null, tax_office: undefined },
      }),
    );
    expect(record).toEqual({
      taxpayerName: 'A',
      cacRegNumber: '',
      firsTin: '',
      jtbTin: '',
      taxOffice: '',
      email: '',
      phoneNumber: '',
    });
  });

  it('trims padded strings', () => {
    const record = data(
      tax({
        status: true,
        response_code: '00',
        data: { ...TAXPAYER, taxpayer_name: '  test test  ', email: ' a@b.c ' },
      }),
    );
    expect(record.taxpayerName).toBe('test test');
    expect(record.email).toBe('a@b.c');
    const message = failure(vin({ status: false, response_code: '01', message: '   not   found  ' }));
    expect(message.providerMessage).toBe('not found');
  });

  it('restores the leading zero of phone_number sent as a number', () => {
    const record = data(
      tax({ status: true, response_code: '00', data: { ...TAXPAYER, phone_number: 8082838487 } }),
    );
    expect(record.phoneNumber).toBe('08082838487');
    const string = data(
      tax({ status: true, response_code: '00', data: { ...TAXPAYER, phone_number: '8082838487' } }),
    );
    expect(string.phoneNumber).toBe('08082838487');
    const international = data(
      tax({ status: true, response_code: '00', data: { ...TAXPAYER, phone_number: '+2348082838487' } }),
    );
    expect(international.phoneNumber).toBe('+2348082838487');
  });

  it('reads vehicle_age as a string or a number', () => {
    expect(data(vin({ status: true, response_code: '00', data: { ...VEHICLE, vehicle_age: '4' } })).age).toBe(
      '4',
    );
    expect(data(vin({ status: true, response_code: '00', data: { ...VEHICLE, vehicle_age: 4 } })).age).toBe(
      '4',
    );
  });

  it('marks "Expired" (any case) and zero or negative remainders as expired', () => {
    const warranty = [
      'Expired',
      'EXPIRED',
      'expired on 2021-01-01',
      '0 miles',
      '-3 months',
      '0 years 6 months',
      '',
    ].map((estimated_remainings) => ({ type: 'Basic', warranty: '3 years', estimated_remainings }));
    const report = data(
      vin({ status: true, response_code: '00', data: { ...VEHICLE, vehicle_warranty: warranty } }),
    );
    expect(report.warranty.map((entry) => entry.expired)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('ignores unknown fields at every level', () => {
    const outcome = vin({
      status: true,
      response_code: '00',
      session: { id: 'x' },
      new_thing: [1, 2],
      data: { ...VEHICLE, brand_new_field: { deep: true } },
    });
    expect(data(outcome).name).toBe('test vehicle');
    expect(Object.keys(data(outcome))).not.toContain('brand_new_field');
  });

  it('reads status as a boolean or "true"/"false", and response_code as a string or number', () => {
    expect(vin({ status: 'true', response_code: 0, data: VEHICLE }).ok).toBe(true);
    expect(vin({ status: 'TRUE', response_code: '00', data: VEHICLE }).ok).toBe(true);
    expect(failure(vin({ status: 'false', response_code: 1 }))).toMatchObject({
      code: 'not_found',
      responseCode: '01',
    });
    expect(failure(vin({ status: false, response_code: 3 })).code).toBe('insufficient_funds');
    expect(failure(vin({ status: false, response_code: ' 02 ' })).code).toBe('retry_later');
  });

  it('status true with 01 is not found; status false with 00 is not a success', () => {
    expect(failure(vin({ status: true, response_code: '01', message: 'no record' })).code).toBe('not_found');
    const contradictory = failure(vin({ status: false, response_code: '00', data: VEHICLE }));
    expect(contradictory.code).toBe('invalid_response');
    expect(contradictory.message).toMatch(/success and failure/);
  });

  it('reads verification and billing_info into meta', () => {
    const outcome = vin({
      status: true,
      response_code: '00',
      verification: { status: 'VERIFIED', reference: 'ref-1' },
      billing_info: { was_charged: true, amount: 100.5, currency: 'NGN' },
      data: VEHICLE,
    });
    expect(outcome.ok && outcome.meta).toEqual({
      reference: 'ref-1',
      wasCharged: true,
      amount: '100.5',
      currency: 'NGN',
    });
    const charged = vin({
      status: true,
      response_code: '00',
      billing_info: { was_charged: 'false' },
      data: VEHICLE,
    });
    expect(charged.ok && charged.meta.wasCharged).toBe(false);
  });

  it('flattens one-key lists with 0 or several keys per element and non-string values', () => {
    const report = data(
      vin({
        status: true,
        response_code: '00',
        data: {
          vehicle_name: 'X',
          vehicle_specification: [
            {},
            { year: 2020, doors: 4 },
            { abs: true },
            { trim: null },
            'junk',
            null,
            [1],
          ],
          vehicle_equipments: [
            { section: 'Chassis', details: [{ Tires: ['P205', 'R16'] }] },
            'junk',
            { details: [] },
          ],
        },
      }),
    );
    expect(report.specification).toEqual([
      { key: 'year', label: 'Year', value: '2020' },
      { key: 'doors', label: 'Doors', value: '4' },
      { key: 'abs', label: 'ABS', value: 'Yes' },
      { key: 'trim', label: 'Trim', value: '' },
    ]);
    expect(report.equipment).toEqual([
      { section: 'Chassis', items: [{ key: 'Tires', label: 'Tires', value: 'P205, R16' }] },
    ]);
    expect(report).toMatchObject({ age: '', madeIn: '', imageUrl: '', fuel: [], warranty: [] });
  });

  it('keeps unknown fuel fields after the four known ones, in the API order', () => {
    const report = data(
      vin({
        status: true,
        response_code: '00',
        data: {
          ...VEHICLE,
          fuel_details: { Range: '400 mi', Fuel_Type: 'Diesel', EPA_Class: 'Midsize', city_mileage: '20' },
        },
      }),
    );
    expect(report.fuel).toEqual([
      { key: 'city_mileage', label: 'City Mileage', value: '20' },
      { key: 'Fuel_Type', label: 'Fuel Type', value: 'Diesel' },
      { key: 'Range', label: 'Range', value: '400 mi' },
      { key: 'EPA_Class', label: 'EPA Class', value: 'Midsize' },
    ]);
  });
});

describe('strict where a result needs it', () => {
  it('a success without data is invalid', () => {
    expect(failure(vin({ status: true, response_code: '00', message: 'ok' })).code).toBe('invalid_response');
    expect(failure(vin({ status: true, response_code: '00', data: null })).code).toBe('invalid_response');
    expect(failure(vin({ status: true, response_code: '00', data: 'n/a' })).code).toBe('invalid_response');
    expect(failure(tax({ status: true, response_code: '00', data: [] })).code).toBe('invalid_response');
  });

  it('a vehicle with no name, specification or equipment is invalid; any one of them is enough', () => {
    const empty = failure(
      vin({
        status: true,
        response_code: '00',
        data: {
          vehicle_name: ' ',
          vehicle_age: '4',
          vehicle_equipments: [{ section: 'Chassis', details: [] }],
        },
      }),
    );
    expect(empty.code).toBe('invalid_response');
    expect(empty.message).toMatch(/no name, specification or equipment/);
    expect(vin({ status: true, response_code: '00', data: { vehicle_name: 'X' } }).ok).toBe(true);
    expect(
      vin({ status: true, response_code: '00', data: { vehicle_specification: [{ year: '2020' }] } }).ok,
    ).toBe(true);
    expect(
      vin({
        status: true,
        response_code: '00',
        data: { vehicle_equipments: [{ section: 'C', details: [{ Tires: 'x' }] }] },
      }).ok,
    ).toBe(true);
  });

  it('a taxpayer needs a name or a TIN', () => {
    expect(failure(tax({ status: true, response_code: '00', data: { email: 'a@b.c' } })).code).toBe(
      'invalid_response',
    );
    expect(tax({ status: true, response_code: '00', data: { firstin: '20304753-0001' } }).ok).toBe(true);
    expect(tax({ status: true, response_code: '00', data: { jittin: '1000123456' } }).ok).toBe(true);
    expect(tax({ status: true, response_code: '00', data: { taxpayer_name: 'A' } }).ok).toBe(true);
  });

  it('an answer without response_code does not say what happened', () => {
    expect(failure(vin({ status: true, data: VEHICLE })).message).toMatch(/does not say/);
  });
});

describe('bodies that are not data', () => {
  it('HTML, by content type or by content', () => {
    const declared = failure(vin('<html><body>Login</body></html>', 200, { 'Content-Type': 'text/html' }));
    expect(declared).toMatchObject({ code: 'invalid_response', retryable: false });
    expect(declared.message).toBe(
      'The server answered with a web page instead of data (a proxy or captive portal?).',
    );
    expect(
      failure(vin('  <!DOCTYPE html><p>hi', 200, { 'content-type': 'application/json' })).message,
    ).toMatch(/web page/);
  });

  it('malformed, truncated, empty or non-object JSON', () => {
    expect(failure(vin('{"status": true,')).message).toMatch(/could not be read/);
    expect(failure(vin("{'status': True}")).code).toBe('invalid_response');
    expect(failure(vin('')).message).toMatch(/empty/);
    expect(failure(vin('[1,2,3]')).code).toBe('invalid_response');
    expect(failure(vin('"ok"')).code).toBe('invalid_response');
  });
});

describe('HTTP statuses', () => {
  it.each([
    [400, 'bad_request', undefined],
    [401, 'bad_key', undefined],
    [403, 'bad_key', undefined],
    [402, 'insufficient_funds', undefined],
    [429, 'rate_limited', {}],
    [500, 'server_error', {}],
    [502, 'server_error', {}],
    [503, 'server_error', {}],
    [504, 'server_error', {}],
    [404, 'bad_request', undefined],
    [422, 'bad_request', undefined],
    [307, 'invalid_response', undefined],
    [0, 'invalid_response', undefined],
  ] as const)('%i → %s', (status, code, retry) => {
    const outcome = vin({ detail: 'whatever' }, status);
    expect(failure(outcome)).toMatchObject({ code, httpStatus: status, providerMessage: 'whatever' });
    expect(!outcome.ok && outcome.retry).toEqual(retry);
  });

  it('401 bodies in both documented shapes', () => {
    expect(
      failure(vin({ status: false, message: 'Unauthorized: invalid API key' }, 401)).providerMessage,
    ).toBe('Unauthorized: invalid API key');
    expect(
      failure(vin({ detail: 'Authentication credentials were not provided.' }, 401)).providerMessage,
    ).toBe('Authentication credentials were not provided.');
  });

  it('a known response_code on an odd 4xx is trusted', () => {
    expect(failure(vin({ status: false, response_code: '01', detail: 'Not found' }, 404)).code).toBe(
      'not_found',
    );
  });

  it('429 reads Retry-After in seconds', () => {
    const outcome = vin({ detail: 'slow down' }, 429, { 'Retry-After': '7' });
    expect(!outcome.ok && outcome.retry).toEqual({ afterMs: 7000 });
  });

  it('02 is marked for retry; 01, 03 and unknown codes are not', () => {
    const retryLater = vin({ status: false, response_code: '02' });
    expect(!retryLater.ok && retryLater.retry).toEqual({});
    for (const code of ['01', '03', '99']) {
      const outcome = vin({ status: false, response_code: code });
      expect(!outcome.ok && outcome.retry).toBeUndefined();
    }
    expect(failure(vin({ status: false, response_code: '99' })).retryable).toBe(false);
  });
});

describe('secrets', () => {
  it('masks the API key and App ID when a provider echoes them', () => {
    const outcome = interpretVinResponse(
      401,
      JSON.stringify({ detail: 'Invalid API key sk_live_ECHOED for app app_77' }),
      undefined,
      { t: english, secrets: ['sk_live_ECHOED', 'app_77'] },
    );
    expect(failure(outcome).providerMessage).toBe('Invalid API key [hidden] for app [hidden]');
    expect(JSON.stringify(outcome)).not.toContain('sk_live_ECHOED');
  });
});
