/**
 * Playwright fixtures: a fresh Chromium profile with the built extension, the local mock API,
 * and a loopback server for test pages. Every test starts from a clean install. On top of them: a
 * configured API (`configuredApi`), a stopped worker (`stopWorker`), and a scanned page
 * (`openScannedPage`); every browser's content script is registered before its test starts.
 */
import { test as base, expect, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { resolve } from 'node:path';
import { startMockApi } from '@/test/mock-api/server';
import { launchWithExtension, removeLaunchFiles } from '@/test/support/chromium';
import { openExtensionPage } from '@/test/support/extension-ui';
import { sendAs } from '@/test/support/send-as';
import { tabIdOf, waitForRegistration } from '@/test/support/scanned-page';
import { waitForScanIdle } from '@/test/support/scan-signal';
import { stopWorker } from '@/test/support/service-worker';
import { startStaticServer, type StaticServer } from '@/test/support/static-server';

export const MOCK_API_KEY = 'test-key-0123456789abcdef';
/** Test pages are served here; the launched build treats it as a site the user chose to scan. */
export const TEST_PAGES_ORIGIN_PATTERN = 'http://127.0.0.1/*';

type MockApi = Awaited<ReturnType<typeof startMockApi>>;

interface Fixtures {
  mockApi: MockApi;
  pages: StaticServer;
  context: BrowserContext;
  serviceWorker: Worker;
  extensionId: string;
  /** Opens an extension page (popup.html, options.html, sidepanel.html) in a tab. */
  openExtensionPage: (path: string) => Promise<Page>;
  /** The mock API, already set as the extension's data source (Custom preset, its URL and key). */
  configuredApi: MockApi;
  /**
   * Stops the service worker as the browser stops an idle one (through CDP, from `page` or any open tab);
   * its next event starts it again.
   */
  stopWorker: (page?: Page) => Promise<void>;
  /**
   * Opens a test page in a new tab (a path under test/e2e/pages, or a URL) and resolves once `frames`
   * scanners (default 1, the top document) have read the whole page with nothing queued: the scanner's
   * own signal, not a clock.
   */
  openScannedPage: (pathOrUrl: string, options?: { frames?: number }) => Promise<ScannedPage>;
}

export interface ScannedPage {
  page: Page;
  tabId: number;
}

export const test = base.extend<Fixtures>({
  mockApi: async ({}, use) => {
    const api = await startMockApi({ apiKey: MOCK_API_KEY });
    await use(api);
    await api.close();
  },
  pages: async ({}, use) => {
    const server = await startStaticServer(resolve(import.meta.dirname, 'pages'));
    await use(server);
    await server.close();
  },
  context: async ({}, use) => {
    const launched = await launchWithExtension({ grantedOrigins: [TEST_PAGES_ORIGIN_PATTERN] });
    // The worker registers the content script at start: a page opened before that would not be scanned.
    await waitForRegistration(launched.serviceWorker);
    await use(launched.context);
    await launched.context.close();
    removeLaunchFiles(launched);
  },
  serviceWorker: async ({ context }, use) => {
    await use(context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker')));
  },
  extensionId: async ({ serviceWorker }, use) => {
    await use(new URL(serviceWorker.url()).host);
  },
  openExtensionPage: async ({ context, extensionId }, use) => {
    await use((path) => openExtensionPage(context, extensionId, path));
  },
  configuredApi: async ({ mockApi, openExtensionPage }, use) => {
    await configureMockApi(openExtensionPage, mockApi.url);
    await use(mockApi);
  },
  openScannedPage: async ({ context, pages, serviceWorker }, use) => {
    await use(async (pathOrUrl, options = {}) => {
      const url = /^https?:/.test(pathOrUrl) ? pathOrUrl : `${pages.url}/${pathOrUrl.replace(/^\//, '')}`;
      const page = await context.newPage();
      await page.goto(url);
      await waitForScanIdle(serviceWorker, page, options.frames ?? 1);
      return { page, tabId: await tabIdOf(serviceWorker, page.url()) };
    });
  },
  stopWorker: async ({ context }, use) => {
    await use(async (page) => {
      const target = page ?? context.pages()[0] ?? (await context.newPage());
      await stopWorker(context, target);
    });
  },
});

export { expect };

/**
 * Points the extension at the mock API: data source API, preset Custom, its URL and key, sent as Options'
 * Save sends them (the 'ui>bg:saveSettings' message from an extension page), so the worker validates and
 * stores them as it does for a user. Driving the form takes seconds a test; the form's own tests
 * (options*.spec.ts) use configureCustomApi on it.
 */
export async function configureMockApi(
  openPage: Fixtures['openExtensionPage'],
  mockApiUrl: string,
  apiKey = MOCK_API_KEY,
  /** The gateway's Tax ID path; none by default, as Custom has (Tax IDs are then not sent). */
  taxIdPath?: string,
): Promise<void> {
  const page = await openPage('options.html');
  const answer = await sendAs({ role: 'extension-page', page }, 'ui>bg:saveSettings', {
    dataSource: 'api',
    presetId: 'custom',
    baseUrl: mockApiUrl,
    keyPersistence: 'local',
    apiKey: { key: apiKey, persistence: 'local' },
    ...(taxIdPath === undefined ? {} : { customTaxIdPath: taxIdPath }),
  });
  await page.close();
  if (!answer.res?.apiKey.hasKey || answer.res.settings.baseUrl !== mockApiUrl) {
    throw new Error(
      `The mock API was not saved: ${JSON.stringify(answer.err ?? answer.failed ?? answer.res)}`,
    );
  }
}
