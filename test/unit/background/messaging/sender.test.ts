import { describe, expect, it } from 'vitest';
import type { MessageType } from '@/utils/messaging/protocol';
import { BACKGROUND_MESSAGES } from '@/utils/messaging/schemas';
import { classifySender, isAllowed } from '@/utils/background/messaging/sender';

const ID = 'abcdefghijklmnop';
const ORIGIN = `chrome-extension://${ID}`;

describe('classifySender', () => {
  it('trusts the extension own pages, also when opened in a tab', () => {
    expect(classifySender({ id: ID, url: `${ORIGIN}/popup.html` }, ID, ORIGIN)).toBe('extension-page');
    expect(classifySender({ id: ID, url: `${ORIGIN}/options.html`, tab: { id: 3 } }, ID, ORIGIN)).toBe(
      'extension-page',
    );
  });

  it('knows our content scripts by their page URL and tab', () => {
    expect(
      classifySender({ id: ID, url: 'https://dealer.example/listing', tab: { id: 3 } }, ID, ORIGIN),
    ).toBe('content-script');
  });

  it('refuses other extensions and look-alike URLs', () => {
    expect(classifySender({ id: 'other', url: `${ORIGIN}/popup.html` }, ID, ORIGIN)).toBe('foreign');
    expect(classifySender({ id: ID, url: `${ORIGIN}.evil.example/popup.html`, tab: {} }, ID, ORIGIN)).toBe(
      'content-script',
    );
    expect(
      classifySender({ id: ID, url: `${ORIGIN}/popup.html`, origin: 'https://evil.example' }, ID, ORIGIN),
    ).not.toBe('extension-page');
    expect(classifySender({}, ID, ORIGIN)).toBe('foreign');
  });
});

describe('isAllowed', () => {
  const types = Object.keys(BACKGROUND_MESSAGES) as MessageType[];

  it('lets content scripts send only page messages', () => {
    const allowed = types.filter((type) => isAllowed(type, 'content-script'));
    expect(allowed.sort()).toEqual([
      'cs>bg:hello',
      'cs>bg:listingFlags',
      'cs>bg:listings',
      'cs>bg:lookup',
      'cs>bg:pageCountry',
      'cs>bg:wakeListingCheck',
      'cs>bg:wakeMoreDetectors',
      'cs>bg:wakePageUi',
    ]);
  });

  it('lets extension pages send everything and foreign senders nothing', () => {
    expect(types.every((type) => isAllowed(type, 'extension-page'))).toBe(true);
    expect(types.some((type) => isAllowed(type, 'foreign'))).toBe(false);
  });
});
