import { describe, expect, it } from 'vitest';
import { readBoxOrMessage, readBoxPaste } from '@/utils/lookup/box-or-message';
import { PASTED_MESSAGE_READ_LIMIT } from '@/utils/lookup/pasted-message';
import { english } from '@/test/support/english';

const box = (text: string, pasted?: string) => readBoxOrMessage(text, english, { pasted });

describe('the box holds one identifier or a message', () => {
  it('a message longer than an identifier is listed instead of "too long"', () => {
    const read = box('Pls verify this supplier: Tax ID 2185736400017, Sahel Haulage Ltd');
    expect(read.message?.candidates).toEqual([
      { kind: 'tin', value: '2185736400017', name: 'Sahel Haulage Ltd' },
    ]);
    expect(read.reading.parsed).toBeUndefined(); // nothing to send from the box itself
  });

  it('a short text with words beside an identifier is a message too', () => {
    expect(box('pls check RC 1456032 for me').message?.candidates).toEqual([
      { kind: 'cac', value: 'RC1456032' },
    ]);
  });

  it('a long text with no identifier is a message that lists none', () => {
    const read = box('Good morning sir, any update on the delivery to Apapa? We are waiting since Monday');
    expect(read.message).toEqual({ candidates: [], truncated: false });
  });

  it('one identifier, a number with its name, a typo and an ambiguous number stay with the box', () => {
    const alone = box('10493827-0001');
    expect(alone.reading.chip).toBe('tin');
    expect(alone.message).toBeUndefined();
    const named = box('Tax ID: 2522520314833 · PREMBLY LIMITED');
    expect(named.reading).toMatchObject({ identifier: '2522520314833', name: 'PREMBLY LIMITED' });
    expect(named.message).toBeUndefined();
    // A 16-character VIN keeps the box's own explanation of what is wrong.
    expect(box('4T1BF1FK5DU27651').message).toBeUndefined();
    expect(box('4T1BF1FK5DU27651').reading.parsed?.ok).toBe(false);
    expect(box('2348034125876').reading.choices).toEqual(['tin', 'phone']);
    expect(box('2348034125876').message).toBeUndefined();
    expect(box('hello').message).toBeUndefined();
  });

  it('a pasted message is read from its lines, not from the one-line box', () => {
    const lines = 'Tax ID 2185736400017, Sahel Haulage Ltd\nTIN 2522520314833';
    const read = box(lines.replace('\n', ' '), lines);
    expect(read.message?.candidates).toEqual([
      { kind: 'tin', value: '2185736400017', name: 'Sahel Haulage Ltd' },
      { kind: 'tin', value: '2522520314833' },
    ]);
  });
});

describe('a paste into the box', () => {
  it('a number with its name fills both fields, as before', () => {
    expect(readBoxPaste('Tax ID: 2522520314833 · PREMBLY LIMITED', english)).toEqual({
      as: 'numberAndName',
      identifier: '2522520314833',
      name: 'PREMBLY LIMITED',
    });
  });

  it('an identifier alone, or a short line, is pasted as text', () => {
    expect(readBoxPaste('10493827-0001', english)).toEqual({ as: 'text' });
    expect(readBoxPaste('pls check RC 1456032', english)).toEqual({ as: 'text' });
    // A typo on two lines keeps the box's explanation rather than "none found".
    expect(readBoxPaste('TIN\n10493827-000', english)).toEqual({ as: 'text' });
  });

  it('a message on several lines is kept whole, and shown on one line', () => {
    const message =
      '[10:42, 27/11/2026] Tunde: Tax ID 2185736400017\n[10:42, 27/11/2026] Tunde: Sahel Haulage Ltd';
    expect(readBoxPaste(message, english)).toEqual({
      as: 'message',
      message,
      shown: message.replace('\n', ' '),
    });
  });

  it('a 100 kB paste is cut to the read limit at once, never split word by word', () => {
    const huge = 'Tax ID 2185736400017 Sahel Haulage Ltd, more text follows. '.repeat(1700);
    const started = performance.now();
    const read = readBoxPaste(huge, english);
    const took = performance.now() - started;
    expect(read).toMatchObject({ as: 'message' });
    if (read.as !== 'message') return;
    expect(read.message).toHaveLength(PASTED_MESSAGE_READ_LIMIT + 1);
    expect(read.shown.length).toBeLessThanOrEqual(160);
    expect(box(read.shown, read.message).message?.truncated).toBe(true);
    expect(took).toBeLessThan(1000); // generous for a shared machine; about 1 ms measured
  });
});
