import { describe, expect, it } from 'vitest';
import { guessBulkColumns } from '@/utils/bulk/guess-columns';

describe('guessBulkColumns', () => {
  it('guesses the identifier column by what the lookup parser takes, and the name column by its header', () => {
    const table = {
      headers: ['Business name', 'City', 'Whatever'],
      rows: [
        ['Ade Ltd', 'Lagos', '12345678-0001'],
        ['Bisi Ltd', 'Abuja', '4T1BF1FK5DU276514'],
      ],
    };
    expect(guessBulkColumns(table)).toEqual({ column: 2, nameColumn: 0 });
  });

  it('counts the documented sandbox values, and guesses no name column where no header names one', () => {
    const table = { headers: ['Notes', 'Ref'], rows: [['hello', 'AAA00000000']] };
    expect(guessBulkColumns(table)).toEqual({ column: 1 });
  });
});
