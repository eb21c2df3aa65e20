import { describe, expect, it } from 'vitest';
import { readPdfThroughTab, type TabReadMessenger } from '@/utils/viewer/sources/read-through-tab';

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** A tab holding `bytes`, handing them out `partSize` at a time as the background does. */
function tabHolding(bytes: Uint8Array, partSize: number, asked: number[] = []): TabReadMessenger {
  return {
    start: () => Promise.resolve({ ok: true, token: 't1', size: bytes.length }),
    part: (_tabId, token, offset) => {
      asked.push(offset);
      if (token !== 't1') return Promise.resolve({ ok: false, reason: 'gone' });
      const part = bytes.subarray(offset, offset + partSize);
      return Promise.resolve({ ok: true, data: base64(part), done: offset + part.length >= bytes.length });
    },
  };
}

describe('a PDF read through its tab', () => {
  it('joins the parts into the exact bytes, asking each offset once', async () => {
    const bytes = new Uint8Array(10_000).map((_, index) => (index * 31) % 256);
    const asked: number[] = [];
    const read = await readPdfThroughTab(7, 'https://a.example/x.pdf', tabHolding(bytes, 4096, asked));
    expect(read).toEqual({ ok: true, bytes });
    expect(asked).toEqual([0, 4096, 8192]);
  });

  it("passes on the tab's refusal", async () => {
    const refused: TabReadMessenger = {
      start: () => Promise.resolve({ ok: false, reason: 'too-big' }),
      part: () => Promise.reject(new Error('never asked')),
    };
    expect(await readPdfThroughTab(7, 'https://a.example/x.pdf', refused)).toEqual({
      ok: false,
      reason: 'too-big',
    });
  });

  it('a lost background or a part that overflows the announced size ends the read, not the viewer', async () => {
    const lost: TabReadMessenger = {
      start: () => Promise.reject(new Error('Receiving end does not exist')),
      part: () => Promise.reject(new Error('never asked')),
    };
    expect(await readPdfThroughTab(7, 'u', lost)).toEqual({ ok: false, reason: 'no-access' });
    const lying: TabReadMessenger = {
      start: () => Promise.resolve({ ok: true, token: 't', size: 4 }),
      part: () => Promise.resolve({ ok: true, data: base64(new Uint8Array(8)), done: true }),
    };
    expect(await readPdfThroughTab(7, 'u', lying)).toEqual({ ok: false, reason: 'gone' });
    const short: TabReadMessenger = {
      start: () => Promise.resolve({ ok: true, token: 't', size: 8 }),
      part: () => Promise.resolve({ ok: true, data: base64(new Uint8Array(4)), done: true }),
    };
    expect(await readPdfThroughTab(7, 'u', short)).toEqual({ ok: false, reason: 'gone' });
    const empty: TabReadMessenger = {
      start: () => Promise.resolve({ ok: true, token: 't', size: 8 }),
      part: () => Promise.resolve({ ok: true, data: '', done: false }),
    };
    expect(await readPdfThroughTab(7, 'u', empty)).toEqual({ ok: false, reason: 'gone' });
  });
});
