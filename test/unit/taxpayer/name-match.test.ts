import { describe, expect, it } from 'vitest';
import { namesMatch, rcNumbersMatch } from '@/utils/taxpayer/name-match';
import { readTaxpayerClaim } from '@/utils/taxpayer/page-claim';
import { taxOfficeMeaning } from '@/utils/taxpayer/tax-offices';

describe('namesMatch', () => {
  it('tolerates Ltd/Limited, Nig./Nigeria, &/and, Plc, case, punctuation, spacing and markup', () => {
    const answered = 'ADEWALE AUTOS NIGERIA LIMITED';
    expect(namesMatch('Adewale Autos Nig. Ltd', answered)).toBe(true);
    expect(namesMatch('<b>ADEWALE</b> AUTOS (NIGERIA) LTD.', answered)).toBe(true);
    expect(namesMatch('  adewale   autos,nigeria  limited ', answered)).toBe(true);
    expect(namesMatch('Okafor & Sons Co. Ltd', 'OKAFOR AND SONS COMPANY LIMITED')).toBe(true);
    expect(namesMatch('Sahel Haulage Ltd', 'SAHEL HAULAGE LIMITED')).toBe(true);
    expect(namesMatch('Lagos Breweries Plc', 'LAGOS BREWERIES PLC')).toBe(true);
  });

  // Issue 38: word order is part of a name (until then "Nigeria Limited, Adewale Autos" matched).
  it('compares words in order: swapped words are another name', () => {
    expect(namesMatch('OKONKWO ADEBAYO', 'ADEBAYO OKONKWO')).toBe(false);
    expect(namesMatch('Autos Adewale Nigeria Limited', 'ADEWALE AUTOS NIGERIA LIMITED')).toBe(false);
    expect(namesMatch('Nigeria Limited, Adewale Autos', 'ADEWALE AUTOS NIGERIA LIMITED')).toBe(false);
    expect(namesMatch('Sons & Okafor Ltd', 'OKAFOR AND SONS LIMITED')).toBe(false);
    expect(namesMatch('ADEBAYO OKONKWO', 'ADEBAYO OKONKWO')).toBe(true);
  });

  it('tells a different company apart, even one word away', () => {
    expect(namesMatch('ADEWALE MOTORS NIGERIA LIMITED', 'ADEWALE AUTOS NIGERIA LIMITED')).toBe(false);
    expect(namesMatch('ADEWALE AUTOS LIMITED', 'ADEWALE AUTOS NIGERIA LIMITED')).toBe(false);
    expect(namesMatch('', 'ADEWALE AUTOS NIGERIA LIMITED')).toBe(false);
  });
});

describe('rcNumbersMatch', () => {
  it('compares the digits without leading zeros, with or without the RC prefix', () => {
    expect(rcNumbersMatch('RC 0123456', '123456')).toBe(true);
    expect(rcNumbersMatch('RC1456032', 'RC1456032')).toBe(true);
    expect(rcNumbersMatch('RC-1456033', 'RC1456032')).toBe(false);
    expect(rcNumbersMatch('', '0')).toBe(false);
  });
});

describe('readTaxpayerClaim', () => {
  it("reads the supplier's name and RC from an invoice header", () => {
    const text =
      'Supplier: ADEWALE AUTOS NIG. LTD\n14 Allen Avenue, Ikeja, Lagos\nRC 1632943\nTIN: 15234913-6623';
    expect(readTaxpayerClaim(text)).toEqual({ name: 'ADEWALE AUTOS NIG. LTD', rc: 'RC1632943' });
  });

  it('reads a dealer line with the name, RC and TIN on one line', () => {
    expect(
      readTaxpayerClaim('Dealer Okafor Motors Limited, RC: 0123456, TIN 1523 4913 6623 on file'),
    ).toEqual({
      name: 'Okafor Motors Limited',
      rc: 'RC0123456',
    });
  });

  it('reads one company printed twice in two ways as one name', () => {
    const text = 'ADEWALE AUTOS NIG. LTD\nRC 1632943\nSupplier: Adewale Autos Nigeria Limited';
    expect(readTaxpayerClaim(text).name).toBe('Adewale Autos Nigeria Limited');
  });

  it("leaves out a party's heading printed as the first words of its column", () => {
    // A PDF table read column by column: the "Buyer" header comes first, on the line above the name.
    const text =
      'Buyer RIVERS GATEWAY MARINE SERVICES LIMITED Trans-Amadi Industrial Layout TIN: 17720458-0001';
    expect(readTaxpayerClaim(text).name).toBe('RIVERS GATEWAY MARINE SERVICES LIMITED');
    expect(readTaxpayerClaim('Sold to: Okafor Motors Limited').name).toBe('Okafor Motors Limited');
    expect(readTaxpayerClaim('Consignee ADEWALE AUTOS NIG. LTD').name).toBe('ADEWALE AUTOS NIG. LTD');
  });

  it('reads the capitalised name out of the chatter a message writes before it', () => {
    expect(readTaxpayerClaim('Pls verify this supplier Sahel Haulage Ltd TIN: 21857364-0001').name).toBe(
      'Sahel Haulage Ltd',
    );
    expect(readTaxpayerClaim('kindly check for Okafor and Sons Ltd').name).toBe('Okafor and Sons Ltd');
    expect(readTaxpayerClaim('the dealer is ADEWALE AUTOS NIG. LTD').name).toBe('ADEWALE AUTOS NIG. LTD');
    // No capital anywhere: the whole name as typed.
    expect(readTaxpayerClaim('okafor motors limited').name).toBe('okafor motors limited');
  });

  it("reads a certificate's company, never the state named in its heading", () => {
    const text = [
      'FEDERAL REPUBLIC OF NIGERIA',
      'CORPORATE AFFAIRS COMMISSION',
      'I hereby certify that',
      'ADEWALE AUTOS NIGERIA LIMITED',
      'RC 1456032',
    ].join('\n');
    expect(readTaxpayerClaim(text)).toEqual({ name: 'ADEWALE AUTOS NIGERIA LIMITED', rc: 'RC1456032' });
    expect(readTaxpayerClaim('Government of Nigeria').name).toBeUndefined();
    expect(readTaxpayerClaim('FEDERAL REPUBLIC OF NIGERIA\nOkafor Motors Ltd').name).toBe(
      'Okafor Motors Ltd',
    );
  });

  it('makes no claim from two suppliers', () => {
    const text = 'ADEWALE AUTOS NIG LTD\tRC 1632943\nBALOGUN HAULAGE LTD\tRC 7654321';
    expect(readTaxpayerClaim(text)).toEqual({ name: undefined, rc: undefined });
  });
});

describe('taxOfficeMeaning', () => {
  it('names the office a record prints, whatever follows the code', () => {
    expect(taxOfficeMeaning('MSTO LAGOS ISLAND')).toBe('taxOffice.msto');
    expect(taxOfficeMeaning('LTO Non-Oil Mainland, Ikeja')).toBe('taxOffice.lto');
    expect(taxOfficeMeaning('Abuja')).toBeUndefined();
  });
});
