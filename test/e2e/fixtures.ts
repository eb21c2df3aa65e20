/**
 * Playwright fixtures: a fresh Chromium profile with the built extension, the local mock API,
 * and a loopback server for test pages. Every test starts from a clean install.
 */
import { test as base, expect, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { resolve } from 'node:path';
import { startMockApi } from '@/test/mock-api/server';
import { launchWithExtension } from '@/test/support/chromium';
import { configureCustomApi, openExtensionPage } from '@/test/support/extension-ui';
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
    await use(launched.context);
    await launched.context.close();
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
});

export { expect };

/** Points the extension at the mock API through the options page, as a user would. */
export async function configureMockApi(
  openPage: Fixtures['openExtensionPage'],
  mockApiUrl: string,
  apiKey = MOCK_API_KEY,
  /** The gateway's Tax ID path; none by default, as Custom has (Tax IDs are then not sent). */
  taxIdPath?: string,
): Promise<void> {
  const options = await openPage('options.html');
  await configureCustomApi(options, mockApiUrl, apiKey, taxIdPath);
  await options.close();
}
