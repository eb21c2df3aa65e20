/**
 * Every way into the PDF viewer, each one user action: the popup's button on a PDF tab, a file dropped on
 * or picked in the side panel, the context menu on a link to a PDF, and the browser's opt-in PDF handler
 * (Options, the policy key `pdfViewer`). PDFs come from a local server that sends no CORS headers; test
 * pages on 127.0.0.1 are a site the test build holds (as "Always scan this site" would).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from '@cantoo/pdf-lib';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { expect, test } from './fixtures';
import { sendAs } from '@/test/support/send-as';
import { launchWithPolicy } from '@/test/support/managed-policy';
import { ViewerPage } from '@/test/support/pages/viewer';
import {
  PDF_INVOICE_VIN,
  PDF_SUPPLIER_NAME,
  PDF_SUPPLIER_TAX_ID,
  corruptPdf,
  invoicePdf,
  notAPdf,
} from '@/test/support/pdf/build-pdfs';
import { markTexts } from '@/test/support/scanned-page';

interface PdfServer {
  url: string;
  /** Requests for the portal's PDF, with the fetch metadata the browser sent. */
  portalAsks: string[];
  /** How many times /files/invoice.pdf was asked for. */
  invoiceAsks: () => number;
  close(): Promise<void>;
}

/** The invoice with 5 MiB of incompressible bytes attached: more than one part through a tab. */
async function bigInvoicePdf(): Promise<Uint8Array> {
  const document = await PDFDocument.load(await invoicePdf());
  const padding = new Uint8Array(5 * 1024 * 1024);
  for (let at = 0; at < padding.length; at += 65_536)
    crypto.getRandomValues(padding.subarray(at, at + 65_536));
  await document.attach(padding, 'padding.bin', { mimeType: 'application/octet-stream' });
  return document.save();
}

/**
 * - /files/invoice.pdf: a PDF by its name; /download?id=9: one without (only its type says so).
 * - /portal/statement.pdf: a portal that serves the PDF only to its own pages (a first-party session, here
 *   told by fetch metadata): any other fetch, the viewer's included, gets its sign-in page, as a session
 *   cookie the viewer's fetch lacks would cause.
 * - /links.html: a page with links to PDFs; /fake.pdf: HTML under a PDF's name; /broken.pdf: HTML sent as
 *   a PDF; /truncated.pdf: the invoice cut in half (a PDF's header, which pdf.js cannot open).
 */
async function startPdfServer(): Promise<PdfServer> {
  const invoice = await invoicePdf();
  const truncated = await corruptPdf();
  const big = await bigInvoicePdf();
  const portalAsks: string[] = [];
  let invoiceAsks = 0;
  const send = (response: ServerResponse, type: string, body: Uint8Array | string) =>
    response.writeHead(200, { 'content-type': type }).end(body);
  const server = createServer((request: IncomingMessage, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/files/invoice.pdf') invoiceAsks++;
    if (path === '/files/invoice.pdf' || path === '/download')
      return send(response, 'application/pdf', invoice);
    if (path === '/portal/statement.pdf') {
      // Who asks, by fetch metadata: the tab's navigation, the portal's own page (same-origin), or anyone else.
      const site = String(request.headers['sec-fetch-site']);
      const mode = String(request.headers['sec-fetch-mode']);
      portalAsks.push(`${mode} ${site}`);
      if (mode === 'navigate' || site === 'same-origin') return send(response, 'application/pdf', big);
      return send(response, 'text/html', '<!doctype html><title>Sign in</title><form>Sign in</form>');
    }
    if (path === '/fake.pdf') return send(response, 'text/html', notAPdf('html'));
    if (path === '/broken.pdf') return send(response, 'application/pdf', notAPdf('html'));
    if (path === '/truncated.pdf') return send(response, 'application/pdf', truncated);
    if (path === '/links.html') {
      return send(
        response,
        'text/html; charset=utf-8',
        '<!doctype html><title>Invoices</title><a href="/files/invoice.pdf?download=1">May invoice</a>',
      );
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    portalAsks,
    invoiceAsks: () => invoiceAsks,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const pdfTest = test.extend<{ pdfServer: PdfServer }>({
  pdfServer: async ({}, use) => {
    const server = await startPdfServer();
    await use(server);
    await server.close();
  },
});

async function tabIdFor(serviceWorker: Worker, url: string): Promise<number> {
  return serviceWorker.evaluate(async (address) => (await chrome.tabs.query({ url: address }))[0]!.id!, url);
}

/** Opens `url` in a tab, as a person opens a PDF in the browser; resolves with the page and its tab id. */
async function openTab(context: BrowserContext, serviceWorker: Worker, url: string) {
  const page = await context.newPage();
  await page.goto(url);
  return { page, tabId: await tabIdFor(serviceWorker, url) };
}

/** The viewer tab an action opens. */
async function viewerOpenedBy(context: BrowserContext, action: () => Promise<unknown>): Promise<ViewerPage> {
  const [page] = await Promise.all([
    context.waitForEvent('page', (opened) => opened.url().includes('/viewer.html')),
    action(),
  ]);
  return new ViewerPage(page);
}

const openInViewer = (popup: Page) => popup.getByRole('button', { name: 'Open this PDF in the viewer' });

pdfTest(
  'a PDF tab → popup → Open this PDF in the viewer: the viewer opens beside it with the PDF',
  async ({ context, serviceWorker, openExtensionPage, pdfServer }) => {
    const pdfUrl = `${pdfServer.url}/files/invoice.pdf`;
    const { tabId } = await openTab(context, serviceWorker, pdfUrl);
    const popup = await openExtensionPage(`popup.html?tab=${tabId}`);
    const viewer = await viewerOpenedBy(context, () => openInViewer(popup).click());

    const address = new URL(viewer.page.url());
    expect(address.searchParams.get('url')).toBe(pdfUrl);
    expect(address.searchParams.get('from')).toBe(String(tabId));
    await expect(viewer.textLayer(1)).toContainText(PDF_SUPPLIER_NAME);
    await expect(viewer.page.getByText('invoice.pdf')).toBeVisible();
    // Its identifiers marked, as a web page's are.
    await viewer.waitForScanIdle();
    expect(await markTexts(viewer.page)).toEqual(
      expect.arrayContaining([PDF_SUPPLIER_TAX_ID, PDF_INVOICE_VIN]),
    );
    // Asked twice, both times from its own origin: the tab's navigation and the viewer's one fetch.
    expect(pdfServer.invoiceAsks()).toBe(2);
    // Beside the PDF's tab, which stays open (its activeTab grant is what a read through it needs).
    const [pdfTab, viewerTab] = await serviceWorker.evaluate(
      async (ids) => Promise.all(ids.map((id) => chrome.tabs.get(id))),
      [tabId, await tabIdFor(serviceWorker, viewer.page.url())],
    );
    expect(viewerTab!.index).toBe(pdfTab!.index + 1);
    expect(viewerTab!.openerTabId).toBe(tabId);
    expect(pdfTab!.url).toBe(pdfUrl);
  },
);

pdfTest(
  'the popup offers the viewer for a PDF whose address has no .pdf, and not on a web page',
  async ({ context, serviceWorker, openExtensionPage, pdfServer }) => {
    const { tabId } = await openTab(context, serviceWorker, `${pdfServer.url}/download?id=9`);
    const popup = await openExtensionPage(`popup.html?tab=${tabId}`);
    const viewer = await viewerOpenedBy(context, () => openInViewer(popup).click());
    await expect(viewer.textLayer(1)).toContainText(PDF_SUPPLIER_NAME);

    const page = await openTab(context, serviceWorker, `${pdfServer.url}/links.html`);
    const onPage = await openExtensionPage(`popup.html?tab=${page.tabId}`);
    // The popup's other controls for this tab are drawn by then: the button's absence is settled.
    await expect(onPage.getByRole('button', { name: 'Scan this page' })).toBeVisible();
    await expect(openInViewer(onPage)).toHaveCount(0);
  },
);

pdfTest(
  'a PDF its site sends only to its own pages is read through its tab, in parts, and opens',
  async ({ context, serviceWorker, openExtensionPage, pdfServer }) => {
    const pdfUrl = `${pdfServer.url}/portal/statement.pdf`;
    const { tabId } = await openTab(context, serviceWorker, pdfUrl);
    const popup = await openExtensionPage(`popup.html?tab=${tabId}`);
    const started = Date.now();
    const viewer = await viewerOpenedBy(context, () => openInViewer(popup).click());
    await expect(viewer.textLayer(1)).toContainText(PDF_SUPPLIER_NAME);
    const ms = Date.now() - started;
    // The tab's navigation, the viewer's own fetch (refused: its sign-in page), then the tab's fetch.
    expect(pdfServer.portalAsks).toEqual(['navigate none', 'cors none', 'cors same-origin']);
    test.info().annotations.push({ type: 'read through tab (5.3 MB, 2 parts)', description: `${ms} ms` });
    console.log(`viewer ways in: a 5.3 MB PDF read through its tab and its first page shown in ${ms} ms`);
    // The bytes stayed out of the page's own world.
    const tabs = await context.pages().filter((page) => page.url() === pdfUrl);
    expect(
      await tabs[0]!.evaluate(() => Object.keys(globalThis).filter((key) => key.includes('vinTin'))),
    ).toEqual([]);
  },
);

pdfTest(
  'what cannot be fetched says what to do: a file on the computer, a page that is not a PDF',
  async ({ openExtensionPage, pdfServer }) => {
    const file = new ViewerPage(
      await openExtensionPage(`viewer.html?url=${encodeURIComponent('file:///home/ada/invoice.pdf')}`),
    );
    await expect(file.failure).toContainText(
      'invoice.pdf could not be opened: it is a file on this computer. Open it with Open a file.',
    );
    const fake = new ViewerPage(
      await openExtensionPage(`viewer.html?url=${encodeURIComponent(`${pdfServer.url}/fake.pdf`)}`),
    );
    await expect(fake.failure).toContainText(
      'fake.pdf could not be opened: the site sent something that is not a PDF',
    );
    await expect(fake.pages).toHaveCount(0);
  },
);

pdfTest(
  'a PDF dropped on the side panel and one picked there open in the viewer, each handed over once',
  async ({ context, serviceWorker, openExtensionPage, pdfServer }) => {
    const { tabId } = await openTab(context, serviceWorker, `${pdfServer.url}/links.html`);
    const panel = await openExtensionPage(`sidepanel.html?tab=${tabId}`);
    const bytes = Array.from(await invoicePdf());
    const dropZone = panel.getByRole('region', { name: 'PDF files' });
    const dropped = await viewerOpenedBy(context, () =>
      dropZone.evaluate((zone, data) => {
        const transfer = new DataTransfer();
        transfer.items.add(
          new File([new Uint8Array(data)], 'dropped invoice.pdf', { type: 'application/pdf' }),
        );
        zone.dispatchEvent(
          new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }),
        );
        zone.dispatchEvent(
          new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
        );
      }, bytes),
    );
    await expect(dropped.textLayer(1)).toContainText(PDF_SUPPLIER_NAME);
    await expect(dropped.page.getByText('dropped invoice.pdf')).toBeVisible();

    const picked = await viewerOpenedBy(context, () =>
      panel.getByLabel('Open a PDF in the viewer').setInputFiles({
        name: 'picked.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(bytes),
      }),
    );
    await expect(picked.textLayer(1)).toContainText(PDF_SUPPLIER_NAME);

    // The handoff is gone once taken: the same address again opens nothing.
    await picked.page.reload();
    await expect(picked.failure).toContainText('it was opened once already');
    await expect(picked.pages).toHaveCount(0);
  },
);

pdfTest(
  'the context menu on a link to a PDF opens that PDF in the viewer',
  async ({ context, serviceWorker, pdfServer }) => {
    const pageUrl = `${pdfServer.url}/links.html`;
    const { page, tabId } = await openTab(context, serviceWorker, pageUrl);
    // Registered with the other menus at install (a moment after the worker starts).
    const registered = () =>
      serviceWorker.evaluate(() =>
        Promise.all(
          ['vin-tin-viewer-link', 'vin-tin-viewer-page'].map((id) =>
            chrome.contextMenus.update(id, {}).then(
              () => true,
              () => false,
            ),
          ),
        ),
      );
    await expect.poll(registered).toEqual([true, true]);
    const linkUrl = await page
      .getByRole('link', { name: 'May invoice' })
      .evaluate((link) => (link as HTMLAnchorElement).href);
    // Headless Chromium draws no native menu: the click reaches the worker's handler as the browser sends it.
    const viewer = await viewerOpenedBy(context, () =>
      serviceWorker.evaluate(
        ({ link, at, id }) =>
          (
            globalThis as unknown as {
              vinTinTestHooks: { viewerMenuClick: (info: object, tab: object) => Promise<unknown> };
            }
          ).vinTinTestHooks.viewerMenuClick(
            { menuItemId: 'vin-tin-viewer-link', linkUrl: link, pageUrl: at, editable: false },
            { id },
          ),
        { link: linkUrl, at: pageUrl, id: tabId },
      ),
    );
    expect(new URL(viewer.page.url()).searchParams.get('url')).toBe(
      `${pdfServer.url}/files/invoice.pdf?download=1`,
    );
    await expect(viewer.textLayer(1)).toContainText(PDF_SUPPLIER_NAME);
  },
);

/** Chromium's built-in PDF viewer extension, which shows a PDF when no handler takes it. */
const CHROMIUM_PDF_VIEWER_ID = 'mhjfbmdgcfjbbpaeojofohoefgiehjai';

/** The browser's handler options for PDFs, read in the worker. */
function handlerEnabled(serviceWorker: Worker): Promise<boolean | undefined> {
  return serviceWorker.evaluate(async () => {
    const api = (
      chrome as unknown as {
        mimeHandler?: { getMimeHandlerOptions(type: string): Promise<{ enabled?: boolean }> };
      }
    ).mimeHandler;
    return api ? (await api.getMimeHandlerOptions('application/pdf')).enabled : undefined;
  });
}

pdfTest(
  "the browser's PDF handler: off at install, PDFs stay in the browser's viewer; Options turns it on and off",
  async ({ context, serviceWorker, openExtensionPage, pdfServer }) => {
    // Debian's Chromium 156 has chrome.mimeHandler (Chrome 151+); declaring the handler turned it on.
    expect(
      await serviceWorker.evaluate(() => typeof (chrome as unknown as { mimeHandler?: object }).mimeHandler),
    ).toBe('object');
    await expect.poll(() => handlerEnabled(serviceWorker)).toBe(false);
    const pdfUrl = `${pdfServer.url}/files/invoice.pdf`;
    const { tabId } = await openTab(context, serviceWorker, pdfUrl);
    const shownAs = () =>
      serviceWorker.evaluate(
        async (id) =>
          (
            await chrome.scripting.executeScript({ target: { tabId: id }, func: () => document.contentType })
          )[0]!.result,
        tabId,
      );
    expect(await shownAs()).toBe('application/pdf');

    const options = await openExtensionPage('options.html');
    const toggle = options.getByLabel('Open PDFs in the VIN & TIN viewer');
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    await expect.poll(() => handlerEnabled(serviceWorker)).toBe(true);
    await toggle.uncheck();
    await expect.poll(() => handlerEnabled(serviceWorker)).toBe(false);
    await options.reload();
    await expect(options.getByLabel('Open PDFs in the VIN & TIN viewer')).not.toBeChecked();
  },
);

test("the organisation's pdfViewer turns the handler on and locks Options' checkbox", async () => {
  const launched = await launchWithPolicy('pdf-viewer', { pdfViewer: true, skipWelcome: true });
  try {
    const worker = launched.serviceWorker;
    await expect
      .poll(() => worker.evaluate(() => chrome.storage.managed.get()))
      .toMatchObject({ pdfViewer: true });
    await expect.poll(() => handlerEnabled(worker)).toBe(true);
    const options = await launched.context.newPage();
    await options.goto(`chrome-extension://${launched.extensionId}/options.html`);
    const toggle = options.getByLabel('Open PDFs in the VIN & TIN viewer');
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeDisabled();
    await expect(
      options.getByRole('region', { name: 'PDFs' }).getByText('Set by your organisation'),
    ).toBeVisible();
    // The policy section lists it among the organisation's settings.
    await expect(
      options
        .getByRole('region', { name: 'Set by your organisation' })
        .getByText('Open PDFs in the VIN & TIN viewer'),
    ).toBeVisible();
  } finally {
    await launched.close();
  }
});

pdfTest(
  "turned on, the handler shows a PDF in the viewer inside its tab; one it cannot take goes back to the browser's",
  async ({ context, serviceWorker, openExtensionPage, pdfServer }) => {
    const options = await openExtensionPage('options.html');
    await options.getByLabel('Open PDFs in the VIN & TIN viewer').check();
    await expect.poll(() => handlerEnabled(serviceWorker)).toBe(true);

    const page = await context.newPage();
    await page.goto(`${pdfServer.url}/files/invoice.pdf`);
    const viewerFrame = () => page.frames().find((frame) => frame.url().endsWith('/viewer.html'));
    await expect.poll(() => viewerFrame()?.url()).toBeDefined();
    await expect(viewerFrame()!.locator('.pdf-page[data-page="1"] .pdf-text')).toContainText(
      PDF_SUPPLIER_NAME,
    );
    // The viewer came into the PDF's own tab: no tab was added.
    expect(context.pages().filter((open) => open.url().includes('viewer.html'))).toEqual([]);

    // Sent as a PDF but none: the viewer hands it back to the browser, which tears the viewer down.
    const broken = await context.newPage();
    await broken.goto(`${pdfServer.url}/broken.pdf`);
    // Chromium's own PDF viewer (its built-in extension) shows it, and ours is gone from the tab.
    await expect
      .poll(() => broken.frames().map((frame) => frame.url()))
      .toContain(`chrome-extension://${CHROMIUM_PDF_VIEWER_ID}/index.html`);
    expect(broken.frames().filter((frame) => frame.url().endsWith('/viewer.html'))).toEqual([]);

    // A PDF by its header that the viewer cannot render (cut in half): handed back the same way, by the
    // viewer's page once pdf.js has failed.
    const truncated = await context.newPage();
    await truncated.goto(`${pdfServer.url}/truncated.pdf`);
    await expect
      .poll(() => truncated.frames().map((frame) => frame.url()))
      .toContain(`chrome-extension://${CHROMIUM_PDF_VIEWER_ID}/index.html`);
    expect(truncated.frames().filter((frame) => frame.url().endsWith('/viewer.html'))).toEqual([]);
  },
);

pdfTest(
  'a page can neither open the viewer on a document of its choosing nor ask the worker to read or open PDFs',
  async ({ context, serviceWorker, extensionId, pdfServer }) => {
    const { page, tabId } = await openTab(context, serviceWorker, `${pdfServer.url}/links.html`);
    const pdfUrl = `${pdfServer.url}/files/invoice.pdf`;
    // viewer.html is no web-accessible resource: a frame of it, or a window, is refused by the browser.
    const viewerUrl = `chrome-extension://${extensionId}/viewer.html?url=${encodeURIComponent(pdfUrl)}`;
    await page.evaluate(
      (src) =>
        new Promise<void>((resolve) => {
          const frame = document.createElement('iframe');
          frame.addEventListener('load', () => resolve(), { once: true });
          frame.src = src;
          document.body.append(frame);
        }),
      viewerUrl,
    );
    const popup = await page.evaluate((src) => window.open(src) === null, viewerUrl);
    expect(popup).toBe(false);
    expect(page.frames().map((frame) => frame.url())).not.toContain(viewerUrl);
    expect(context.pages().map((open) => open.url())).not.toContainEqual(
      expect.stringContaining('/viewer.html'),
    );

    // Its content-script world may not use the viewer's messages: the router refuses them by direction.
    const fromPage = { role: 'content-script' as const, worker: serviceWorker, tabId };
    for (const answer of [
      await sendAs(fromPage, 'ui>bg:readPdfFromTab', { tabId, url: pdfUrl }),
      await sendAs(fromPage, 'ui>bg:openPdfViewer', { tabId, url: pdfUrl }),
      await sendAs(fromPage, 'ui>bg:setPdfHandler', { enabled: true }),
    ]) {
      expect(answer.res).toBeUndefined();
      expect(answer.err?.message ?? answer.failed).toBeTruthy();
    }
    expect(pdfServer.invoiceAsks()).toBe(0);
    expect(context.pages().map((open) => open.url())).not.toContainEqual(
      expect.stringContaining('/viewer.html'),
    );
    await expect.poll(() => handlerEnabled(serviceWorker)).toBe(false);
  },
);

pdfTest(
  'a link to a PDF on another site that allows no one else: the viewer says how to open it instead',
  async ({ context, serviceWorker, pdfServer }) => {
    // The same server under another name: a site the extension holds no permission for, sending no CORS.
    const elsewhere = pdfServer.url.replace('127.0.0.1', 'localhost');
    const pageUrl = `${pdfServer.url}/links.html`;
    const { tabId } = await openTab(context, serviceWorker, pageUrl);
    const viewer = await viewerOpenedBy(context, () =>
      serviceWorker.evaluate(
        ({ link, at, id }) =>
          (
            globalThis as unknown as {
              vinTinTestHooks: { viewerMenuClick: (info: object, tab: object) => Promise<unknown> };
            }
          ).vinTinTestHooks.viewerMenuClick(
            { menuItemId: 'vin-tin-viewer-link', linkUrl: link, pageUrl: at },
            { id },
          ),
        { link: `${elsewhere}/files/invoice.pdf`, at: pageUrl, id: tabId },
      ),
    );
    // The viewer's fetch is refused (no permission, no CORS), and so is the linking page's own (cross-origin):
    // the PDF opened in its own tab is what works, and the message says so.
    await expect(viewer.failure).toContainText(
      'invoice.pdf could not be opened: its site did not send it to the viewer. Open the PDF in a tab and use the toolbar button there',
    );
    await expect(viewer.pages).toHaveCount(0);
  },
);
