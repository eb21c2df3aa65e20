/**
 * Pasted messages as dealers and suppliers send them on WhatsApp. The formats follow how Nigerian businesses
 * quote their numbers (RC for companies, BN for business names, a TIN "in the exact legal name", names ending in
 * "Ltd", "Limited" or "Nigeria Ltd"), as public guides describe them:
 *   https://trust.keybs.io/insights/verify-nigerian-company
 *   https://mynigeriabusiness.ng/blog/?p=9
 * and WhatsApp's own export and forward format ("[10:42, 27/11/2026] Tunde: …").
 */
import { describe, expect, it } from 'vitest';
import {
  PASTED_MESSAGE_MAX_CANDIDATES,
  PASTED_MESSAGE_READ_LIMIT,
  readPastedMessage,
} from '@/utils/lookup/pasted-message';

describe('a pasted message lists its identifiers, each with the name printed beside it', () => {
  it('one line: the Tax ID and the supplier named after it', () => {
    expect(readPastedMessage('Pls verify this supplier: Tax ID 2185736400017, Sahel Haulage Ltd')).toEqual({
      candidates: [{ kind: 'tin', value: '2185736400017', name: 'Sahel Haulage Ltd' }],
      truncated: false,
    });
  });

  it('the chatter written before the name is not part of it', () => {
    expect(
      readPastedMessage('Pls verify this supplier Sahel Haulage Ltd TIN: 21857364-0001').candidates,
    ).toEqual([{ kind: 'tin', value: '21857364-0001', name: 'Sahel Haulage Ltd' }]);
  });

  it('a number is never read as a word of the name beside it', () => {
    expect(readPastedMessage('Tax ID 2185736400017 Sahel Haulage Ltd').candidates).toEqual([
      { kind: 'tin', value: '2185736400017', name: 'Sahel Haulage Ltd' },
    ]);
  });

  it('several lines with emojis: one identifier, so the name on another line is its name', () => {
    const message = [
      'Good morning sir 🙏🏽',
      'Abeg help me confirm before I pay 👇🏽',
      'TIN: 10493827-0001',
      'Adewale Autos Nigeria Limited',
      'Thanks 👍',
    ].join('\n');
    expect(readPastedMessage(message).candidates).toEqual([
      { kind: 'tin', value: '10493827-0001', name: 'Adewale Autos Nigeria Limited' },
    ]);
  });

  it('two names in the message (a chat line saying "this company") make no claim rather than a guess', () => {
    const message =
      'Pls help me check this company 👇🏽\r\nTIN: 10493827-0001\r\nAdewale Autos Nigeria Limited';
    expect(readPastedMessage(message).candidates).toEqual([{ kind: 'tin', value: '10493827-0001' }]);
  });

  it('a forwarded chat: identifiers in message order, each name only from its own line', () => {
    const message = [
      '[10:42, 27/11/2026] Tunde: Forwarded',
      '[10:42, 27/11/2026] Tunde: Sahel Haulage Ltd RC 1456032 TIN 2185736400017',
      '[10:43, 27/11/2026] Tunde: and the other one',
      '[10:43, 27/11/2026] Tunde: Tax ID 2522520314833 - Prembly Limited',
    ].join('\n');
    expect(readPastedMessage(message)).toEqual({
      candidates: [
        { kind: 'cac', value: 'RC1456032', name: 'Sahel Haulage Ltd' },
        { kind: 'tin', value: '2185736400017', name: 'Sahel Haulage Ltd' },
        { kind: 'tin', value: '2522520314833', name: 'Prembly Limited' },
      ],
      truncated: false,
    });
  });

  it('two identifiers: a name written beside one is never claimed for the other', () => {
    const message = 'Tax ID 2185736400017, Sahel Haulage Ltd\nand this one too: TIN 2522520314833';
    expect(readPastedMessage(message).candidates).toEqual([
      { kind: 'tin', value: '2185736400017', name: 'Sahel Haulage Ltd' },
      { kind: 'tin', value: '2522520314833' },
    ]);
  });

  it('one identifier printed twice is one candidate', () => {
    const message = 'TIN 2185736400017 Sahel Haulage Ltd.\nI repeat, TIN 2185736400017';
    expect(readPastedMessage(message).candidates).toEqual([
      { kind: 'tin', value: '2185736400017', name: 'Sahel Haulage Ltd.' },
    ]);
  });

  it('a VIN in a sentence, and a phone number: no name is claimed for either', () => {
    const message =
      'Bros the Camry VIN na 4T1BF1FK5DU276514, abeg check am before Friday. Call me 0803 412 5876';
    expect(readPastedMessage(message).candidates).toEqual([
      { kind: 'vin', value: '4T1BF1FK5DU276514' },
      { kind: 'phone', value: '08034125876' },
    ]);
  });

  it('a message with no identifier lists none', () => {
    expect(readPastedMessage('Hello, any update on the delivery? Sahel Haulage Ltd')).toEqual({
      candidates: [],
      truncated: false,
    });
  });
});

describe('a huge paste is read only in part, and says so', () => {
  it('reads only the first characters of a 100 kB paste, quickly', () => {
    const line = 'Tax ID 2185736400017 Sahel Haulage Ltd, more text follows here. ';
    const huge = line.repeat(Math.ceil(100_000 / line.length));
    const started = performance.now();
    const read = readPastedMessage(`${huge}TIN 2522520314833`);
    const took = performance.now() - started;
    // The Tax ID at the very end lies beyond the part read.
    expect(read.candidates.map((candidate) => candidate.value)).toEqual(['2185736400017']);
    expect(read.truncated).toBe(true);
    expect(PASTED_MESSAGE_READ_LIMIT).toBeLessThan(huge.length / 10);
    expect(took).toBeLessThan(1000); // a generous bound for a shared machine; about 3 ms measured
  });

  it('lists at most a capped number of identifiers, and says more were left off', () => {
    const rcs = Array.from({ length: PASTED_MESSAGE_MAX_CANDIDATES + 3 }, (_, i) => `RC ${1456032 + i}`);
    const read = readPastedMessage(rcs.join('\n'));
    expect(read.candidates).toHaveLength(PASTED_MESSAGE_MAX_CANDIDATES);
    expect(read.candidates[0]).toEqual({ kind: 'cac', value: 'RC1456032' });
    expect(read.truncated).toBe(true);
  });
});
