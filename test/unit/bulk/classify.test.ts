import { describe, expect, it } from 'vitest';
import { classifyBulkRows, guessIdentifierColumn, pastedBulkTable } from '@/utils/bulk/classify';
import { parseQuery } from '@/utils/detect/parse-input';
import { english } from '@/test/support/english';

const parse = (text: string) => parseQuery(text, { t: english });

describe('pastedBulkTable', () => {
  it('finds identifiers one per line and inside prose, ignores plain sentences, keeps lone non-identifiers', () => {
    const read = pastedBulkTable(
      'Please check these:\n4T1BF1FK5DU276514\nour supplier TIN 12345678-0001 and RC 123456\n\nBADVALUE12\nThanks!',
    );
    expect(read.rows.map((row) => row[0])).toEqual([
      '4T1BF1FK5DU276514',
      '12345678-0001',
      'RC123456',
      'BADVALUE12',
    ]);
  });
});

describe('classifyBulkRows', () => {
  it('merges duplicates under one key, keeps every row, and gives each invalid row its reason', () => {
    const result = classifyBulkRows(
      {
        headers: ['id'],
        rows: [['4T1BF1FK5DU276514'], ['4t1bf1fk5du276514'], ['12345678-0001'], ['nonsense'], ['']],
      },
      0,
      parse,
    );
    expect(result.items.map((item) => item.key)).toEqual(['vin:4T1BF1FK5DU276514', 'tin:12345678-0001']);
    expect(result.rows.map((row) => row.key)).toEqual([
      'vin:4T1BF1FK5DU276514',
      'vin:4T1BF1FK5DU276514',
      'tin:12345678-0001',
      undefined,
      undefined,
    ]);
    expect(result.rows[3]?.invalid).toMatch(/Not recognised/);
    expect(result.rows[4]?.invalid).toBeTruthy();
  });
});

describe('guessIdentifierColumn', () => {
  it('picks the column whose cells parse, whatever its place', () => {
    const rows = [
      ['Ade Ltd', 'Lagos', '12345678-0001'],
      ['Bisi Ltd', 'Abuja', '23456789-0001'],
    ];
    expect(guessIdentifierColumn({ headers: ['Name', 'City', 'Whatever'], rows }, parse)).toBe(2);
  });

  it('breaks a tie by the header name', () => {
    const rows = [['', '']];
    expect(guessIdentifierColumn({ headers: ['Name', 'Tax ID'], rows }, parse)).toBe(1);
    expect(guessIdentifierColumn({ headers: ['Notes', 'chassis_no'], rows }, parse)).toBe(1);
  });
});
