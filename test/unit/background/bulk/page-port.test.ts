import { describe, expect, it } from 'vitest';
import { refusesBulkPort } from '@/utils/background/bulk/page-port';
import { BULK_PAGE_PORT } from '@/utils/bulk/progress-signal';

const ID = 'extension-id';
const ORIGIN = 'chrome-extension://extension-id';

describe("the bulk page's port", () => {
  it('is kept for an extension page', () => {
    expect(
      refusesBulkPort({ name: BULK_PAGE_PORT, sender: { id: ID, url: `${ORIGIN}/bulk.html` } }, ID, ORIGIN),
    ).toBe(false);
  });

  it('is refused for a content script, another extension, or no sender', () => {
    const content = { id: ID, url: 'https://shop.test/', tab: { id: 1 } };
    expect(refusesBulkPort({ name: BULK_PAGE_PORT, sender: content }, ID, ORIGIN)).toBe(true);
    expect(
      refusesBulkPort({ name: BULK_PAGE_PORT, sender: { id: 'other', url: `${ORIGIN}/x` } }, ID, ORIGIN),
    ).toBe(true);
    expect(refusesBulkPort({ name: BULK_PAGE_PORT }, ID, ORIGIN)).toBe(true);
  });

  it('leaves other ports to their own listeners', () => {
    expect(refusesBulkPort({ name: 'other', sender: { id: 'x' } }, ID, ORIGIN)).toBe(false);
  });
});
