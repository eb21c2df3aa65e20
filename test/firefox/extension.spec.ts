/**
 * The Firefox build in Firefox ESR: it installs, scans a page the user granted (and only such a page),
 * and a click on the page's "Look up" button goes through the background to the configured API.
 */
import { expect, test } from '@playwright/test';
import type { Page } from 'puppeteer-core';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startMockApi } from '@/test/mock-api/server';
import { startStaticServer } from '@/test/support/static-server';
import { CLICK_DWELL_MS } from '@/utils/content-script/page-ui/click-guard';
import { FIREFOX_BUILD_DIR, launchFirefoxWithExtension } from './firefox';

const API_KEY = 'firefox-test-key-0123456789';
const VIN = '4T1BF1FK5DU276514';
const TIN = '10493827-0001';
const SCREENSHOTS = resolve(import.meta.dirname, '../../test-results/screenshots');

/** The overlay's "Look up" button (in the open shadow root of the one overlay host), if shown. */
async function lookupButton(page: Page) {
  return page.evaluate(() => {
    for (const host of Array.from(document.documentElement.children)) {
      const button = host.shadowRoot?.querySelector('button');
      if (!button) continue;
      const box = button.getBoundingClientRect();
      const visible = box.width > 0 && box.height > 0 && getComputedStyle(button).visibility !== 'hidden';
      return {
        name: button.getAttribute('aria-label') ?? button.textContent ?? '',
        text: button.textContent ?? '',
        visible,
        x: box.left + box.width / 2,
        y: box.top + box.height / 2,
      };
    }
    return undefined;
  });
}

async function overlayHostCount(page: Page): Promise<number> {
  return page.evaluate(
    () => Array.from(document.documentElement.children).filter((element) => element.shadowRoot).length,
  );
}

/** Texts of the ranges in the page's custom highlights (how the content script marks identifiers). */
async function highlightedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    CSS.highlights.forEach((highlight) =>
      highlight.forEach((marked) => {
        // The content script marks with StaticRanges, which have no toString().
        const range = document.createRange();
        range.setStart(marked.startContainer, marked.startOffset);
        range.setEnd(marked.endContainer, marked.endOffset);
        texts.push(range.toString());
      }),
    );
    return texts.sort();
  });
}

/** Moves the real pointer over an element's text, then clicks the button shown beside it. */
async function lookUpFromPage(page: Page, selector: string, expectedName: string): Promise<void> {
  const target = await page.$eval(selector, (element) => {
    const box = element.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  });
  await page.mouse.move(target.x, target.y);
  await expect
    .poll(async () => {
      const button = await lookupButton(page);
      return button?.visible ? button.name : undefined;
    })
    .toBe(expectedName);
  const button = (await lookupButton(page))!;
  await page.mouse.move(button.x, button.y);
  // A person sees the button before clicking it: one that just appeared takes no click (click-guard.ts).
  await new Promise((done) => setTimeout(done, CLICK_DWELL_MS + 250));
  await page.mouse.click(button.x, button.y);
}

test('Firefox: installs, scans a granted page, and a page lookup reaches the configured API', async () => {
  const mockApi = await startMockApi({ apiKey: API_KEY });
  const pages = await startStaticServer(resolve(import.meta.dirname, 'pages'));
  const firefox = await launchFirefoxWithExtension({
    // The static server listens on 127.0.0.1: the user chose "Always scan this site" for it.
    grantedOrigins: ['http://127.0.0.1/*'],
    api: { baseUrl: mockApi.url, apiKey: API_KEY },
  });
  try {
    const manifest = JSON.parse(readFileSync(join(FIREFOX_BUILD_DIR, 'manifest.json'), 'utf8')) as {
      browser_specific_settings: { gecko: { id: string } };
    };
    expect(firefox.extensionId).toBe(manifest.browser_specific_settings.gecko.id);

    const page = await firefox.browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });

    await test.step('a page on a site that was not granted is not scanned', async () => {
      // Same server, other host name: a different origin, with no host permission.
      await page.goto(`${pages.url.replace('127.0.0.1', 'localhost')}/dealer.html`);
      await page.waitForSelector('#vin');
      await new Promise((done) => setTimeout(done, 2_000));
      expect(await overlayHostCount(page)).toBe(0);
      expect(await highlightedTexts(page)).toEqual([]);
    });

    await test.step('a granted page is scanned: identifiers are highlighted, the page UI not loaded yet', async () => {
      await page.goto(`${pages.url}/dealer.html`);
      await expect.poll(() => highlightedTexts(page)).toEqual(expect.arrayContaining([VIN, TIN]));
      expect(await overlayHostCount(page)).toBe(0);
    });

    await test.step('the first hover injects the page UI; its "Look up" button sends the VIN to the API', async () => {
      await lookUpFromPage(page, '#vin', `Look up VIN ${VIN}`);
      expect(await overlayHostCount(page)).toBe(1);
      await expect.poll(() => mockApi.verificationCalls().map((call) => call.body)).toEqual([{ vin: VIN }]);
      // Firefox opens the sidebar only from its own user-action events, not from a content script's
      // message: the button says honestly where the result waits.
      await expect.poll(async () => (await lookupButton(page))?.text).toBe('Result in side panel');
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOTS, 'firefox-page-lookup.png') });
    });

    await test.step('the TIN goes the same way, with the key the options page would have saved', async () => {
      await lookUpFromPage(page, '#tin', `Verify TIN ${TIN}`);
      await expect
        .poll(() => mockApi.verificationCalls().map((call) => call.body))
        .toEqual([{ vin: VIN }, { channel: 'TIN', number: TIN }]);
      // The mock API only counts a call as billable once x-api-key matched.
      expect(mockApi.verificationCalls().every((call) => call.authenticated)).toBe(true);
    });
  } finally {
    await firefox.close();
    await pages.close();
    await mockApi.close();
  }
});
