/**
 * A frame's verdict, made once in the background: the frame's context reader samples it, the rules read the
 * sample, the user's rule for the site decides over them; a new rule reaches every frame of that site.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

const sent: { type: string; data: unknown; target: { tabId: number; frameId: number } }[] = [];
const samples = new Map<string, unknown>();
const injectable = new Set<string>();

const injected: string[] = [];
vi.mock('@/utils/background/site-access/frame-scripts', () => ({
  injectFrameScript: vi.fn(async (tabId: number, frameId: number, script: string) => {
    injected.push(`${tabId}/${frameId}:${script}`);
    return injectable.has(`${tabId}/${frameId}`);
  }),
}));
vi.mock('@/utils/messaging/protocol', () => ({
  sendToContent: vi.fn(async (type: string, data: unknown, target: { tabId: number; frameId: number }) => {
    sent.push({ type, data, target });
    if (type === 'bg>cs:readPageSample') return samples.get(`${target.tabId}/${target.frameId}`);
    return undefined;
  }),
}));

const {
  chooseSiteCountry,
  helloForSite,
  pageCountryView,
  rememberMoreDetectors,
  verdictForFrame,
  verdictOf,
} = await import('@/utils/background/page-country/read-frame-country');
const { setSiteCountryChoice } = await import('@/utils/background/page-country/site-countries');

const HARARE = {
  lang: 'en',
  text: 'Quotation. Harare, Zimbabwe. Tel +263 242 700 123. Amounts in ZWG. TIN No: 2000123456',
};
const LAGOS = {
  lang: 'en-NG',
  text: 'Invoice. 12 Awolowo Road, Ikoyi, Lagos. Total ₦450,000. TIN: 2087654321',
};

function frame(tabId: number, frameId: number, sample: unknown) {
  injectable.add(`${tabId}/${frameId}`);
  samples.set(`${tabId}/${frameId}`, sample);
}

describe('page country in the background', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    sent.length = 0;
    injected.length = 0;
    samples.clear();
    injectable.clear();
  });

  it('reads a frame from its sample: Harare is foreign, Lagos Nigerian', async () => {
    frame(1, 0, HARARE);
    frame(1, 3, LAGOS);
    expect(await verdictForFrame(1, 0, 'https://quotes.example.co.zw/q/1', false)).toBe('foreign');
    expect(await verdictForFrame(1, 3, 'https://invoices.example.com/i/9', false)).toBe('nigerian');
  });

  it('samples a frame once per document, again once it moved on', async () => {
    frame(1, 0, HARARE);
    await verdictForFrame(1, 0, 'https://quotes.example.co.zw/q/1', false);
    await verdictForFrame(1, 0, 'https://quotes.example.co.zw/q/1', false);
    expect(sent.filter((message) => message.type === 'bg>cs:readPageSample')).toHaveLength(1);
    samples.set('1/0', LAGOS);
    expect(await verdictForFrame(1, 0, 'https://quotes.example.co.zw/q/2', false)).toBe('nigerian');
  });

  it('counts a frame it cannot read, or a sample that breaks the schema, as unknown', async () => {
    expect(await verdictForFrame(2, 0, 'https://a.example/', false)).toBe('unknown');
    frame(2, 1, { lang: 'en', text: 'x'.repeat(100_000) });
    expect(await verdictForFrame(2, 1, 'https://a.example/', false)).toBe('unknown');
    frame(2, 2, { text: 42 });
    expect(await verdictForFrame(2, 2, 'https://a.example/', false)).toBe('unknown');
  });

  it("lets the user's rule for the site decide over the page's own signal", async () => {
    frame(1, 0, HARARE);
    await setSiteCountryChoice('quotes.example.co.zw', 'nigerian');
    expect(await verdictForFrame(1, 0, 'https://quotes.example.co.zw/q/1', false)).toBe('nigerian');
    expect(verdictOf({ verdict: 'nigerian', evidence: [] }, 'foreign')).toBe('foreign');
    expect(verdictOf({ verdict: 'foreign', evidence: [] }, 'auto')).toBe('foreign');
  });

  it("shows the top frame's reading to the side panel, and tells every frame of the site a new rule", async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://quotes.example.co.zw/q/1' });
    const tabId = tab.id!;
    frame(tabId, 0, HARARE);
    const view = await pageCountryView(tabId);
    expect(view).toMatchObject({ site: 'quotes.example.co.zw', choice: 'auto', verdict: 'foreign' });
    expect(view?.reading.verdict).toBe('foreign');

    const chosen = await chooseSiteCountry(tabId, 'nigerian');
    expect(chosen).toMatchObject({ choice: 'nigerian', verdict: 'nigerian' });
    expect(chosen?.reading.verdict).toBe('foreign');
    expect(sent.filter((message) => message.type === 'bg>cs:pageCountry')).toEqual([
      { type: 'bg>cs:pageCountry', data: 'nigerian', target: { tabId, frameId: 0 } },
    ]);
    expect((await pageCountryView(tabId))?.choice).toBe('nigerian');
    await chooseSiteCountry(tabId, 'auto');
    expect(sent.at(-1)).toEqual({
      type: 'bg>cs:pageCountry',
      data: 'foreign',
      target: { tabId, frameId: 0 },
    });
  });

  it('has no view for a tab without a scanner', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'https://a.example/' });
    expect(await pageCountryView(tab.id!)).toBeNull();
    expect(await pageCountryView(999)).toBeNull();
  });

  it("reads a first screen's sample, and the whole page once more when it is parsed; then keeps it", async () => {
    frame(1, 0, { lang: 'en', text: 'Quotation' });
    const url = 'https://quotes.example.com/q/1';
    expect(await verdictForFrame(1, 0, url, false, false)).toBe('unknown');
    expect(await verdictForFrame(1, 0, url, false, false)).toBe('unknown');
    samples.set('1/0', HARARE);
    expect(await verdictForFrame(1, 0, url, false, true)).toBe('foreign');
    expect(await verdictForFrame(1, 0, url, false, true)).toBe('foreign');
    expect(sent.filter((message) => message.type === 'bg>cs:readPageSample')).toHaveLength(2);
  });

  it("tells a hello the site's last verdict this session, or the user's rule, and brings the detectors it needed", async () => {
    expect(await helloForSite(1, 0, 'https://quotes.example.co.zw/q/9', false)).toEqual({});
    frame(1, 0, HARARE);
    await verdictForFrame(1, 0, 'https://quotes.example.co.zw/q/1', false);
    expect(await helloForSite(2, 0, 'https://quotes.example.co.zw/q/2', false)).toEqual({
      country: 'foreign',
    });
    expect(injected.filter((entry) => entry.endsWith(':moreDetectors'))).toEqual([]);
    await rememberMoreDetectors('https://quotes.example.co.zw/q/1', false);
    await setSiteCountryChoice('quotes.example.co.zw', 'nigerian');
    expect(await helloForSite(3, 4, 'https://quotes.example.co.zw/q/3', false)).toEqual({
      country: 'nigerian',
    });
    expect(injected).toContain('3/4:moreDetectors');
    // Another site learns nothing from this one.
    expect(await helloForSite(5, 0, 'https://dealer.example.ng/', false)).toEqual({});
  });
});
