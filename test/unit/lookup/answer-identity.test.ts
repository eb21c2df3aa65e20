import { describe, expect, it } from 'vitest';
import type { TaxpayerRecord, VehicleReport } from '@/utils/api/model';
import { answeredAboutOther, otherNumberFailure } from '@/utils/lookup/answer-identity';
import { english } from '@/test/support/english';
import { ADEWALE_CONTACTS, sampleTaxpayer } from '@/test/support/sample-answers';

/** The provider's legacy TIN answer shape (API.md), numbers from the built-in demo records. */
const adewale: TaxpayerRecord = sampleTaxpayer(ADEWALE_CONTACTS);

/** The provider's documented sandbox answer: its numbers follow no real shape. */
const sandbox: TaxpayerRecord = {
  taxpayerName: 'test test',
  cacRegNumber: 'Rc323479',
  firsTin: '12392112349',
  jtbTin: '10001',
  taxOffice: 'yaba tax office',
  email: 'test@example.com',
  phoneNumber: '08082838487',
};

/** Business Tax's answer (docs/tax-identity.md): a name, the 13-digit Tax ID and a type. */
const businessTax: TaxpayerRecord = {
  taxpayerName: 'SAHEL HAULAGE AND LOGISTICS LTD',
  cacRegNumber: '',
  firsTin: '',
  jtbTin: '',
  taxOffice: '',
  email: '',
  phoneNumber: '',
  taxId: '2185736400017',
  taxpayerType: 'Company',
};

const taxpayer = (record: TaxpayerRecord) => ({ type: 'taxpayer' as const, record });

function vehicle(answeredVin?: string, specVin?: string): { type: 'vehicle'; report: VehicleReport } {
  return {
    type: 'vehicle',
    report: {
      name: '2003 Honda Accord EX',
      age: '23',
      madeIn: 'United States',
      imageUrl: '',
      marketAnalysis: { timePeriod: '', certainty: '' },
      specification: [
        { key: 'year', label: 'Year', value: '2003' },
        ...(specVin ? [{ key: 'VIN', label: 'VIN', value: specVin }] : []),
      ],
      equipment: [],
      fuel: [],
      warranty: [],
      ...(answeredVin ? { answeredVin } : {}),
    },
  };
}

describe('an answer is a verdict only on the number it is about', () => {
  it.each([
    ['the NRS TIN asked', 'tin', '10493827-0001', adewale],
    ['the JRB TIN asked', 'tin', '2004785193', adewale],
    ['the RC asked, with its leading zero dropped', 'cac', 'RC01456032', adewale],
    ['the phone asked', 'phone', '08034125876', adewale],
    ['the Tax ID asked', 'tin', '2185736400017', businessTax],
    // The sandbox's documented pair: asked 20304753-0001, answered firstin 12392112349 (no TIN shape).
    ['the sandbox TIN, answered with numbers of no TIN shape', 'tin', '20304753-0001', sandbox],
    ['the sandbox CAC, spelt Rc', 'cac', 'Rc323479', sandbox],
    ['a record that carries no TIN at all', 'tin', '10493827-0001', { ...adewale, firsTin: '', jtbTin: '' }],
  ] as const)('accepts %s', (_, kind, asked, record) => {
    expect(answeredAboutOther(kind, asked, taxpayer(record))).toBeUndefined();
  });

  it.each([
    ['another NRS TIN', 'tin', '21857364-0001', adewale, { field: 'firstin', value: '10493827-0001' }],
    ['another JRB TIN', 'tin', '1098234576', adewale, { field: 'jittin', value: '2004785193' }],
    ['another Tax ID', 'tin', '2364109800015', businessTax, { field: 'tin', value: '2185736400017' }],
    ['another RC', 'cac', 'RC0618274', adewale, { field: 'cac_reg_number', value: 'RC1456032' }],
    [
      'the same digits in another register',
      'cac',
      'BN1456032',
      adewale,
      { field: 'cac_reg_number', value: 'RC1456032' },
    ],
    ['another phone', 'phone', '09062447315', adewale, { field: 'phone_number', value: '08034125876' }],
  ] as const)('refuses %s', (_, kind, asked, record, other) => {
    expect(answeredAboutOther(kind, asked, taxpayer(record))).toEqual(other);
  });

  it('compares a TIN only with numbers of its own shape', () => {
    // A legacy TIN's answer may carry the new Tax ID: another scheme for the same taxpayer, not another number.
    const migrated = { ...adewale, firsTin: '1049382700017', jtbTin: '' };
    expect(answeredAboutOther('tin', '10493827-0001', taxpayer(migrated))).toBeUndefined();
    // An NRS TIN written without its hyphen in the answer is still that TIN.
    expect(
      answeredAboutOther('tin', '10493827-0001', taxpayer({ ...adewale, firsTin: '104938270001' })),
    ).toBeUndefined();
  });

  it('reads the VIN a vehicle answer echoes, in data or in its specification', () => {
    expect(answeredAboutOther('vin', '1HGCM82633A004352', vehicle('1hgcm82633a004352'))).toBeUndefined();
    expect(answeredAboutOther('vin', '1HGCM82633A004352', vehicle())).toBeUndefined();
    expect(answeredAboutOther('vin', '1HGCM82633A004352', vehicle('4T1BF1FK5DU276514'))).toEqual({
      field: 'vin',
      value: '4T1BF1FK5DU276514',
    });
    expect(
      answeredAboutOther('vin', '1HGCM82633A004352', vehicle(undefined, '4T1B F1FK 5DU 276514')),
    ).toEqual({
      field: 'VIN',
      value: '4T1B F1FK 5DU 276514',
    });
    // Not a VIN: says nothing.
    expect(answeredAboutOther('vin', '1HGCM82633A004352', vehicle('n/a'))).toBeUndefined();
  });

  it('never crosses kinds', () => {
    expect(answeredAboutOther('vin', '1HGCM82633A004352', taxpayer(adewale))).toBeUndefined();
    expect(answeredAboutOther('tin', '10493827-0001', vehicle('4T1BF1FK5DU276514'))).toBeUndefined();
  });

  it('turns such an answer into a failure that names both numbers and keeps its charge', () => {
    const charge = { wasCharged: true, amount: '100.00', currency: 'NGN' };
    const failure = otherNumberFailure(
      english,
      '21857364-0001',
      { field: 'firstin', value: '10493827-0001' },
      charge,
    );
    expect(failure).toMatchObject({ retryable: false, charge, otherNumber: { value: '10493827-0001' } });
    expect(failure.title).toBe('The provider answered about another number');
    expect(failure.message).toContain('21857364-0001');
    expect(failure.message).toContain('10493827-0001');
    expect(failure.message).not.toMatch(/verified/i);
  });
});
