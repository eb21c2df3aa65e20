import { describe, expect, it } from 'vitest';
import { sitePatternForUrl, urlMatchesPattern } from '@/utils/site-access/match-patterns';

describe('urlMatchesPattern', () => {
  it.each([
    ['https://dealer.example.com/cars?id=4', 'https://dealer.example.com/*'],
    ['http://127.0.0.1:8080/listing.html', 'http://127.0.0.1/*'],
    ['https://dealer.example.com/', '*://dealer.example.com/*'],
    ['https://a.b.example.com/x', '*://*.example.com/*'],
    ['https://example.com/x', '*://*.example.com/*'],
    ['https://Example.COM/x', 'https://example.com/*'],
    ['https://example.com/cars/1', 'https://example.com/cars/*'],
    ['https://anything.test/', 'https://*/*'],
    ['http://anything.test/', '<all_urls>'],
    ['https://shop.example.com:8443/a#b', '*://*.example.com/*'],
    ['https://example.com/files/report.pdf?v=2', 'https://example.com/*.pdf*'],
  ])('%s is under %s', (url, pattern) => {
    expect(urlMatchesPattern(url, pattern)).toBe(true);
  });

  it.each([
    ['https://dealer.example.com/', 'http://dealer.example.com/*'],
    ['https://notexample.com/', '*://*.example.com/*'],
    ['https://example.com.evil.test/', 'https://example.com/*'],
    ['https://example.com/bikes/1', 'https://example.com/cars/*'],
    ['http://anything.test/', 'https://*/*'],
    ['file:///home/x.html', '<all_urls>'],
    ['chrome://settings/', '<all_urls>'],
    ['not a url', '<all_urls>'],
    ['https://example.com/', 'not a pattern'],
    ['https://example.com/', 'https://exa*mple.com/*'],
    ['https://example.com/page#x.pdf', 'https://example.com/*.pdf'],
    ['https://user@evil.test/example.com/', 'https://example.com/*'],
  ])('%s is not under %s', (url, pattern) => {
    expect(urlMatchesPattern(url, pattern)).toBe(false);
  });

  it('every page is under the pattern "Always scan" grants for it', () => {
    for (const url of ['https://dealer.example.com/a/b?c=d#e', 'http://localhost:3000/', 'https://x.ng/']) {
      expect(urlMatchesPattern(url, sitePatternForUrl(url)!)).toBe(true);
    }
  });
});
