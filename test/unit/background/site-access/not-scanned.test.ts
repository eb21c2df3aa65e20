import { describe, expect, it } from 'vitest';
import { notScannedReason } from '@/utils/background/site-access/not-scanned';
import type { NotScannedReason } from '@/utils/site-access/not-scanned-reason';

describe('why a tab is not scanned', () => {
  it.each<[string | undefined, boolean, NotScannedReason]>([
    ['https://dealer.example/cars/1', false, 'site'],
    ['http://127.0.0.1:8080/listing.html', false, 'site'],
    ['https://dealer.example/specs/car.pdf', false, 'pdf'],
    ['file:///home/me/invoice.pdf', true, 'pdf'],
    ['file:///home/me/list.html', true, 'file'],
    ['file:///home/me/list.html', false, 'file-access'],
    ['chrome://extensions/', true, 'browser'],
    ['edge://settings', true, 'browser'],
    ['about:blank', true, 'browser'],
    ['view-source:https://dealer.example/', true, 'browser'],
    ['https://chromewebstore.google.com/detail/abc', true, 'browser'],
    ['https://chrome.google.com/webstore/detail/abc', true, 'browser'],
    ['https://addons.mozilla.org/en-US/firefox/', true, 'browser'],
    ['chrome-extension://abcdefghijklmnop/options.html', true, 'extension'],
    ['moz-extension://0a1b2c3d/popup.html', true, 'extension'],
    [undefined, true, 'unknown'],
    ['not a url', true, 'unknown'],
  ])('%s (file access %s) is %s', (url, fileAccess, reason) => {
    expect(notScannedReason(url, { fileAccess })).toBe(reason);
  });

  it('sends only websites to Options: a Google page outside the store is a site', () => {
    expect(notScannedReason('https://chrome.google.com/intl/en/chrome/', { fileAccess: false })).toBe('site');
  });
});
