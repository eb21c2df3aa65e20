/**
 * The content script's end of the messaging (utils/content-script/main/messaging.ts) sends what
 * @webext-core/messaging sends and reads its answers; real Chromium checks both ends together
 * (test/e2e/content-scan.spec.ts, page-identifiers.spec.ts, tax-identity.spec.ts).
 */
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendMessage } from '@/utils/content-script/main/messaging';

afterEach(() => {
  fakeBrowser.reset();
  vi.restoreAllMocks();
});

describe('content channel', () => {
  it('sends { id, type, data, timestamp } and returns the answer’s res', async () => {
    const send = vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockResolvedValue({ res: { accepted: true } });
    await expect(sendMessage('cs>bg:lookup', { kind: 'cac', value: 'RC1456032' })).resolves.toEqual({
      accepted: true,
    });
    expect(send).toHaveBeenCalledWith({
      id: expect.any(Number),
      type: 'cs>bg:lookup',
      data: { kind: 'cac', value: 'RC1456032' },
      timestamp: expect.any(Number),
    });
  });

  it('throws the error the background answered with, and when nobody answers', async () => {
    const send = vi.spyOn(fakeBrowser.runtime, 'sendMessage');
    send.mockResolvedValueOnce({ err: { message: 'refused' } });
    await expect(sendMessage('cs>bg:hello', undefined)).rejects.toThrow('refused');
    send.mockResolvedValueOnce(undefined);
    await expect(sendMessage('cs>bg:hello', undefined)).rejects.toThrow('No response');
  });
});
