/**
 * "Read identifiers in this image" on a page's image (issue 41): read in the image's own frame, handed to the
 * viewer, which lists what it holds under **Read from the image**; where the site refuses (another site's
 * image without CORS) the viewer opens all the same and asks for a paste. Headless Chromium draws no native
 * menu: the click reaches the worker's handler as the browser sends it (its test hook). The test pages are on
 * 127.0.0.1, a site the test build holds, as the click's activeTab would grant.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { expect, test } from './fixtures';
import { tabIdOf } from '@/test/support/scanned-page';
import { startStaticServer, type StaticServer } from '@/test/support/static-server';
import { IMAGE_DEMO_VINS, fiftyMegabyteFile, vinLabelImage } from '@/test/support/images/fixtures';
import { ViewerPage } from '@/test/support/pages/viewer';

const VIN = IMAGE_DEMO_VINS[0]!;
const MENU_ID = 'vin-tin-read-image';

interface ImageSites {
  /** The page's own site: page.html (a same-origin <img>), blob.html (a blob: image), cross.html (the other's). */
  own: StaticServer;
  /** Another site serving the same label without CORS headers, recording who asks. */
  other: ImageSite;
  label: Buffer;
}

/** What the worker's handler says it did (utils/background/image-menu/on-click.ts, ImageMenuOutcome). */
interface Outcome {
  viewerTabId?: number;
  outcome: string;
  why?: string;
  via?: string;
  size?: number;
  mime?: string;
}

interface ImageSite {
  url: string;
  /** Every request for the image: its Origin header and fetch metadata. */
  asks: { origin?: string; mode?: string; site?: string }[];
  close(): Promise<void>;
}

/**
 * A site serving the label at /label.png, without CORS headers. `once`: it serves it once and never again (a
 * one-time address, not to be cached), with /once.html showing it.
 */
async function startImageSite(label: Buffer, { once = false } = {}): Promise<ImageSite> {
  const asks: ImageSite['asks'] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/once.html') {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<!doctype html><title>Once</title><img id="label" src="/label.png" alt="Label">');
      return;
    }
    if (path === '/stream.png') {
      // Sent in chunks with no length, as a server resizing on the fly does, and allowed to any site.
      response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
      const file = fiftyMegabyteFile();
      for (let at = 0; at < file.length; at += 1 << 20) response.write(file.subarray(at, at + (1 << 20)));
      return void response.end();
    }
    if (path !== '/label.png') return void response.writeHead(404).end();
    asks.push({
      origin: request.headers.origin,
      mode: request.headers['sec-fetch-mode'] as string | undefined,
      site: request.headers['sec-fetch-site'] as string | undefined,
    });
    if (once && asks.length > 1) return void response.writeHead(410, { 'cache-control': 'no-store' }).end();
    response
      .writeHead(200, { 'content-type': 'image/png', ...(once ? { 'cache-control': 'no-store' } : {}) })
      .end(label);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asks,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const imageTest = test.extend<{ sites: ImageSites }>({
  sites: async ({ context }, use) => {
    const draw = await context.newPage();
    const label = await vinLabelImage(draw, { vin: VIN, symbology: 'code39', importI: true });
    await draw.close();
    const ownRoot = await mkdtemp(join(tmpdir(), 'image-menu-own-'));
    const other = await startImageSite(label);
    await writeFile(join(ownRoot, 'label.png'), label);
    await writeFile(join(ownRoot, 'huge.png'), fiftyMegabyteFile());
    await writeFile(
      join(ownRoot, 'huge.html'),
      '<!doctype html><title>Scan</title><p>A scan of the papers</p><img id="label" src="huge.png" alt="Scan">',
    );
    await writeFile(
      join(ownRoot, 'stream.html'),
      `<!doctype html><title>Stream</title><p>A scan</p><img id="label" src="${other.url}/stream.png" alt="Scan">`,
    );
    await writeFile(
      join(ownRoot, 'page.html'),
      '<!doctype html><title>Lot 7</title><p>Door label of lot 7</p><img id="label" src="label.png" alt="Door label">',
    );
    // The page makes its own blob: URL, as WhatsApp Web shows its images.
    await writeFile(
      join(ownRoot, 'blob.html'),
      `<!doctype html><title>Chat</title><p>Photo from the seller</p><img id="label" alt="Photo">
<script>
fetch('label.png').then((r) => r.blob()).then((blob) => {
  const img = document.getElementById('label');
  img.onload = () => { document.title = 'Chat ready'; };
  img.src = URL.createObjectURL(blob);
});
</script>`,
    );
    await writeFile(
      join(ownRoot, 'cross.html'),
      `<!doctype html><title>News</title><p>A car for sale</p><img id="label" src="${other.url}/label.png" alt="Label">`,
    );
    const own = await startStaticServer(ownRoot);
    await use({ own, other, label });
    await Promise.all([own.close(), other.close()]);
    await rm(ownRoot, { recursive: true });
  },
});

/** Opens `url` and waits for its image to be shown; resolves with the page, its tab and the image's address. */
async function openImagePage(context: BrowserContext, serviceWorker: Worker, url: string, title: string) {
  const page = await context.newPage();
  await page.goto(url);
  await expect(page).toHaveTitle(title);
  const image = page.locator('#label');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const srcUrl = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  return { page, tabId: await tabIdOf(serviceWorker, url), srcUrl };
}

/** The click on the item, as the browser reports it to the worker; resolves with the viewer and what was done. */
async function clickReadImage(
  context: BrowserContext,
  serviceWorker: Worker,
  info: { srcUrl: string; pageUrl: string },
  tabId: number,
): Promise<{ viewer: ViewerPage; outcome: Outcome }> {
  const [viewerPage, outcome] = await Promise.all([
    context.waitForEvent('page', (opened) => opened.url().includes('/viewer.html')),
    serviceWorker.evaluate(
      ({ click, id, menuItemId }) =>
        (
          globalThis as unknown as {
            vinTinTestHooks: { imageMenuClick: (info: object, tab: object) => Promise<Outcome> };
          }
        ).vinTinTestHooks.imageMenuClick(
          { menuItemId, mediaType: 'image', frameId: 0, editable: false, ...click },
          { id },
        ),
      { click: info, id: tabId, menuItemId: MENU_ID },
    ),
  ]);
  return { viewer: new ViewerPage(viewerPage), outcome };
}

/** The viewer's list of what an image holds. */
const readFromImage = (viewer: ViewerPage) =>
  viewer.page.getByRole('region', { name: 'Read from the image' });

imageTest('the item is registered with the other menus, for images', async ({ serviceWorker }) => {
  // Chrome reads no item back: an update succeeds only for an item that exists.
  const registered = () =>
    serviceWorker.evaluate(
      (id) =>
        chrome.contextMenus.update(id, {}).then(
          () => true,
          () => false,
        ),
      MENU_ID,
    );
  await expect.poll(registered).toBe(true);
});

imageTest(
  "a same-origin image: the viewer opens beside the page with the image's bytes and lists its VIN",
  async ({ context, serviceWorker, sites }) => {
    const pageUrl = `${sites.own.url}/page.html`;
    const { tabId, srcUrl } = await openImagePage(context, serviceWorker, pageUrl, 'Lot 7');
    const { viewer, outcome } = await clickReadImage(context, serviceWorker, { srcUrl, pageUrl }, tabId);
    // The page's own fetch of its own image: every byte of the file, with its type.
    expect(outcome).toEqual({
      viewerTabId: expect.any(Number),
      outcome: 'handed-over',
      via: 'fetch',
      size: sites.label.length,
      mime: 'image/png',
    });
    const tabs = await serviceWorker.evaluate(
      async ([page, viewerTab]) => [await chrome.tabs.get(page!), await chrome.tabs.get(viewerTab!)],
      [tabId, outcome.viewerTabId],
    );
    expect(tabs[1]!.index).toBe(tabs[0]!.index + 1);
    expect(tabs[1]!.active).toBe(true);
    // The address names the handoff and the page, never the image.
    const address = new URL(viewer.page.url());
    expect(address.searchParams.get('page')).toBe(pageUrl);
    expect(viewer.page.url()).not.toContain('label.png');
    // The viewer has the image (named by its file), and reads it.
    await expect(viewer.page.getByRole('img', { name: 'Image: label.png' })).toBeVisible();
    // The Code 39's import "I" is dropped: the VIN itself.
    await expect(readFromImage(viewer)).toContainText(VIN, { timeout: 30_000 });
  },
);

imageTest(
  'a blob: image the page made (as WhatsApp Web shows photos) is read',
  async ({ context, serviceWorker, sites }) => {
    const pageUrl = `${sites.own.url}/blob.html`;
    const { tabId, srcUrl } = await openImagePage(context, serviceWorker, pageUrl, 'Chat ready');
    expect(srcUrl).toMatch(/^blob:/);
    const { viewer, outcome } = await clickReadImage(context, serviceWorker, { srcUrl, pageUrl }, tabId);
    expect(outcome).toMatchObject({ outcome: 'handed-over', via: 'fetch', size: sites.label.length });
    await expect(readFromImage(viewer)).toContainText(VIN, { timeout: 30_000 });
  },
);

imageTest(
  'an image its site will not send again is drawn from the page instead, and read',
  async ({ context, serviceWorker, sites }) => {
    const once = await startImageSite(sites.label, { once: true });
    try {
      const pageUrl = `${once.url}/once.html`;
      const { tabId, srcUrl } = await openImagePage(context, serviceWorker, pageUrl, 'Once');
      const { viewer, outcome } = await clickReadImage(context, serviceWorker, { srcUrl, pageUrl }, tabId);
      // Asked twice: the page's own load, then the frame's fetch, refused; the canvas gave the pixels as PNG.
      expect(once.asks).toHaveLength(2);
      expect(outcome).toMatchObject({ outcome: 'handed-over', via: 'canvas', mime: 'image/png' });
      await expect(viewer.page.getByRole('img', { name: 'Image: label.png' })).toBeVisible();
      await expect(readFromImage(viewer)).toContainText(VIN, { timeout: 30_000 });
    } finally {
      await once.close();
    }
  },
);

imageTest(
  'another site\'s image without CORS: the viewer opens and says "Copy the image and paste it into the box"',
  async ({ context, serviceWorker, sites }) => {
    const pageUrl = `${sites.own.url}/cross.html`;
    const { tabId, srcUrl } = await openImagePage(context, serviceWorker, pageUrl, 'News');
    expect(new URL(srcUrl).origin).toBe(sites.other.url);
    const { viewer, outcome } = await clickReadImage(context, serviceWorker, { srcUrl, pageUrl }, tabId);
    // The frame's fetch is refused (no CORS) and the drawn canvas is tainted: nothing is handed over.
    expect(outcome).toMatchObject({ outcome: 'unreadable-source', why: 'tainted' });
    expect(outcome.size).toBeUndefined();
    // The other site was asked by the page (its <img>) and the frame's CORS fetch, refused: never by the
    // worker with the extension's own origin and privileges (which would get round the site's rule).
    expect(sites.other.asks.length).toBeLessThanOrEqual(2);
    for (const ask of sites.other.asks) expect(ask.origin ?? sites.own.url).toBe(sites.own.url);
    await expect(viewer.page.getByRole('alert')).toContainText('Copy the image and paste it into the box');
    await expect(readFromImage(viewer)).toHaveCount(0);
  },
);

imageTest(
  'an image over the limit is refused in its frame by its size: the viewer says the size and the limit',
  async ({ context, serviceWorker, sites }) => {
    const pageUrl = `${sites.own.url}/huge.html`;
    const { tabId, srcUrl } = await openImagePage(context, serviceWorker, pageUrl, 'Scan');
    const { viewer, outcome } = await clickReadImage(context, serviceWorker, { srcUrl, pageUrl }, tabId);
    // Refused by its declared length, before its body was read: nothing was handed over.
    expect(outcome).toMatchObject({ outcome: 'file-too-large', why: 'too-large' });
    expect(outcome.size).toBeUndefined();
    expect(new URL(viewer.page.url()).searchParams.get('size')).toBe(String(fiftyMegabyteFile().length));
    await expect(viewer.page.getByRole('alert')).toContainText(
      'This file is 50 MB: images up to 25 MB are read.',
    );
  },
);

imageTest(
  'an image sent without its length is read no further than the limit: the viewer says it is over 25 MB',
  async ({ context, serviceWorker, sites }) => {
    const pageUrl = `${sites.own.url}/stream.html`;
    const { tabId, srcUrl } = await openImagePage(context, serviceWorker, pageUrl, 'Stream');
    const { viewer, outcome } = await clickReadImage(context, serviceWorker, { srcUrl, pageUrl }, tabId);
    expect(outcome).toMatchObject({ outcome: 'file-too-large', why: 'too-large' });
    // Its size is not known, so none is claimed.
    expect(new URL(viewer.page.url()).searchParams.get('size')).toBeNull();
    await expect(viewer.page.getByRole('alert')).toContainText(
      'This file is over 25 MB, the most that is read.',
    );
  },
);

/** Everything the page's own world can read of itself, to look for what the reader found. */
function pageSees(page: Page, vin: string) {
  return page.evaluate((value) => {
    const attributes = [...document.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].map((attribute) => attribute.value),
    );
    return {
      html: document.documentElement.outerHTML.includes(value),
      text: (document.body.innerText ?? '').includes(value),
      found: (window as unknown as { find(text: string): boolean }).find(value),
      attributes: attributes.some((attribute) => attribute.includes(value)),
      elements: document.querySelectorAll('*').length,
      mutations: (window as unknown as { mutationsSeen?: number }).mutationsSeen ?? -1,
    };
  }, vin);
}

imageTest(
  "the page's own world never sees what was read, nor anything added to its document",
  async ({ context, serviceWorker, sites }) => {
    const pageUrl = `${sites.own.url}/page.html`;
    const { page, tabId, srcUrl } = await openImagePage(context, serviceWorker, pageUrl, 'Lot 7');
    await page.evaluate(() => {
      const seen = window as unknown as { mutationsSeen: number };
      seen.mutationsSeen = 0;
      new MutationObserver((records) => {
        seen.mutationsSeen += records.length;
      }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    const before = await pageSees(page, VIN);
    const { viewer, outcome } = await clickReadImage(context, serviceWorker, { srcUrl, pageUrl }, tabId);
    expect(outcome.outcome).toBe('handed-over');
    await expect(readFromImage(viewer)).toContainText(VIN, { timeout: 30_000 });
    expect(await pageSees(page, VIN)).toEqual({
      html: false,
      text: false,
      found: false,
      attributes: false,
      elements: before.elements,
      mutations: 0,
    });
  },
);
