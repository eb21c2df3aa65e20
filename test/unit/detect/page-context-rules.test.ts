/**
 * Issue 42: rules that read a number the way a person does, from the page's country and the label beside it.
 * Each class with its look-alike. Sources of the printed forms (paraphrased, numbers made up):
 * - Zimbabwe: ZIMRA fiscal tax invoices print the seller's "TIN" and "VAT number"
 *   (https://invoiceproo.com/blog/fiscal-tax-invoice-requirements-zimbabwe.html); a Harare firm's contact
 *   page (https://lucent.co.zw/contact/: "69 Jason Moyo, First Floor, Hungwe, Harare", "+263 771 …").
 * - Burundi: the revenue office (OBR) issues the NIF, "Numéro d'Identification Fiscale"
 *   (https://obr.bi/index.php/en/faqs), and traders need "NIF et RC" (registre de commerce)
 *   (https://obr.bi/index.php/en/actualites/1369-…-makamba-…).
 * - Japan: mobiles are 080/090/070 + 8 digits, written "080-1234-5678", "+81 80-1234-5678"
 *   (https://skincare-40s.com/184.html, https://engrmemo.jp/archives/how-to-090-080-070).
 * - Medical registers: MDCN gives each doctor a folio number (http://www.healththenmore.com/2015/11/
 *   mdcn-starts-online-registration-and.html); a UK GMC number is 7 digits, possibly a leading 0
 *   (https://help.cegedim-healthcare.co.uk/DLM870/ManagementTools/Content/Control_Panel/30137.htm); Indian
 *   doctors print the "registration number accorded … by the State Medical Council"
 *   (https://indiaheartbeat.com/blogs/blogs-2184.html).
 * - US-style brackets: (803) and (805) are US area codes as well as MTN/Glo mobile prefixes.
 */
import { describe, expect, it } from 'vitest';
import { detectWith } from '@/utils/detect/detect-core';
import { detectIdentifiers, samplePageText, type DetectionKind } from '@/utils/detect/index';
import type { CountryVerdict } from '@/utils/detect/page-country';
import { fitsPage } from '@/utils/detect/page-fit';
import { PAGE_SAMPLE_CHARS } from '@/utils/detect/page-country';
import { scanCacLabelNumbers } from '@/utils/detect/scan-cacs';
import { scanBracketedPhones } from '@/utils/detect/scan-phones';
import { expectValidDetections } from './invariants';

function on(country: CountryVerdict | undefined, text: string, kinds?: readonly DetectionKind[]): string[] {
  const detections = detectIdentifiers(text, { kinds, ...(country ? { country } : {}) });
  expectValidDetections(text, detections);
  return detections.map((detection) => detection.value);
}

describe('fitsPage', () => {
  it.each([
    [undefined, 'foreign', true],
    [undefined, 'unknown', true],
    ['not-foreign', 'nigerian', true],
    ['not-foreign', 'unknown', true],
    ['not-foreign', 'foreign', false],
    ['nigerian', 'nigerian', true],
    ['nigerian', 'unknown', false],
    ['nigerian', 'foreign', false],
  ] as const)('a detection that must be %s on a page %s: %s', (pageMustBe, verdict, fits) => {
    expect(fitsPage({ pageMustBe }, verdict)).toBe(fits);
  });

  it('the content script gets every detection with its flag; detectIdentifiers only what fits', () => {
    const text = 'TIN: 2000123456 · Tax ID: 1234567890123 · 0803 123 4567 · RC 1234';
    expect(detectWith(text).map(({ value, pageMustBe }) => [value, pageMustBe])).toEqual([
      ['2000123456', 'not-foreign'],
      ['1234567890123', 'not-foreign'],
      ['08031234567', 'not-foreign'],
      ['RC1234', 'not-foreign'],
    ]);
    expect(on('foreign', text)).toEqual([]);
    expect(on('unknown', text)).toEqual(['2000123456', '1234567890123', '08031234567', 'RC1234']);
    // The outside contract's shape: no flag in what detectIdentifiers returns.
    expect(Object.keys(detectIdentifiers(text, { country: 'unknown' })[0]!)).toEqual([
      'kind',
      'value',
      'start',
      'end',
      'confidence',
    ]);
  });

  it('what does not fit is dropped before overlaps are settled, so it hides no neighbour that fits', () => {
    // 13 digits after a bare "TIN" is ambiguous; the same digits are a +234-coded mobile, which is not.
    expect(on('foreign', 'TIN: 2348031234567')).toEqual(['08031234567']);
    expect(on('nigerian', 'TIN: 2348031234567')).toEqual(['2348031234567']);
  });
});

describe('ambiguous TINs on a foreign page', () => {
  it.each([
    ['a 10-digit TIN after "TIN No:"', 'TIN No: 2000123456'],
    ['a 13-digit number after a bare "TIN"', 'TIN: 1234567890123'],
    ['a 13-digit number after "Taxpayer ID"', 'Taxpayer ID: 1234567890123'],
    ['a legacy 8+4 shape', 'Ref 20304753-0001'],
    // Thailand's 13-digit Tax ID prints just as Nigeria's 2026 one does (a Bangkok invoice header and the
    // Pharmacy Council of Thailand: test/fixtures/real-text/th-*.txt, with their sources), so "Tax ID" names
    // no country and the 13 digits after it are ambiguous too.
    ['a 13-digit number after "Tax ID"', 'Tax ID: 0105566135845'],
    ['a grouped 13-digit number after "TaxID"', 'TaxID 1234 5678 90123'],
  ])('leaves %s', (_name, text) => {
    expect(on('foreign', text)).toEqual([]);
    expect(on('unknown', text)).toHaveLength(1);
    expect(on('nigerian', text)).toHaveLength(1);
  });

  it.each([
    ['NRS TIN 2087654321', '2087654321'],
    ['JRB TIN: 2087654321', '2087654321'],
    ['FIRS TIN: 20304753-0001', '20304753-0001'],
    ['LIRS Tax Identification Number (TIN): 2087654321', '2087654321'],
    ['FCT-IRS TIN 2087654321', '2087654321'],
    ['Nigerian TIN: 2087654321', '2087654321'],
    ['TIN 2087654321 (NRS)', '2087654321'],
    ['Nigeria Revenue Service TIN 1234567890123', '1234567890123'],
    ['Lagos office · Tel +234 803 123 4567 · TIN 2087654321', '2087654321'],
    ['NRS Tax ID: 1234567890123', '1234567890123'],
  ])('keeps %j: a Nigerian label stands right beside it', (text, value) => {
    expect(on('foreign', text, ['tin'])).toEqual([value]);
  });

  it('a label counts only right beside: same line, close, nothing naming another identifier between', () => {
    expect(on('foreign', 'NRS\nTIN: 2087654321')).toEqual([]);
    expect(on('foreign', 'NRS (the old name is printed here) and the supplier TIN: 2087654321')).toEqual([]);
    expect(on('foreign', 'CAC RC 123456, TIN 2087654321', ['tin'])).toEqual([]);
    expect(on('foreign', 'NRS ref 445, TIN 2087654321')).toEqual([]);
    // Words inside words, and lower-case "firs" (trees), are no labels.
    expect(on('foreign', 'Firs Lane, TIN 2087654321')).toEqual([]);
    expect(on('foreign', 'UNRSA TIN 2087654321')).toEqual([]);
  });

  it('takes no number glued to a letter, unless the letters are the keyword itself', () => {
    // A Malaysian e-invoice thread (test/fixtures/real-text/my-einvoice-tin-brn-issue.txt): "tin: C7856152030".
    expect(on('nigerian', 'tin: C7856152030  , brn: 198401010509')).toEqual([]);
    expect(on('nigerian', 'FIRS1234567890')).toEqual(['1234567890']);
  });

  // Issue 43: a label is looked for only when one of its words stands in a short window around the number.
  // At the window's edges: a label ending 40 characters before the number counts, 41 does not; after it,
  // across at most a space, a bracket and a space; "+234" within 100 characters either side, same line.
  it('a label at the edge of its reach still counts, one just past it does not', () => {
    const pad = (length: number) => 'x'.repeat(length);
    expect(on('foreign', `NRS ${pad(34)} TIN 2087654321`)).toEqual(['2087654321']);
    expect(on('foreign', `NRS ${pad(35)} TIN 2087654321`)).toEqual([]);
    expect(on('foreign', 'TIN 2087654321 ( NRS)')).toEqual(['2087654321']);
    expect(on('foreign', 'TIN 2087654321 (  NRS)')).toEqual([]);
    expect(on('foreign', `TIN 2087654321 ${pad(94)} +234`)).toEqual(['2087654321']);
    expect(on('foreign', `TIN 2087654321 ${pad(95)} +234`)).toEqual([]);
    expect(on('foreign', `+234 ${pad(89)} TIN: 2087654321`)).toEqual(['2087654321']);
    expect(on('foreign', `+234 ${pad(90)} TIN: 2087654321`)).toEqual([]);
  });

  it('reads each number’s label afresh, whatever the numbers before it met', () => {
    // A label seen after one number ("… NRS" within reach after it) once hid the label before the next.
    const text = 'TIN No: 2000123456   VAT No: 220123456\nAgent: NRS TIN 2087654321';
    expect(on('foreign', text)).toEqual(['2087654321']);
  });
});

describe('the text is its own page (no country given): its country is read from it', () => {
  it('a Zimbabwe quotation that names only Harare: its TIN is left, a Nigerian one beside it kept', () => {
    const quotation = [
      'QUOTATION No. Q-0412',
      'Hungwe Office Supplies (Pvt) Ltd, 69 Jason Moyo Avenue, Harare',
      'TIN No: 2000123456   VAT No: 220123456',
    ].join('\n');
    expect(on(undefined, quotation)).toEqual([]);
    // On the page read as Zimbabwe's, a Nigerian TIN with its label beside it stays. (Given as the verdict:
    // a line naming Lagos and NRS would tip the text's own reading towards Nigeria.)
    expect(on('foreign', `${quotation}\nAgent: NRS TIN 2087654321`)).toEqual(['2087654321']);
  });

  it('a Burundi record that names only its revenue office (OBR): its NIF/TIN is left', () => {
    const record = 'Enregistré auprès de l’OBR. NIF / TIN : 4000123456 · RC 12345/19';
    expect(on(undefined, record, ['tin'])).toEqual([]);
    // Its "RC" is the registre de commerce, its number and year: no CAC number on any page.
    expect(on('nigerian', record, ['cac'])).toEqual([]);
  });

  it('a Japanese page with an 080 mobile: the mobile is left, a +234 number on it kept', () => {
    const page = 'お問い合わせ先：営業部 山田太郎　携帯 080 1234 5678（平日 9時〜18時）';
    expect(on(undefined, page, ['phone'])).toEqual([]);
    // One +234 number makes the page mixed (unknown) for the country reader; on the page read as Japanese,
    // the +234 number stays and lends nothing to the 080 one beside it.
    expect(on('foreign', `${page}\u3000海外事務所 +234 803 123 4567`, ['phone'])).toEqual(['08031234567']);
  });

  it('the sample read for the country is the text’s first and last parts, bounded', () => {
    const long = `Harare ${'x'.repeat(3 * PAGE_SAMPLE_CHARS)} ZIMRA`;
    const sample = samplePageText(long);
    expect(sample.length).toBe(PAGE_SAMPLE_CHARS);
    expect(sample.startsWith('Harare')).toBe(true);
    expect(sample.endsWith('ZIMRA')).toBe(true);
    expect(samplePageText('short')).toBe('short');
  });
});

describe('mobiles without +234', () => {
  it('are left on a foreign page, kept with +234 or a Nigerian label beside them', () => {
    expect(on('foreign', 'Mobile 080 1234 5678')).toEqual([]);
    expect(on('foreign', 'Mobile +234 80 1234 5678')).toEqual(['08012345678']);
    expect(on('foreign', 'Mobile 234 803 123 4567')).toEqual(['08031234567']);
    expect(on('foreign', 'Nigeria: 0803 123 4567')).toEqual(['08031234567']);
    expect(on('foreign', 'Call 0803 123 4567 (Nigeria)')).toEqual(['08031234567']);
    expect(on('unknown', 'Mobile 080 1234 5678')).toEqual(['08012345678']);
  });

  it('a travel agent called JTB is no Nigerian label for a phone', () => {
    expect(on('foreign', 'JTB 080-1234-5678')).toEqual([]);
  });
});

describe('short CAC numbers', () => {
  it('fewer than 5 digits are left on a foreign page unless a CAC label stands beside them', () => {
    expect(on('foreign', 'Reg: RC 1234')).toEqual([]);
    expect(on('foreign', 'RC 123456')).toEqual(['RC123456']);
    expect(on('foreign', 'CAC RC 1234')).toEqual(['RC1234']);
    expect(on('foreign', 'RC 1234 (CAC)')).toEqual(['RC1234']);
    expect(on('foreign', 'Business Name Reg. No. 1234')).toEqual([]);
    expect(on('unknown', 'Reg: RC 1234')).toEqual(['RC1234']);
  });

  it('fewer than 4 digits are never CAC numbers', () => {
    expect(on('nigerian', 'RC 123 · CAC No: 123 · BN 12')).toEqual([]);
  });
});

describe('an RC or Reg. No. that belongs to a profession, a council or a licence', () => {
  it.each([
    'MDCN Reg. No: RC-4417',
    'Dr. Amaka Obi, MBBS — Reg. No. RC 2231',
    'COREN Reg. No. RC 12345',
    'PCN Registration No: RC/10442',
    'NMCN Reg No RC 44172',
    'ICAN Member No. RC 10234',
    'SCN: RC 012345',
    'GMC No: RC 1234567',
    'Registered with the Karnataka Medical Council, Reg. No. RC 55012',
    'Vehicle Reg. No. RC 1234',
    'Driving Licence No: RC 12345',
    'Student Reg. No. RC/2231',
    'Membership No: RC 10234',
    // Moroccan company footers print RC among IF, ICE, Patente and CNSS
    // (https://maroc.welipro.com/p/informations-legales-entreprises-maroc-ice-rc-patente-if-cnss-2).
    'SARL au capital de 100.000 DH – RC : 123456 – Patente : 34512345 – IF : 1234567 – ICE : 001234567000089',
    'IF 40123456 · RC 98765 · CNSS 1234567',
    'RCCM : 12345 (Cotonou)',
  ])('%j is no CAC number', (text) => {
    expect(on('nigerian', text)).toEqual([]);
  });

  it.each([
    ['Medicare Pharmacist Ltd (RC 123456)', 'RC123456'],
    ['Licensed by the Central Bank of Nigeria. RC 123456', 'RC123456'],
    ['a member of the ABC Group, RC 123456', 'RC123456'],
    ['Reg. No: RC 123456', 'RC123456'],
    ['Abuja Medical Centre Limited, RC 1234567', 'RC1234567'],
    ['Kings Motors Ltd (RC 1234567), Ikeja, Lagos · VAT reg. pending', 'RC1234567'],
  ])('%j stays a CAC number', (text, value) => {
    expect(on('nigerian', text)).toEqual([value]);
  });
});

describe('a prefix-less number after an explicit CAC label', () => {
  it.each([
    ['CAC No: 1234567', '1234567'],
    ['CAC Reg. No. 987654', '987654'],
    ['CAC Registration Number: 1234567', '1234567'],
    ['CAC: 123456', '123456'],
    ['CAC Number 2345678', '2345678'],
    ['CAC Reg No:1456032', '1456032'],
  ])('%j is a low-confidence RC candidate', (text, digits) => {
    const detections = detectIdentifiers(text, { country: 'foreign' });
    expect(detections.map(({ kind, value, confidence }) => [kind, value, confidence])).toEqual([
      ['cac', `RC${digits}`, 'low'],
    ]);
    expect(text.slice(detections[0]!.start, detections[0]!.end)).toBe(text);
  });

  it('leaves a prefix after the label to the prefix scanner, and trustees and business names to theirs', () => {
    expect(on('nigerian', 'CAC No: RC 123456')).toEqual(['RC123456']);
    expect(on('nigerian', 'CAC/IT/NO 7571193')).toEqual(['IT7571193']);
    expect(on('nigerian', 'CAC/BN/2345678')).toEqual(['BN2345678']);
    expect(on('nigerian', 'CAC Business Name Reg. No. 3804623')).toEqual(['BN3804623']);
  });

  it('takes no date, amount, phone, year, short number, or lower-case "cac"', () => {
    for (const text of [
      'CAC: 12/05/2021',
      'CAC 2021-03-04',
      'CAC: 25,000 filing fee',
      'CAC 2020',
      'CAC 40',
      'CAC: 0803 123 4567',
      'cac no 1234567',
      'CAC No: 1234567A',
      'CAC No: 123456789',
    ])
      expect(on('nigerian', text, ['cac']), text).toEqual([]);
  });

  it('is its own scanner, for the lead to place', () => {
    const found: Parameters<typeof scanCacLabelNumbers>[1] = [];
    scanCacLabelNumbers('Supplier: Adeyemi Ltd, CAC No: 1234567.', found);
    expect(found).toEqual([{ kind: 'cac', value: 'RC1234567', start: 23, end: 38, confidence: 'low' }]);
  });
});

describe('Nigerian numbers printed US-style', () => {
  it.each([
    ['(803) 555-0123', '08035550123'],
    ['(0803) 555 0123', '08035550123'],
    ['(805) 123-4567', '08051234567'],
    ['(0909) 876.5432', '09098765432'],
  ])('%j beside a Lagos address counts on a Nigerian page only', (written, value) => {
    const text = `Visit us at 12 Adeola Odeku Street, Victoria Island, Lagos. Call ${written} today.`;
    expect(on('nigerian', text, ['phone'])).toEqual([value]);
    expect(on('unknown', text.replace(/Lagos|Victoria Island/g, 'Town'), ['phone'])).toEqual([]);
    expect(on('foreign', text, ['phone'])).toEqual([]);
  });

  it('with +234 in front, it counts anywhere, in any grouping', () => {
    expect(on('foreign', 'Tel: +234 (803) 555 0123')).toEqual(['08035550123']);
    // An Abuja group's template (test/fixtures/real-text/ng-phone-bracketed-abuja.txt, with its source).
    expect(on('foreign', 'contact@5amasgroup.com\n+234 (80) 9271-2814\nJabi-Abuja.')).toEqual([
      '08092712814',
    ]);
  });

  it('stops where the number is whole, before a neighbouring number', () => {
    expect(on('nigerian', 'Call (803) 555 0123 2024 promo', ['phone'])).toEqual(['08035550123']);
  });

  it('leaves US numbers, other prefixes, and numbers glued to more digits', () => {
    for (const text of [
      '+1 (803) 555-0123',
      '1 (803) 555-0123',
      '(612) 555-0123',
      '(800) 555-0123',
      '(803) 555-01234',
      '(803) 555-0123-7',
      '1(803) 555-0123',
      'x(803) 555-0123',
    ])
      expect(on('nigerian', text, ['phone']), text).toEqual([]);
  });

  it('is its own scanner, flagged for a Nigerian page', () => {
    const found: Parameters<typeof scanBracketedPhones>[1] = [];
    scanBracketedPhones('Call (803) 555-0123', found);
    expect(found).toEqual([
      { kind: 'phone', value: '08035550123', start: 5, end: 19, confidence: 'high', pageMustBe: 'nigerian' },
    ]);
  });
});

describe('the new rules stay linear time on adversarial text', () => {
  // Measured as linear-time.test.ts does: two sizes 8x apart, best of five, taken turn about.
  const SMALL = 64 * 1024;
  const LARGE = 8 * SMALL;
  const MAX_GROWTH = 24;
  const repeatTo = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
  const time = (text: string) => {
    const started = performance.now();
    detectIdentifiers(text);
    return performance.now() - started;
  };

  // Repeated units, and single long runs after a label (adjacent unbounded runs go quadratic there).
  const INPUTS: [string, (size: number) => string][] = [
    ['repeated "CAC No: "', (size) => repeatTo('CAC No: ', size)],
    ['repeated "CAC: 1234 "', (size) => repeatTo('CAC: 1234 ', size)],
    ['repeated "CAC Reg. No. Registration "', (size) => repeatTo('CAC Reg. No. Registration ', size)],
    ['repeated "(803) "', (size) => repeatTo('(803) ', size)],
    ['repeated "(803) 555-"', (size) => repeatTo('(803) 555-', size)],
    ['repeated "(0803) 555 0123 "', (size) => repeatTo('(0803) 555 0123 ', size)],
    ['repeated "NRS "', (size) => repeatTo('NRS ', size)],
    ['repeated "NRS TIN 2087654321 "', (size) => repeatTo('NRS TIN 2087654321 ', size)],
    ['repeated "Nigeria "', (size) => repeatTo('Nigeria ', size)],
    ['repeated "Nigerian mobile 0803 123 4567 "', (size) => repeatTo('Nigerian mobile 0803 123 4567 ', size)],
    ['repeated "TIN 2000123456 Harare "', (size) => repeatTo('TIN 2000123456 Harare ', size)],
    ['repeated "MDCN Reg. No: "', (size) => repeatTo('MDCN Reg. No: ', size)],
    ['repeated "MDCN Reg. No: RC-4417 "', (size) => repeatTo('MDCN Reg. No: RC-4417 ', size)],
    ['repeated "Dr. Reg. No. Reg. No. "', (size) => repeatTo('Dr. Reg. No. Reg. No. ', size)],
    ['repeated "RC 1234 (CAC) "', (size) => repeatTo('RC 1234 (CAC) ', size)],
    ['repeated "+234 TIN 1234567890 "', (size) => repeatTo('+234 TIN 1234567890 ', size)],
    ['"CAC" and one long run of spaces', (size) => `CAC${' '.repeat(size - 4)}1`],
    ['"CAC Reg." and one long run of spaces', (size) => `CAC Reg.${' '.repeat(size - 9)}1`],
    ['"(803)" and one long run of spaces', (size) => `(803)${' '.repeat(size - 6)}1`],
    ['"MDCN Reg. No:" and one long run of spaces', (size) => `MDCN Reg. No:${' '.repeat(size - 20)}RC 4417`],
    ['"NRS" and one long run of spaces', (size) => `NRS${' '.repeat(size - 18)}TIN 2087654321`],
  ];

  it.each(INPUTS)('on %s', (_name, build) => {
    const small = build(SMALL);
    const large = build(LARGE);
    detectIdentifiers(small);
    let [bestSmall, bestLarge] = [Infinity, Infinity];
    for (let run = 0; run < 5; run++) {
      bestSmall = Math.min(bestSmall, time(small));
      bestLarge = Math.min(bestLarge, time(large));
    }
    expect(bestLarge / Math.max(bestSmall, 0.05)).toBeLessThan(MAX_GROWTH);
  });
});

describe('a CAC label before an NGO, a church or a foundation', () => {
  // Held-out real text: "GICD NGO / CAC NO: 141566". The CAC registers these as incorporated trustees.
  it('reads the bare number as an IT number, still low confidence; a company keeps RC', () => {
    const found = detectIdentifiers('GICD NGO\nCAC NO: 141566', { country: 'nigerian' });
    expect(found.map(({ value, confidence }) => ({ value, confidence }))).toEqual([
      { value: 'IT141566', confidence: 'low' },
    ]);
    expect(
      detectIdentifiers('Living Faith Church, CAC Reg. No. 45821', { country: 'nigerian' })[0]?.value,
    ).toBe('IT45821');
    expect(detectIdentifiers('Adewale Autos Ltd, CAC No: 1456032', { country: 'nigerian' })[0]?.value).toBe(
      'RC1456032',
    );
  });
});
