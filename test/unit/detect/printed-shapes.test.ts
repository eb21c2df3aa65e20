/** Identifiers as real pages print them (issue: "identifiers as real pages print them"), and their look-alikes. */
import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from '@/utils/detect/index';
import { expectValidDetections } from './invariants';
import { found, values } from './helpers';

function checked(text: string): string[] {
  const detections = detectIdentifiers(text);
  expectValidDetections(text, detections);
  return detections.map((detection) => detection.value);
}

describe('incorporated trustees', () => {
  it.each([
    ['CAC/IT/NO.34889', 'IT34889'],
    ['CAC No CAC/IT/NO/139393 in 2019', 'IT139393'],
    ['(CAC/IT/NO 7571193)', 'IT7571193'],
    ['CAC/IT/NO: 148920 •', 'IT148920'],
    ['Incorporated trustees IT No. 45678', 'IT45678'],
  ])('finds %j', (text, value) => {
    expect(checked(text)).toEqual([value]);
  });

  it('leaves the English word IT before a number, and the form name CAC/IT 1', () => {
    expect(checked('IT 123456 staff; the Information Technology (IT) 15000 budget; Form CAC/IT 1')).toEqual(
      [],
    );
  });
});

describe('business names and RC numbers', () => {
  it.each([
    ['CAC Business Name Reg. No. 3804623, registered', 'BN3804623'],
    ['Business Name Registration Number: 2786512', 'BN2786512'],
    ['Registration Number (BN): 2345678', 'BN2345678'],
    ['BN No: 3120457', 'BN3120457'],
    ['(RC NO:1318699)', 'RC1318699'],
    ['RC No. 1456032', 'RC1456032'],
    ['RC-892341', 'RC892341'],
    ['RC: 654321', 'RC654321'],
  ])('finds %j', (text, value) => {
    expect(checked(text)).toEqual([value]);
  });

  it('leaves a Philippine DTI business name number, codes that contain RC, toy models and LLP before a year', () => {
    const text =
      'DTI Business Name Reg. No. 8297508. NRC NO: 112233 BRC No: 445566 CRC-16 ERC-20 ERC-1155 ' +
      'WLtoys RC 144001 1:14 scale. © Adeyemi & Partners LLP 2024.';
    expect(checked(text)).toEqual([]);
  });
});

describe('TINs and Tax IDs as printed', () => {
  it.each([
    ['TIN: 20304753 – 0001', '20304753-0001'],
    ['TIN 20304753\u20120001', '20304753-0001'],
    ['TIN 20304753\u20130001', '20304753-0001'],
    ['Registered TIN 21857364 - 0001.', '21857364-0001'],
    ['Tax ID: 1234 5678 90123', '1234567890123'],
    ['NRS Tax ID 123-456-789-0123', '1234567890123'],
    ['JRB TIN: 208 765 4321', '2087654321'],
    ['Taxpayer ID: 5520198743216', '5520198743216'],
  ])('finds %j', (text, value) => {
    expect(checked(text)).toEqual([value]);
  });

  it('does not take a grouped number longer than a Tax ID, nor one behind another number', () => {
    expect(values('Tax ID: 1234 5678 90123 45')).toEqual([]);
    expect(values('TIN: 12 1234567890123')).toEqual([]);
  });

  it('leaves 10- and 13-digit TINs on a page plainly another country’s', () => {
    expect(values('Addis Ababa, Ethiopia. Supplier TIN: 0012345678, ETB 12,500')).toEqual([]);
    expect(values('Bratislava - www.financnasprava.sk. DIČ / TIN 2020123456')).toEqual([]);
    expect(values('Kenya Revenue Authority. TIN: 1234567890123, +254 20 281 0000')).toEqual([]);
  });

  it('still finds them when the page is Nigerian too', () => {
    expect(values('Lagos office (prices in EUR on request). TIN: 2087654321')).toEqual(['2087654321']);
  });

  it('never detects a bare 11-digit NIN', () => {
    expect(values('NIN 12345678901; NIN: 70123456789; 12345678901')).toEqual([]);
  });
});

describe('phones with the trunk zero in brackets', () => {
  it.each([
    ['+234 (0) 803 367 5080', '08033675080'],
    ['+234 (0) 803-367-5080', '08033675080'],
    ['+234(0)8012345678', '08012345678'],
    ['+234 (0) 803 3782 777', '08033782777'],
  ])('finds %j', (text, value) => {
    expect(checked(text)).toEqual([value]);
  });

  it('only after a +234', () => {
    expect(values('1 (0) 803 367 5080')).toEqual([]);
  });
});

describe('VINs as extraction leaves them', () => {
  it('finds a VIN whose label is glued to the word before', () => {
    expect(found('2003 HONDA ACCORDVIN:1hgcm82633a004352 ODO')).toEqual([
      ['vin', '1HGCM82633A004352', '1hgcm82633a004352', 'high'],
    ]);
  });

  it('does not take a word ending in "vin" for a label', () => {
    expect(values('Kevin: wvwzzz1jzxw000001')).toEqual([]); // lower case failing its check digit
  });

  it('finds a VIN spaced one character at a time, or one character per table cell', () => {
    expect(checked('VIN: 5 Y J S A 1 E 1 8 H F 0 0 0 3 3 7')).toEqual(['5YJSA1E18HF000337']);
    expect(checked('1\tF\tT\tF\tW\t1\tE\tT\t9\tD\tF\tC\t1\t0\t3\t1\t2')).toEqual(['1FTFW1ET9DFC10312']);
  });

  it('leaves spaced letters that are not a VIN, and 18 spaced characters', () => {
    expect(values('A B C D E F G H J K L M N P R S T')).toEqual([]);
    expect(values('1 H G C M 8 2 6 3 3 A 0 0 4 3 5 2 9')).toEqual([]);
  });

  it('leaves tracking, order, part, serial, licence and title numbers', () => {
    const text = [
      'Tracking #: 1Z999AA10123456784',
      'Order No: 4T1BF1FK0CU123456',
      'Part No. 1HGCV1F37LA012345',
      'Serial: 5YJSA1E18HF000337',
      'Licence number: 1FTFW1ET9DFC10312',
      'Title #: 3VWDX7AJ0BM339254',
    ].join('\n');
    expect(values(text)).toEqual([]);
    expect(values('Serial number (VIN): 5YJSA1E18HF000337')).toEqual(['5YJSA1E18HF000337']);
  });
});

describe('page context from the content script', () => {
  it('with a foreign page, leaves ambiguous TINs; with a Nigerian one, finds them whatever the text says', () => {
    // Issue 42: the bare 8+4 shape is ambiguous too, so an Ethiopian page (its own country, read from the
    // text) leaves it unless a Nigerian label stands beside it.
    const text = 'Supplier TIN: 0012345678 (Addis Ababa, Ethiopia). TIN 20304753-0001';
    expect(values(text)).toEqual([]);
    const labelled = `${text} · FIRS TIN 21857364-0001`;
    expect(detectIdentifiers(labelled, { country: 'foreign' }).map((d) => d.value)).toEqual([
      '21857364-0001',
    ]);
    expect(detectIdentifiers(text, { country: 'nigerian' }).map((d) => d.value)).toEqual([
      '0012345678',
      '20304753-0001',
    ]);
  });
});

describe('grouped TINs stay whole', () => {
  it('does not read a legacy TIN run into a digit, or long groups, as a grouped Tax ID', () => {
    expect(values('TIN 20304753-00015')).toEqual([]);
    expect(values('TIN 1234567-890123')).toEqual([]);
    expect(values('TIN 1 2345 6789 0123')).toEqual([]);
  });
});
