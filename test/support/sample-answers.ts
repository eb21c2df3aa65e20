/**
 * The answers unit tests hold rules against: the demo's Lagos dealer as the provider returns it, and a vehicle
 * specification of a given year and make. One home, so a change to the record's shape is made once.
 */
import type { TaxpayerRecord, VehicleReport } from '@/utils/api/model';

export function sampleTaxpayer(overrides: Partial<TaxpayerRecord> = {}): TaxpayerRecord {
  return {
    taxpayerName: 'ADEWALE AUTOS NIGERIA LIMITED',
    cacRegNumber: 'RC1456032',
    firsTin: '10493827-0001',
    jtbTin: '2004785193',
    taxOffice: 'MSTO LAGOS ISLAND',
    email: '',
    phoneNumber: '',
    ...overrides,
  };
}

/** The same record with the contact details the provider's full answer carries. */
export const ADEWALE_CONTACTS = { email: 'accounts@adewaleautos.example.com.ng', phoneNumber: '08034125876' };

export function sampleVehicleReport(
  year: string,
  make: string,
  overrides: Partial<VehicleReport> = {},
): VehicleReport {
  return {
    name: `${year} ${make}`,
    age: '',
    madeIn: '',
    imageUrl: '',
    marketAnalysis: { timePeriod: '', certainty: '' },
    specification: [
      { key: 'year', label: 'Year', value: year },
      { key: 'make', label: 'Make', value: make },
    ],
    equipment: [],
    fuel: [],
    warranty: [],
    ...overrides,
  };
}
