import { describe, expect, it, vi } from 'vitest';
import type { MarkStore } from '@/utils/content-script/paint/mark-store';
import {
  hostListingCheck,
  LISTING_LINK_KEY,
  type ListingCheck,
  type ListingLink,
} from '@/utils/content-script/parts/listing-link';

/** Only what the link reads of the store: its size and the marks' kinds. */
function storeOf(kinds: string[]) {
  const marks = kinds.map((kind) => ({
    kind,
    value: kind === 'vin' ? '1HGCM82633A004352' : '12345678-0001',
  }));
  const store = {
    all: () => marks[Symbol.iterator](),
    get size() {
      return marks.length;
    },
  };
  return { marks, store: store as unknown as MarkStore };
}

function fakeCheck(): ListingCheck & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    afterScan: () => void calls.push('afterScan'),
    listAsked: () => void calls.push('listAsked'),
    stop: () => void calls.push('stop'),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('the listing check link', () => {
  it('asks for nothing while the frame has no VIN: a page of TINs never loads the check', async () => {
    const inject = vi.fn(async () => true);
    const { store } = storeOf(['tin', 'phone']);
    const host = hostListingCheck({ store, alive: () => true, inject }, {});
    host.afterScan();
    host.listAsked();
    await settle();
    expect(inject).not.toHaveBeenCalled();
  });

  it('asks once when a VIN is marked, however many scans end before the check runs', async () => {
    const inject = vi.fn(async () => true);
    const { marks, store } = storeOf(['tin']);
    const host = hostListingCheck({ store, alive: () => true, inject }, {});
    host.afterScan();
    marks.push({ kind: 'vin', value: '1HGCM82633A004352' });
    host.afterScan();
    host.afterScan();
    await settle();
    host.afterScan();
    expect(inject).toHaveBeenCalledTimes(1);
  });

  it('tells the check what it missed on its way: a scan, and the side panel asking for the list', async () => {
    const global: Record<string, unknown> = {};
    const { store } = storeOf(['vin']);
    const host = hostListingCheck({ store, alive: () => true, inject: async () => true }, global);
    host.listAsked();
    const check = fakeCheck();
    const link = global[LISTING_LINK_KEY] as ListingLink;
    expect(link.store).toBe(store);
    link.attach(check);
    expect(check.calls).toEqual(['afterScan', 'listAsked']);
    host.afterScan();
    host.listAsked();
    expect(check.calls).toEqual(['afterScan', 'listAsked', 'afterScan', 'listAsked']);
  });

  it('asks again after a refusal, but not for ever', async () => {
    const inject = vi.fn(async () => false);
    const { store } = storeOf(['vin']);
    const host = hostListingCheck({ store, alive: () => true, inject }, {});
    for (let scan = 0; scan < 6; scan++) {
      host.afterScan();
      await settle();
    }
    expect(inject).toHaveBeenCalledTimes(3);
  });

  it('stops the check and takes the link away when the script is invalidated', () => {
    const global: Record<string, unknown> = {};
    const { store } = storeOf(['vin']);
    const host = hostListingCheck({ store, alive: () => true, inject: async () => true }, global);
    const check = fakeCheck();
    (global[LISTING_LINK_KEY] as ListingLink).attach(check);
    host.remove();
    expect(check.calls).toContain('stop');
    expect(global[LISTING_LINK_KEY]).toBeUndefined();
  });
});
