import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  forgetListingChecks,
  listingChecksOf,
  MAX_CHECKED_PER_FRAME,
  recordListingChecks,
} from '@/utils/background/panel/listing-flags';

const LIE = 'The listing says 2019 Toyota; the VIN says 2003 Honda.';

describe('listing checks per frame', () => {
  beforeEach(() => fakeBrowser.reset());

  it('adds the checks of VINs loaded later to those of the page, per frame', async () => {
    await recordListingChecks(3, 0, { '1HGCM82633A004352': LIE }, 'https://dealer.example/stock');
    await recordListingChecks(3, 0, { '4T1BF1FK5DU276514': '' });
    await recordListingChecks(3, 9, { JH4KA7561PC008269: '' }, 'https://other.example/');
    expect(await listingChecksOf(3, 0)).toEqual({ '1HGCM82633A004352': LIE, '4T1BF1FK5DU276514': '' });
    expect(await listingChecksOf(3, 9)).toEqual({ JH4KA7561PC008269: '' });
  });

  it("starts afresh when the frame is on another page: another page's listing says other things", async () => {
    await recordListingChecks(3, 0, { '1HGCM82633A004352': LIE }, 'https://dealer.example/stock?page=1');
    expect(await listingChecksOf(3, 0, 'https://dealer.example/stock?page=2')).toEqual({});
    await recordListingChecks(3, 0, { '4T1BF1FK5DU276514': '' }, 'https://dealer.example/stock?page=2');
    expect(await listingChecksOf(3, 0)).toEqual({ '4T1BF1FK5DU276514': '' });
  });

  it('keeps the newest checks of a page that never stops loading, and forgets a closed tab', async () => {
    const many = Object.fromEntries(
      Array.from({ length: MAX_CHECKED_PER_FRAME + 5 }, (_, index) => [`VIN${index}`, '']),
    );
    await recordListingChecks(3, 0, many, 'https://auction.example/');
    await recordListingChecks(4, 0, { '1HGCM82633A004352': LIE }, 'https://dealer.example/');
    const kept = Object.keys(await listingChecksOf(3, 0));
    expect(kept).toHaveLength(MAX_CHECKED_PER_FRAME);
    expect(kept.at(-1)).toBe(`VIN${MAX_CHECKED_PER_FRAME + 4}`);
    await forgetListingChecks(3);
    expect(await listingChecksOf(3, 0)).toEqual({});
    expect(await listingChecksOf(4, 0)).toEqual({ '1HGCM82633A004352': LIE });
  });
});
