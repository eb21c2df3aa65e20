import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  createViewerMenus,
  onViewerMenuClick,
  pdfUrlOfMenuClick,
  VIEWER_MENU_IDS,
} from '@/utils/background/viewer/menu';
import { readViewerAddress } from '@/utils/viewer/sources/viewer-address';

/** Chrome's match-pattern rule for a URL's path and query, as targetUrlPatterns apply it. */
function matches(pattern: string, url: string): boolean {
  const { protocol, host, pathname, search } = new URL(url);
  const [, scheme, patternHost, path] = /^(\*|https?):\/\/([^/]*)(\/.*)$/.exec(pattern)!;
  const schemeOk = scheme === '*' ? /^https?:$/.test(protocol) : protocol === `${scheme}:`;
  const hostOk = patternHost === '*' || patternHost === host;
  const pathRe = new RegExp(`^${path!.replace(/[.?+^$()[\]{}|\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return schemeOk && hostOk && pathRe.test(pathname + search);
}

describe('"Open in VIN & TIN viewer" in the context menu', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is offered on links to PDFs (with or without a query) and on PDF pages, nowhere else', () => {
    const create = vi.spyOn(fakeBrowser.contextMenus, 'create').mockImplementation(() => 0);
    createViewerMenus();
    const items = create.mock.calls.map(([item]) => item);
    expect(items).toEqual([
      expect.objectContaining({
        id: VIEWER_MENU_IDS.link,
        contexts: ['link'],
        title: 'Open in VIN & TIN viewer',
      }),
      expect.objectContaining({
        id: VIEWER_MENU_IDS.page,
        contexts: ['page'],
        title: 'Open in VIN & TIN viewer',
      }),
    ]);
    const link = items[0]!.targetUrlPatterns!;
    const page = items[1]!.documentUrlPatterns!;
    expect(page).toEqual(link);
    const offered = (url: string) => link.some((pattern) => matches(pattern, url));
    expect(offered('https://supplier.example/invoices/INV-2291.pdf')).toBe(true);
    expect(offered('https://supplier.example/invoices/INV-2291.pdf?token=abc')).toBe(true);
    expect(offered('http://127.0.0.1:8080/CAC.PDF')).toBe(true);
    expect(offered('https://supplier.example/invoices/INV-2291.html')).toBe(false);
    expect(offered('https://supplier.example/pdf-guide/')).toBe(false);
  });

  it("a link's PDF opens in the viewer beside the tab the link is in, naming that tab to read it from", async () => {
    const source = await fakeBrowser.tabs.create({ url: 'https://supplier.example/list.html' });
    await fakeBrowser.tabs.create({ url: 'https://elsewhere.example/' });
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    const viewerTabId = await onViewerMenuClick(
      {
        menuItemId: VIEWER_MENU_IDS.link,
        linkUrl: 'https://supplier.example/INV.pdf?x=1',
        pageUrl: source.url,
      },
      { id: source.id },
    );
    const viewer = await fakeBrowser.tabs.get(viewerTabId!);
    const address = new URL(viewer.url!);
    expect(address.pathname).toBe('/viewer.html');
    expect(readViewerAddress(address)).toEqual({
      kind: 'url',
      url: 'https://supplier.example/INV.pdf?x=1',
      fromTab: source.id,
    });
    // Right after its source, which stays open (its activeTab grant is what the viewer may read through).
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ index: source.index + 1, openerTabId: source.id, windowId: source.windowId }),
    );
    expect((await fakeBrowser.tabs.get(source.id!)).url).toBe('https://supplier.example/list.html');
  });

  it('on a PDF page the page itself is opened; other menu items and clicks without a tab open nothing', async () => {
    expect(pdfUrlOfMenuClick({ menuItemId: VIEWER_MENU_IDS.page, pageUrl: 'https://a.example/x.pdf' })).toBe(
      'https://a.example/x.pdf',
    );
    expect(pdfUrlOfMenuClick({ menuItemId: 'vin-tin-lookup', linkUrl: 'https://a.example/x.pdf' })).toBe(
      undefined,
    );
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    expect(
      await onViewerMenuClick({ menuItemId: VIEWER_MENU_IDS.page, pageUrl: 'https://a.example/x.pdf' }),
    ).toBe(undefined);
    expect(create).not.toHaveBeenCalled();
  });
});
