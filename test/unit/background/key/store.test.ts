import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { maskApiKey } from '@/utils/background/key/mask';
import {
  describeApiKey,
  moveApiKey,
  readApiKey,
  removeApiKey,
  saveApiKey,
} from '@/utils/background/key/store';

describe('API key custody', () => {
  beforeEach(() => fakeBrowser.reset());

  it('keeps the key in exactly one storage area', async () => {
    await saveApiKey('  live_sk_1234567890abcd  ', 'local');
    expect(await fakeBrowser.storage.local.get('apiKey')).toEqual({ apiKey: 'live_sk_1234567890abcd' });
    await moveApiKey('session');
    expect(await fakeBrowser.storage.local.get('apiKey')).toEqual({});
    expect(await fakeBrowser.storage.session.get('apiKey')).toEqual({ apiKey: 'live_sk_1234567890abcd' });
    expect(await readApiKey()).toBe('live_sk_1234567890abcd');
  });

  it('describes the key only in masked form', async () => {
    expect(await describeApiKey()).toEqual({ hasKey: false, masked: '' });
    await saveApiKey('live_sk_1234567890abcd', 'local');
    const described = await describeApiKey();
    expect(described).toEqual({ hasKey: true, masked: '••••abcd' });
    expect(JSON.stringify(described)).not.toContain('1234567890');
  });

  it('forgets the key everywhere on removal', async () => {
    await saveApiKey('live_sk_1234567890abcd', 'session');
    await removeApiKey();
    expect(await readApiKey()).toBeUndefined();
  });

  it('shows nothing of a short key', () => {
    expect(maskApiKey('abc123')).toBe('••••');
    expect(maskApiKey('')).toBe('');
  });
});
