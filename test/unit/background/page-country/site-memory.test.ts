/** What a site's last page needed, kept for the session: merged per site, bounded, and a corrupt record is none. */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  MAX_REMEMBERED_SITES,
  rememberSite,
  siteMemoryItem,
  siteMemoryOf,
} from '@/utils/background/page-country/site-memory';

describe('site memory', () => {
  beforeEach(() => fakeBrowser.reset());

  it('merges what each page of a site says, and knows nothing of other sites or of no site', async () => {
    await rememberSite('dealer.example.ng', { verdict: 'nigerian' });
    await rememberSite('dealer.example.ng', { moreDetectors: true });
    expect(await siteMemoryOf('dealer.example.ng')).toEqual({ verdict: 'nigerian', moreDetectors: true });
    expect(await siteMemoryOf('other.example')).toEqual({});
    await rememberSite('', { verdict: 'foreign' });
    expect(await siteMemoryOf('')).toEqual({});
  });

  it('keeps at most MAX_REMEMBERED_SITES sites, forgetting the oldest', async () => {
    const many = Object.fromEntries(
      Array.from({ length: MAX_REMEMBERED_SITES }, (_, index) => [
        `s${index}.example`,
        { verdict: 'unknown' },
      ]),
    );
    await siteMemoryItem.setValue(many);
    await rememberSite('new.example', { verdict: 'foreign' });
    const kept = (await siteMemoryItem.getValue()) as Record<string, unknown>;
    expect(Object.keys(kept)).toHaveLength(MAX_REMEMBERED_SITES);
    expect(kept['s0.example']).toBeUndefined();
  });

  it('reads a corrupt record as nothing remembered, and writes a good one over it', async () => {
    await siteMemoryItem.setValue({ 'dealer.example.ng': { verdict: 'maybe' } });
    expect(await siteMemoryOf('dealer.example.ng')).toEqual({});
    await rememberSite('dealer.example.ng', { verdict: 'nigerian' });
    expect(await siteMemoryOf('dealer.example.ng')).toEqual({ verdict: 'nigerian' });
  });
});
