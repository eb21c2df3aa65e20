/** The user's country rule per site: kept per host, "Automatic" removes it, a corrupt record loses nothing else. */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  MAX_SITE_COUNTRIES,
  setSiteCountryChoice,
  siteCountriesItem,
  siteCountryChoice,
  siteOfUrl,
} from '@/utils/background/page-country/site-countries';
import { settingsItem } from '@/utils/background/storage/items';

describe('site country rules', () => {
  beforeEach(() => fakeBrowser.reset());

  it('names a site by its host, lower-case, without www. and without port or path', () => {
    expect(siteOfUrl('https://WWW.Example.co.zw:8443/quote?id=1')).toBe('example.co.zw');
    expect(siteOfUrl('http://127.0.0.1:4173/content/page.html')).toBe('127.0.0.1');
    expect(siteOfUrl('not a url')).toBe('');
    expect(siteOfUrl(undefined)).toBe('');
  });

  it('keeps a rule per site until the user sets Automatic again', async () => {
    expect(await siteCountryChoice('example.co.zw')).toBe('auto');
    await setSiteCountryChoice('example.co.zw', 'nigerian');
    await setSiteCountryChoice('shop.example.jp', 'foreign');
    expect(await siteCountryChoice('example.co.zw')).toBe('nigerian');
    expect(await siteCountryChoice('shop.example.jp')).toBe('foreign');
    await setSiteCountryChoice('example.co.zw', 'auto');
    expect(await siteCountryChoice('example.co.zw')).toBe('auto');
    expect(await siteCountriesItem.getValue()).toEqual({ 'shop.example.jp': 'foreign' });
  });

  it('sets no rule for a page without a site (a picked file in the viewer)', async () => {
    await setSiteCountryChoice('', 'nigerian');
    expect(await siteCountryChoice('')).toBe('auto');
    expect(await siteCountriesItem.getValue()).toBeNull();
  });

  it('writes rules one at a time: two at once both stay', async () => {
    await Promise.all([
      setSiteCountryChoice('a.example', 'nigerian'),
      setSiteCountryChoice('b.example', 'foreign'),
    ]);
    expect(await siteCountriesItem.getValue()).toEqual({ 'a.example': 'nigerian', 'b.example': 'foreign' });
  });

  it('keeps at most MAX_SITE_COUNTRIES rules, dropping the oldest', async () => {
    const many = Object.fromEntries(
      Array.from({ length: MAX_SITE_COUNTRIES }, (_, index) => [`site${index}.example`, 'foreign']),
    );
    await siteCountriesItem.setValue(many);
    await setSiteCountryChoice('new.example', 'nigerian');
    const kept = (await siteCountriesItem.getValue()) as Record<string, string>;
    expect(Object.keys(kept)).toHaveLength(MAX_SITE_COUNTRIES);
    expect(kept['site0.example']).toBeUndefined();
    expect(kept['new.example']).toBe('nigerian');
  });

  it('reads a corrupt record as no rules, and the settings beside it stay', async () => {
    await settingsItem.setValue({ ...(await settingsItem.getValue()), dataSource: 'demo' });
    const settings = await settingsItem.getValue();
    await siteCountriesItem.setValue({ 'example.co.zw': 'maybe', x: 3 });
    expect(await siteCountryChoice('example.co.zw')).toBe('auto');
    await setSiteCountryChoice('example.co.zw', 'foreign');
    expect(await siteCountriesItem.getValue()).toEqual({ 'example.co.zw': 'foreign' });
    expect(await settingsItem.getValue()).toEqual(settings);
  });
});
