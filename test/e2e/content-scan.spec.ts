/**
 * The content script in Chromium, on local test pages (test/e2e/pages/content/). The launched build holds
 * the host permission for http://127.0.0.1/* (as if the user had chosen "Always scan this site"), so the
 * runtime registration injects the script into every test page.
 */
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { configureMockApi, expect, test } from './fixtures';
import { readStoredHistory, historyValues } from '@/test/support/stored-history';
import { accessibleText, clickWhenSeen } from '@/test/support/page-ui';
import {
  REGISTRATION_ID,
  HOST_TAG,
  markTexts,
  pointOnText,
  tabIdOf,
  listedIdentifiers,
} from '@/test/support/scanned-page';

interface SiteScanningHooks {
  vinTinSiteScanning: { scanTab(tabId: number, options?: { focus?: boolean }): Promise<string> };
}

async function openScanned(page: Page, url: string, expectedMarks: number): Promise<void> {
  await page.goto(url);
  await expect.poll(() => markTexts(page).then((texts) => texts.length)).toBe(expectedMarks);
}

/** The infinite-scroll test page, scanned (its one lot marked), and its tab. */
async function openInfinite(context: BrowserContext, base: string, serviceWorker: Worker) {
  const page = await context.newPage();
  const url = `${base}/content/infinite.html`;
  await openScanned(page, url, 1);
  return { page, tabId: await tabIdOf(serviceWorker, url) };
}

test('the script is registered at run time for granted sites only, never for the API hosts', async ({
  serviceWorker,
}) => {
  const [script] = await serviceWorker.evaluate(
    (id) => chrome.scripting.getRegisteredContentScripts({ ids: [id] }),
    REGISTRATION_ID,
  );
  expect(script).toMatchObject({
    matches: ['http://127.0.0.1/*'],
    js: ['content-scripts/content.js'],
    css: ['content-scripts/content.css'],
    allFrames: true,
    runAt: 'document_start',
  });
  expect([...(script!.excludeMatches ?? [])].sort()).toEqual([
    'https://api.myidentitypass.com/*',
    'https://api.prembly.com/*',
    'https://sandbox.myidentitypass.com/*',
  ]);
});

test('marks identifiers in text, tables and split nodes, and none in inputs, textareas, contenteditable or scripts', async ({
  context,
  pages,
  serviceWorker,
}) => {
  const page = await context.newPage();
  const url = `${pages.url}/content/listing.html`;
  await openScanned(page, url, 6);
  expect(await markTexts(page)).toEqual([
    '10493827-0001',
    '1HGCM82633A004352', // plain text
    '1HGCM82633A004352', // <b>1HGCM</b>82633A004352
    'JH4KA7561PC008269', // table cell
    'JH4KA7561PC008269', // link
    'RC1456032',
  ]);
  // The split one is one range over two text nodes.
  const split = await page.evaluate(() => {
    const highlight = CSS.highlights.get('vin-tin-lookup') as Highlight & Iterable<AbstractRange>;
    const ranges = [...highlight].filter((range) => range.startContainer !== range.endContainer);
    return ranges.map((range) => [
      range.startContainer.parentElement?.tagName,
      range.endContainer.parentElement?.id,
    ]);
  });
  expect(split).toContainEqual(['B', 'split']);

  expect(await listedIdentifiers(serviceWorker, await tabIdOf(serviceWorker, url))).toEqual([
    { kind: 'vin', value: '1HGCM82633A004352', confidence: 'high', count: 2 },
    { kind: 'tin', value: '10493827-0001', confidence: 'high', count: 1 },
    { kind: 'cac', value: 'RC1456032', confidence: 'high', count: 1 },
    { kind: 'vin', value: 'JH4KA7561PC008269', confidence: 'high', count: 2 },
  ]);
});

test('marks nothing in markup no one sees, and marks it once the page shows it', async ({
  context,
  pages,
  serviceWorker,
}) => {
  const page = await context.newPage();
  const url = `${pages.url}/content/hidden-markup.html`;
  // The RC number comes with the more detectors, after the VIN: both counted before anything is judged.
  await openScanned(page, url, 2);
  expect(await markTexts(page)).toEqual(['1HGCM82633A004352', 'RC 1456032']);
  await page.evaluate(() => document.getElementById('old-card')!.removeAttribute('hidden'));
  await expect.poll(() => markTexts(page)).toEqual(['1FTFW1ET9DFC10312', '1HGCM82633A004352', 'RC 1456032']);
  const listed = await listedIdentifiers(serviceWorker, await tabIdOf(serviceWorker, url));
  expect(listed.map((item) => item.value).sort()).toEqual([
    '1FTFW1ET9DFC10312',
    '1HGCM82633A004352',
    'RC1456032',
  ]);
});

test('leaves the page as it was: nothing added until the user needs the button, then two hosts outside <body>', async ({
  context,
  pages,
}) => {
  const page = await context.newPage();
  await openScanned(page, `${pages.url}/content/listing.html`, 6);
  const read = () =>
    page.evaluate((hostTag) => {
      const before = (window as unknown as { before: Record<string, unknown> & { globals: string[] } })
        .before;
      const clone = document.documentElement.cloneNode(true) as HTMLElement;
      const hosts = clone.querySelectorAll(hostTag);
      hosts.forEach((host) => host.remove());
      // The answer card's host, made with the button whatever it will hold: a closed root, beside it.
      const cards = clone.querySelectorAll(':scope > div[popover]');
      cards.forEach((card) => card.remove());
      const host = document.querySelector(hostTag);
      return {
        sameText: document.body.innerText === before.text,
        elementsAdded: document.getElementsByTagName('*').length - (before.elements as number),
        sameHtml: clone.outerHTML === before.html,
        sameStyleSheets: document.styleSheets.length === before.styleSheets,
        adoptedStyleSheets: document.adoptedStyleSheets.length,
        newGlobals: Object.keys(window).filter((key) => !before.globals.includes(key) && key !== 'before'),
        hosts: hosts.length,
        cardHosts: [...document.querySelectorAll(':root > div[popover]')].map((card) => card.shadowRoot),
        hostParent: host?.parentElement?.tagName,
        hostShadowMode: host?.shadowRoot ? 'open' : 'none',
        hostSize: host ? [host.getBoundingClientRect().width, host.getBoundingClientRect().height] : [],
        hostPosition: host ? getComputedStyle(host).position : '',
      };
    }, HOST_TAG);
  const untouched = {
    sameText: true,
    sameHtml: true,
    sameStyleSheets: true,
    adoptedStyleSheets: 0,
    newGlobals: [],
  };
  // Scanned and marked, yet not one node added: the page UI is not even loaded.
  expect(await read()).toEqual({
    ...untouched,
    elementsAdded: 0,
    hosts: 0,
    cardHosts: [],
    hostParent: undefined,
    hostShadowMode: 'none',
    hostSize: [],
    hostPosition: '',
  });
  const point = await pointOnText(page, '#plain', '1HGCM82633A004352');
  await page.mouse.move(point.x, point.y);
  await expect(page.getByRole('button', { name: 'Look up VIN 1HGCM82633A004352' })).toBeVisible();
  expect(await read()).toEqual({
    ...untouched,
    elementsAdded: 2,
    hosts: 1,
    cardHosts: [null],
    hostParent: 'HTML',
    hostShadowMode: 'open',
    hostSize: [0, 0],
    hostPosition: 'fixed',
  });
});

test('hovering an identifier shows its Look up button; a click sends the lookup without taking focus', async ({
  context,
  pages,
  serviceWorker,
}) => {
  const page = await context.newPage();
  await openScanned(page, `${pages.url}/content/listing.html`, 6);
  await page.locator('#input').focus();

  const button = page.getByRole('button', { name: 'Look up VIN 1HGCM82633A004352' });
  await expect(button).toBeHidden();
  const point = await pointOnText(page, '#plain', '1HGCM82633A004352');
  await page.mouse.move(point.x, point.y);
  await expect(button).toBeVisible();
  // Beside its line, never over it, nor over any other identifier (the next line's, here: so above).
  const box = (await button.boundingBox())!;
  const line = (await page.locator('#plain').boundingBox())!;
  expect(box.y >= line.y + line.height - 1 || box.y + box.height <= line.y + 1).toBe(true);
  expect(Math.abs(box.y - point.y)).toBeLessThan(3 * box.height);
  expect(box.x).toBeLessThan(point.x);
  const others = await page.evaluate((own) => {
    const boxes: { left: number; top: number; right: number; bottom: number }[] = [];
    for (const name of ['vin-tin-lookup', 'vin-tin-lookup-low']) {
      for (const marked of (CSS.highlights.get(name) as (Highlight & Iterable<AbstractRange>) | undefined) ??
        []) {
        const range = document.createRange();
        range.setStart(marked.startContainer, marked.startOffset);
        range.setEnd(marked.endContainer, marked.endOffset);
        if (range.startContainer.parentElement?.id === own) continue;
        for (const rect of range.getClientRects()) boxes.push(rect.toJSON());
      }
    }
    return boxes;
  }, 'plain');
  expect(others.length).toBeGreaterThan(0);
  for (const other of others) {
    const apart =
      other.right <= box.x ||
      other.left >= box.x + box.width ||
      other.bottom <= box.y ||
      other.top >= box.y + box.height;
    expect(apart).toBe(true);
  }

  await clickWhenSeen(button);
  await expect(button).toHaveText('Opened in side panel');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('input');
  await expect.poll(() => historyValues(serviceWorker)).toContain('page:1HGCM82633A004352');
  // Looked-up data never enters the page.
  expect(await page.evaluate(() => document.documentElement.outerHTML)).not.toContain('Opened in side panel');

  // Moving away hides it again.
  await page.mouse.move(5, 5);
  await expect(button).toBeHidden({ timeout: 5000 });
});

test('hovering the split identifier (<b>1HGCM</b>82633A004352) works on either part', async ({
  context,
  pages,
}) => {
  const page = await context.newPage();
  await openScanned(page, `${pages.url}/content/listing.html`, 6);
  const button = page.getByRole('button', { name: 'Look up VIN 1HGCM82633A004352' });
  const onBold = await pointOnText(page, '#split b', '1HGCM');
  await page.mouse.move(onBold.x, onBold.y);
  await expect(button).toBeVisible();
  await page.mouse.move(5, 5);
  await expect(button).toBeHidden();
  const onRest = await pointOnText(page, '#split', '82633A004352');
  await page.mouse.move(onRest.x, onRest.y);
  await expect(button).toBeVisible();
});

test('from the keyboard: the shortcut focuses the first Look up button, arrows move, Enter sends, Escape returns', async ({
  context,
  pages,
  serviceWorker,
}) => {
  const page = await context.newPage();
  await openScanned(page, `${pages.url}/content/listing.html`, 6);

  // Keyboard focus on a link that contains an identifier shows its button, without moving focus.
  await page.locator('#editable').focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('#link')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Look up VIN JH4KA7561PC008269' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Alt+Shift+S');

  await page.keyboard.press('Alt+Shift+S');
  const first = page.getByRole('button', { name: 'Look up VIN 1HGCM82633A004352' });
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowDown'); // the split VIN
  await page.keyboard.press('ArrowDown'); // the TIN
  const tin = page.getByRole('button', { name: 'Verify TIN 10493827-0001' });
  await expect(tin).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tin).toHaveText('Opened in side panel');
  await expect.poll(() => historyValues(serviceWorker)).toContain('page:10493827-0001');

  await page.keyboard.press('Escape');
  await expect(tin).toBeHidden();
  await expect(page.locator('#link')).toBeFocused();
});

test('the button names what it does; after a lookup it shows the answer and the mark is checked', async ({
  context,
  pages,
  serviceWorker,
}) => {
  const page = await context.newPage();
  await openScanned(page, `${pages.url}/content/listing.html`, 6);
  const doneRanges = () => page.evaluate(() => CSS.highlights.get('vin-tin-lookup-done')?.size ?? 0);
  expect(await doneRanges()).toBe(0);

  await page.keyboard.press('Alt+Shift+S');
  await expect(page.getByRole('button', { name: 'Look up VIN 1HGCM82633A004352' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const tin = page.getByRole('button', { name: 'Verify TIN 10493827-0001' });
  // Demo data: the button says so, and speaks of no payment.
  await expect(tin).toHaveText('Verify TIN · demo');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: 'Verify RC1456032' })).toHaveText('Verify RC · demo');
  await page.keyboard.press('ArrowUp');
  await expect(tin).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tin).toHaveText('Opened in side panel');
  await expect.poll(() => historyValues(serviceWorker)).toContain('page:10493827-0001');
  await expect.poll(doneRanges).toBe(1);
  // History keeps the page it came from (the CSV's page_address).
  const [entry] = (await readStoredHistory(serviceWorker)) as { pageUrl?: string }[];
  expect(entry?.pageUrl).toBe(`${pages.url}/content/listing.html`);
  // The answer comes back beside the identifier, in a closed shadow root: a screen reader reads it (the
  // accessibility tree), the page's own DOM never holds it, and the button offers it again for free.
  await expect.poll(() => accessibleText(page)).toContain('ADEWALE AUTOS NIGERIA LIMITED');
  await expect(tin).toHaveText('Opened in side panel');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(tin).toHaveText('Details');
  expect(await page.evaluate(() => document.documentElement.outerHTML)).not.toContain('ADEWALE');
  const checkedStyle = await page.evaluate(
    () =>
      getComputedStyle(document.getElementById('plain')!, '::highlight(vin-tin-lookup-done)').backgroundColor,
  );
  expect(checkedStyle).toBe('rgba(11, 110, 79, 0.2)');
});

test('a listing whose year or make disagrees with its VIN is flagged beside it; an honest one is not', async ({
  context,
  pages,
  mockApi,
  openExtensionPage,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const page = await context.newPage();
  await openScanned(page, `${pages.url}/content/listing-claims.html`, 2);
  const hover = async (selector: string, text: string) => {
    const point = await pointOnText(page, selector, text);
    await page.mouse.move(point.x, point.y);
  };
  await hover('#lying-vin', '1HGCM82633A004352');
  const lying = page.getByRole('button', { name: 'Look up VIN 1HGCM82633A004352' });
  await expect(lying).toHaveText('Look up VIN · paid');
  await expect
    .poll(() => accessibleText(page))
    .toMatch(/The listing says 2019 Toyota; the VIN says 2003 Honda/);
  await hover('#honest-vin', '4T1BF1FK5DU276514');
  // With the API, a click may be a paid lookup: the button says so.
  await expect(page.getByRole('button', { name: 'Look up VIN 4T1BF1FK5DU276514' })).toHaveText(
    'Look up VIN · paid',
  );
  // Read from the page and the free decode: nothing was sent anywhere.
  expect(mockApi.verificationCalls()).toEqual([]);
  // The honest card has no flag, and the flag of the other one went with its button.
  await expect.poll(() => accessibleText(page)).not.toContain('The listing says');
  expect(await page.evaluate(() => document.documentElement.outerHTML)).not.toContain('The listing says');
});

test('marks are painted on screen only: a printed page is the page as its site made it', async ({
  context,
  pages,
}) => {
  const page = await context.newPage();
  await openScanned(page, `${pages.url}/content/listing.html`, 6);
  const markStyle = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.getElementById('plain')!, '::highlight(vin-tin-lookup)');
      return { background: style.backgroundColor, line: style.textDecorationLine };
    });
  // A background only: a text decoration would make each highlight change recompute the page's overflow.
  expect(await markStyle()).toEqual({ background: 'rgba(250, 204, 21, 0.35)', line: 'none' });
  await page.emulateMedia({ media: 'print' });
  expect(await markStyle()).toEqual({ background: 'rgba(0, 0, 0, 0)', line: 'none' });
  await page.emulateMedia({ media: 'screen' });
  expect((await markStyle()).background).toBe('rgba(250, 204, 21, 0.35)');
});

test('the keyboard goes through identifiers in the order they are written, round the page both ways', async ({
  context,
  pages,
}) => {
  const page = await context.newPage();
  await openScanned(page, `${pages.url}/content/keyboard-order.html`, 6);
  await page.evaluate(() => (window as unknown as { addAtTop(): void }).addAtTop());
  await expect.poll(() => markTexts(page).then((texts) => texts.length)).toBe(7);
  const focusedName = () =>
    page.evaluate(() => {
      const host = [...document.querySelectorAll('*')].find((element) => element.shadowRoot?.activeElement);
      return host?.shadowRoot?.activeElement?.getAttribute('aria-label') ?? null;
    });
  const written = [
    'Verify RC1456033',
    'Look up VIN 1HGCM82633A004352',
    'Verify TIN 10493827-0001',
    'Look up VIN JH4KA7561PC008269',
    'Look up VIN 4T1BF1FK5DU276514',
    'Look up VIN 5YJ3E1EA7JF000001',
    'Verify RC1456032',
  ];

  // Scrolled past the first identifiers: the shortcut goes to the first one in view.
  await page.evaluate(() => document.getElementById('outer')!.scrollIntoView());
  await page.keyboard.press('Alt+Shift+S');
  await expect.poll(focusedName).toBe(written[3]);
  await page.keyboard.press('Escape');

  await page.evaluate(() => scrollTo(0, 0));
  await page.keyboard.press('Alt+Shift+S');
  await expect.poll(focusedName).toBe(written[0]);
  for (const name of [...written.slice(1), written[0]]) {
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedName).toBe(name);
  }
  for (const name of [...written].reverse()) {
    await page.keyboard.press('ArrowUp');
    await expect.poll(focusedName).toBe(name);
  }
});

test('content added later is marked (infinite scroll), and a same-document navigation is followed', async ({
  context,
  pages,
  serviceWorker,
}) => {
  const { page, tabId } = await openInfinite(context, pages.url, serviceWorker);

  await page.evaluate(() => (window as unknown as { appendLots(): void }).appendLots());
  await expect
    .poll(() => markTexts(page))
    .toEqual(['1HGCM82633A004352', '4T1BF1FK5DU276514', 'JH4KA7561PC008269']);
  await page.evaluate(() => (window as unknown as { appendLots(): void }).appendLots());
  await expect.poll(() => markTexts(page).then((texts) => texts.length)).toBe(5);
  // A text node changed in place: its marks are replaced, the others stay.
  await page.evaluate(() => (window as unknown as { correctFirst(): void }).correctFirst());
  await expect
    .poll(() => markTexts(page))
    .toEqual([
      '4T1BF1FK5DU276514',
      '4T1BF1FK5DU276514',
      '5YJ3E1EA7JF000001',
      'JH4KA7561PC008269',
      'JH4KA7561PC008269',
      'JH4KA7561PC008269',
    ]);

  await page.evaluate(() => (window as unknown as { navigate(): void }).navigate());
  await expect.poll(() => markTexts(page)).toEqual(['10493827-0001']);
  expect(await listedIdentifiers(serviceWorker, tabId)).toEqual([
    { kind: 'tin', value: '10493827-0001', confidence: 'high', count: 1 },
  ]);
});

test('a block taken out, changed while out and put back is read again: no old value is listed', async ({
  context,
  pages,
  serviceWorker,
}) => {
  const { page, tabId } = await openInfinite(context, pages.url, serviceWorker);
  const vins = ['JH4KA7561PC008269', '4T1BF1FK5DU276514', '5YJ3E1EA7JF000001'];
  await page.evaluate((first) => {
    const item = document.createElement('li');
    item.id = 'moved';
    item.append(`Lot 2: VIN ${first}`);
    document.getElementById('lots')!.append(item);
  }, vins[0]!);
  await expect.poll(() => markTexts(page)).toEqual(['1HGCM82633A004352', vins[0]]);
  for (const next of vins.slice(1)) {
    // Out in one task, changed and back in the next: the change happens where no observer sees it.
    await page.evaluate(async (vin) => {
      const item = document.getElementById('moved')!;
      item.remove();
      await new Promise((resolve) => setTimeout(resolve, 0));
      (item.firstChild as Text).data = `Lot 2: VIN ${vin}`;
      document.getElementById('lots')!.append(item);
    }, next);
    await expect
      .poll(async () => (await listedIdentifiers(serviceWorker, tabId)).map((found) => found.value).sort())
      .toEqual(['1HGCM82633A004352', next].sort());
  }
});

test('a page that re-renders its whole subtree keeps its marks, without errors or leaks', async ({
  context,
  pages,
}) => {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (
      message.text().includes('VIN & TIN Lookup') ||
      (message.type() === 'error' && !message.text().includes('404'))
    ) {
      problems.push(message.text());
    }
  });
  await openScanned(page, `${pages.url}/content/rerender.html`, 2);
  // Let it re-render many times (every 100 ms), then check marks follow the new nodes.
  await expect
    .poll(() => page.evaluate(() => Number(/\d+/.exec(document.querySelector('main p')!.textContent!)![0])))
    .toBeGreaterThan(20);
  await expect.poll(() => markTexts(page)).toEqual(['1HGCM82633A004352', '4T1BF1FK5DU276514']);
  await page.evaluate(() => clearInterval((window as unknown as { renderTimer: number }).renderTimer));
  await expect.poll(() => markTexts(page)).toEqual(['1HGCM82633A004352', '4T1BF1FK5DU276514']);
  // Every mark is on a node in the document: nothing old is kept.
  expect(
    await page.evaluate(() =>
      [...(CSS.highlights.get('vin-tin-lookup') as Highlight & Iterable<AbstractRange>)].every(
        (range) => range.startContainer.isConnected,
      ),
    ),
  ).toBe(true);
  expect(problems).toEqual([]);
});

test('scanTab injects once: a second call finds the running scanner; focus goes to the first button', async ({
  context,
  pages,
  serviceWorker,
}) => {
  // Without the registration, as on a site the user never granted (activeTab is what allows it then).
  await serviceWorker.evaluate(
    (id) => chrome.scripting.unregisterContentScripts({ ids: [id] }),
    REGISTRATION_ID,
  );
  const page = await context.newPage();
  const url = `${pages.url}/content/listing.html`;
  await page.goto(url);
  expect(await markTexts(page)).toEqual([]);
  const tabId = await tabIdOf(serviceWorker, url);

  const scan = (options?: { focus?: boolean }) =>
    serviceWorker.evaluate(
      ({ tabId, options }) =>
        (globalThis as unknown as SiteScanningHooks).vinTinSiteScanning.scanTab(tabId, options),
      { tabId, options },
    );
  expect(await scan({ focus: true })).toBe('started');
  await expect.poll(() => markTexts(page).then((texts) => texts.length)).toBe(6);
  await expect(page.getByRole('button', { name: 'Look up VIN 1HGCM82633A004352' })).toBeFocused();
  expect(await scan()).toBe('already-scanning');
  expect(await scan()).toBe('already-scanning');
  expect(await page.locator(HOST_TAG).count()).toBe(1);
  expect((await markTexts(page)).length).toBe(6);
});

test("withdrawing a site's access stops scanning in its open tabs at once; other sites keep scanning", async ({
  context,
  pages,
  serviceWorker,
}) => {
  const page = await context.newPage();
  await openScanned(page, `${pages.url}/content/listing.html`, 6);
  const point = await pointOnText(page, '#plain', '1HGCM82633A004352');
  await page.mouse.move(point.x, point.y);
  await expect(page.locator(HOST_TAG)).toHaveCount(1);
  const leftover = () =>
    page.evaluate(
      (hostTag) => ({
        hosts: document.querySelectorAll(hostTag).length,
        highlights: ['vin-tin-lookup', 'vin-tin-lookup-low'].filter((name) => CSS.highlights.has(name)),
      }),
      HOST_TAG,
    );
  // The harness's grant is in the manifest and cannot be removed, so the worker's handler for
  // permissions.onRemoved is called directly with what the browser would pass.
  const revoke = (patterns: string[]) =>
    serviceWorker.evaluate(
      (removed) =>
        (
          globalThis as unknown as {
            vinTinSiteScanning: { stopScanningRevokedSites(patterns: string[]): Promise<void> };
          }
        ).vinTinSiteScanning.stopScanningRevokedSites(removed),
      patterns,
    );

  await revoke(['https://dealer.example.com/*', '*://*.other.test/*']);
  expect(await markTexts(page)).toHaveLength(6);

  await revoke(['http://127.0.0.1/*']);
  await expect.poll(leftover).toEqual({ hosts: 0, highlights: [] });
  expect(await page.evaluate(() => document.body.innerText)).toContain('1HGCM82633A004352');
});

test('when the extension goes away (disabled, removed, updated), the page is left with no host and no marks', async ({
  context,
  pages,
  serviceWorker,
}) => {
  const page = await context.newPage();
  await openScanned(page, `${pages.url}/content/listing.html`, 6);
  // The highlights this instance registered, held from the page's world to be looked at after it is gone.
  await page.evaluate(() => {
    const names = ['vin-tin-lookup', 'vin-tin-lookup-low'];
    Object.assign(window, { ourOldHighlights: names.map((name) => CSS.highlights.get(name)) });
  });
  // A reload orphans the page's script, as a disable, an uninstall or an update does. The reloaded
  // build may scan the tab again (scanOpenTabs after an update), with highlights of its own.
  await serviceWorker.evaluate(() => setTimeout(() => chrome.runtime.reload(), 50));
  await expect
    .poll(
      () =>
        page.evaluate((hostTag) => {
          const old = (window as unknown as { ourOldHighlights: (Highlight | undefined)[] }).ourOldHighlights;
          const registered = [...CSS.highlights.values()];
          return {
            hosts: document.querySelectorAll(hostTag).length,
            oldPainted: old.filter((highlight) => highlight && highlight.size > 0).length,
            oldRegistered: old.filter((highlight) => highlight && registered.includes(highlight)).length,
          };
        }, HOST_TAG),
      { timeout: 15_000 },
    )
    .toEqual({ hosts: 0, oldPainted: 0, oldRegistered: 0 });
});
