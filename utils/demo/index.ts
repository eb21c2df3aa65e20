// The Demo data source: built-in records answered in the real API's shape (HTTP status and raw JSON), so
// they go through the same parser as real answers. The local mock API server answers from here too.
import { demoCacKey, demoPhoneKey, demoTinKey, demoVinKey } from './lookup-keys';
import type { RawTaxpayerData } from './raw-payload';
import { DEMO_BUSINESS_TAXPAYERS, DEMO_TAXPAYERS } from './taxpayers';
import { DEMO_VEHICLES } from './vehicles';

export interface DemoAnswer {
  httpStatus: number;
  /** The full raw API response object. */
  body: unknown;
}

export type DemoTaxChannel = 'TIN' | 'CAC' | 'Phone';

/** Every VIN the demo knows, the sandbox VIN first. */
export const DEMO_VINS: readonly string[] = Object.freeze(Object.keys(DEMO_VEHICLES));

/** Every tax lookup the demo answers, one per identifier of each taxpayer. */
export const DEMO_TAX_LOOKUPS: readonly { channel: DemoTaxChannel; number: string; taxpayerName: string }[] =
  Object.freeze(
    DEMO_TAXPAYERS.flatMap(({ tins, record }) => [
      ...tins.map((number) => ({ channel: 'TIN' as const, number, taxpayerName: record.taxpayer_name })),
      { channel: 'CAC' as const, number: record.cac_reg_number, taxpayerName: record.taxpayer_name },
      { channel: 'Phone' as const, number: record.phone_number, taxpayerName: record.taxpayer_name },
    ]).map((lookup) => Object.freeze(lookup)),
  );

/** Lookup key (channel + normalised number) → taxpayer record. */
const taxpayerIndex = new Map<string, RawTaxpayerData>();
for (const { tins, record } of DEMO_TAXPAYERS) {
  const keys = [
    ...tins.map((tin) => indexKey('TIN', demoTinKey(tin))),
    indexKey('CAC', demoCacKey(record.cac_reg_number)),
    indexKey('Phone', demoPhoneKey(record.phone_number)),
  ];
  for (const key of keys) if (key) taxpayerIndex.set(key, record);
}

function indexKey(channel: DemoTaxChannel, normalised: string | undefined): string | undefined {
  return normalised === undefined ? undefined : `${channel}:${normalised}`;
}

function normaliseTaxNumber(channel: DemoTaxChannel, number: string): string | undefined {
  switch (channel) {
    case 'TIN':
      return demoTinKey(number);
    case 'CAC':
      return demoCacKey(number);
    case 'Phone':
      return demoPhoneKey(number);
    default:
      return undefined;
  }
}

/** The built-ins are never handed out: every answer carries its own copy. */
function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export function demoVinAnswer(vin: string): DemoAnswer {
  const key = typeof vin === 'string' ? demoVinKey(vin) : undefined;
  const data = key === undefined ? undefined : DEMO_VEHICLES[key];
  if (!data) {
    return {
      httpStatus: 200,
      body: { status: false, response_code: '01', message: 'VIN not found: no record for this VIN' },
    };
  }
  return {
    httpStatus: 200,
    body: { status: true, response_code: '00', message: 'VIN retrieved successfully', data: copy(data) },
  };
}

export function demoTaxAnswer(channel: DemoTaxChannel, number: string): DemoAnswer {
  const normalised = typeof number === 'string' ? normaliseTaxNumber(channel, number) : undefined;
  const key = indexKey(channel, normalised);
  const data = key === undefined ? undefined : taxpayerIndex.get(key);
  if (!data) {
    return {
      httpStatus: 200,
      body: {
        status: false,
        response_code: '01',
        detail: `${channel === 'Phone' ? 'Phone number' : channel} not found: no taxpayer record for this number`,
      },
    };
  }
  return {
    httpStatus: 200,
    body: { status: true, response_code: '00', detail: 'Verification Successful', data: copy(data) },
  };
}

/** Every Tax ID Business Tax answers for in the demo, with its taxpayer's name. */
export const DEMO_TAX_ID_LOOKUPS: readonly { taxId: string; taxpayerName: string }[] = Object.freeze(
  DEMO_BUSINESS_TAXPAYERS.map(({ tin, name }) => Object.freeze({ taxId: tin, taxpayerName: name })),
);

/** Business Tax's answer for a 13-digit Tax ID, in the documented shape (the mock API adds its billing). */
export function demoBusinessTaxAnswer(taxNumber: string): DemoAnswer {
  const digits = typeof taxNumber === 'string' ? taxNumber.replace(/[\s-]/g, '') : '';
  const data = DEMO_BUSINESS_TAXPAYERS.find((taxpayer) => taxpayer.tin === digits);
  if (!data) {
    return {
      httpStatus: 200,
      body: {
        status: false,
        response_code: '01',
        detail: 'Tax ID not found: no business tax record for this number',
      },
    };
  }
  const message = 'Business Tax Verification (Nigeria) verification successful';
  return {
    httpStatus: 200,
    body: {
      status: true,
      response_code: '00',
      message,
      detail: message,
      data: copy(data),
      verification: { status: 'VERIFIED', reference: `demo-business-tax-${data.tin}` },
      reference_id: `VER-BUSINESS_TAX_NG-DEMO${data.tin.slice(-6)}`,
    },
  };
}
