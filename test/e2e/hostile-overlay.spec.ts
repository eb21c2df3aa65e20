/**
 * Hostile pages, part 2: a page that works on the overlay itself. Its shadow root is open (docs/outside-contract.md), so
 * the page can relabel, restyle or move the Look up button, steal focus to it before the user presses a
 * key, or claim its tag name before our script runs. The user's trusted click or key on a button the page
 * has doctored must not send a lookup; the key never reaches the page either way.
 */
import type { Page } from '@playwright/test';
import { configureMockApi, expect, MOCK_API_KEY, test } from './fixtures';
import { clickWhenSeen, personsPause } from '@/test/support/page-ui';
import { HOST_TAG, pointOnText, countLookups } from '@/test/support/scanned-page';

const VIN = '1HGCM82633A004352';

function markCount(page: Page): Promise<number> {
  return page.evaluate(() =>
    ['vin-tin-lookup', 'vin-tin-lookup-low']
      .map((name) => (CSS.highlights.get(name) as Highlight | undefined)?.size ?? 0)
      .reduce((sum, size) => sum + size, 0),
  );
}

/** Counts `cs>bg:lookup` messages reaching the background from tabs, from now on. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
}

/** Opens the page and hovers the VIN for real, so the button shows for it. */
async function hoverVin(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect.poll(() => markCount(page)).toBe(2);
  const point = await pointOnText(page, '#plain', VIN);
  await page.mouse.move(point.x, point.y);
  await expect(page.getByRole('button', { name: `Look up VIN ${VIN}` })).toBeVisible();
}

/** The ways a page can doctor the button once it shows. Each returns nothing; the page runs it. */
const TAMPERING: Record<string, (hostTag: string) => void> = {
  'relabelled for screen readers': (hostTag) => {
    const button = document.querySelector(hostTag)!.shadowRoot!.querySelector('button')!;
    button.setAttribute('aria-label', 'Look up VIN JH4KA7561PC008269');
  },
  'visible text replaced': (hostTag) => {
    const button = document.querySelector(hostTag)!.shadowRoot!.querySelector('button')!;
    button.textContent = 'Next';
  },
  'made invisible and moved under the page button (inline style)': (hostTag) => {
    const button = document.querySelector(hostTag)!.shadowRoot!.querySelector('button')!;
    const next = document.querySelector('#next')!.getBoundingClientRect();
    button.style.opacity = '0';
    button.style.left = `${next.left}px`;
    button.style.top = `${next.top}px`;
  },
  'shadow style text rewritten': (hostTag) => {
    const style = document.querySelector(hostTag)!.shadowRoot!.querySelector('style')!;
    style.textContent += 'button{opacity:0!important}';
  },
  'shadow stylesheet changed through the CSSOM': (hostTag) => {
    const style = document.querySelector(hostTag)!.shadowRoot!.querySelector('style')!;
    style.sheet!.insertRule('button{opacity:0.01!important}', style.sheet!.cssRules.length);
  },
  'stylesheet adopted into the shadow root': (hostTag) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('button{opacity:0!important}');
    document.querySelector(hostTag)!.shadowRoot!.adoptedStyleSheets = [sheet];
  },
  'extra style element in the shadow root': (hostTag) => {
    const root = document.querySelector(hostTag)!.shadowRoot!;
    const style = document.createElement('style');
    style.textContent = 'button{opacity:0!important}';
    root.append(style);
  },
  'button moved into the page': (hostTag) => {
    const button = document.querySelector(hostTag)!.shadowRoot!.querySelector('button')!;
    const next = document.querySelector('#next')!;
    next.replaceWith(button);
    button.style.cssText = 'position:static;opacity:0.01';
  },
};

test('a button the page relabelled, restyled or moved does not turn the user’s click into a lookup', async ({
  context,
  pages,
  serviceWorker,
}) => {
  const lookups = await countLookups(serviceWorker);
  const page = await context.newPage();
  const url = `${pages.url}/hostile/decoy.html`;
  const outcomes: Record<string, number> = {};
  for (const [name, tamper] of Object.entries(TAMPERING)) {
    await hoverVin(page, url);
    const before = await lookups();
    // The button has been in view as long as a person takes to reach it: only the tampering can refuse it.
    await personsPause(page);
    await page.evaluate(tamper, HOST_TAG);
    // The user's real click, wherever the page put the button.
    const box = await page.evaluate((hostTag) => {
      const own =
        document.querySelector(hostTag)?.shadowRoot?.querySelector('button') ??
        document.querySelector('button:not(#next)');
      const rect = own!.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    }, HOST_TAG);
    await page.mouse.click(box.x, box.y);
    await settle(page);
    outcomes[name] = (await lookups()) - before;
  }
  expect(outcomes).toEqual(Object.fromEntries(Object.keys(TAMPERING).map((name) => [name, 0])));

  // The same click on an untouched button is a lookup (the check above is not vacuous).
  await hoverVin(page, url);
  await clickWhenSeen(page.getByRole('button', { name: `Look up VIN ${VIN}` }));
  await expect.poll(lookups).toBe(1);
});

test('focus moved to the button by the page: the user’s next Enter or Space sends nothing', async ({
  context,
  pages,
  serviceWorker,
}) => {
  const lookups = await countLookups(serviceWorker);
  const page = await context.newPage();
  await hoverVin(page, `${pages.url}/hostile/decoy.html`);
  // The user is typing in the page's field; the page moves focus to our button under their fingers.
  await page.locator('#input').focus();
  await page.keyboard.type('a b');
  for (const key of ['Enter', 'Space']) {
    await page.evaluate((hostTag) => {
      document.querySelector(hostTag)!.shadowRoot!.querySelector('button')!.focus();
    }, HOST_TAG);
    await page.keyboard.press(key);
    await settle(page);
  }
  expect(await lookups()).toBe(0);
  // Told how to look it up for real.
  await expect(page.getByRole('status')).toContainText(`To look up VIN ${VIN}, press Alt+Shift+S`);

  // Focus the user asked for (the shortcut) is theirs: Enter then looks up.
  await page.locator('#input').focus();
  await page.keyboard.press('Alt+Shift+S');
  await expect(page.getByRole('button', { name: `Look up VIN ${VIN}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(lookups).toBe(1);
});

test('a page that defined the overlay’s tag as its own element first gets no crash and no handle on the button', async ({
  context,
  pages,
  serviceWorker,
}) => {
  const lookups = await countLookups(serviceWorker);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.text().includes('VIN & TIN Lookup')) problems.push(message.text());
  });
  await page.goto(`${pages.url}/hostile/custom-element.html`);
  await expect.poll(() => markCount(page)).toBe(1);
  const point = await pointOnText(page, '#plain', VIN);
  await page.mouse.move(point.x, point.y);
  const button = page.getByRole('button', { name: `Look up VIN ${VIN}` });
  await expect(button).toBeVisible();
  await clickWhenSeen(button);
  await expect.poll(lookups).toBe(1);
  expect(problems).toEqual([]);
  // What the page's constructor got is a spare element, never the one in the page.
  expect(
    await page.evaluate(() =>
      (window as unknown as { caught: Element[] }).caught.map((element) => element.isConnected),
    ),
  ).not.toContain(true);
});

test('the API key never reaches the page: not in its DOM, its messages, its requests, nor by asking', async ({
  context,
  pages,

  extensionId,
  mockApi,
  openExtensionPage,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    addEventListener('message', (event) => seen.push(JSON.stringify(event.data)));
    for (const type of ['vin-tin-lookup', 'wxt', 'message']) {
      document.addEventListener(type, (event) => seen.push(String((event as CustomEvent).detail)));
    }
  });
  const consoleText: string[] = [];
  page.on('console', (message) => consoleText.push(message.text()));
  await hoverVin(page, `${pages.url}/hostile/decoy.html`);
  await clickWhenSeen(page.getByRole('button', { name: `Look up VIN ${VIN}` }));
  await expect.poll(() => mockApi.verificationCalls().length).toBe(1);
  expect(mockApi.verificationCalls()[0]!.authenticated).toBe(true);

  const exposed = await page.evaluate(
    async ({ extensionId, hostTag }) => {
      const shadow = document.querySelector(hostTag)?.shadowRoot?.innerHTML ?? '';
      const runtime = (globalThis as { chrome?: { runtime?: { sendMessage?: unknown } } }).chrome?.runtime;
      let manifest = 'unreadable';
      try {
        manifest = await (await fetch(`chrome-extension://${extensionId}/manifest.json`)).text();
      } catch {
        // refused, as it should be: no web-accessible resources
      }
      return {
        text: [
          document.documentElement.outerHTML,
          shadow,
          (window as unknown as { seen: string[] }).seen.join('\n'),
          JSON.stringify(performance.getEntriesByType('resource').map((entry) => entry.name)),
          JSON.stringify(Object.keys(window)),
        ].join('\n'),
        canMessageExtension: typeof runtime?.sendMessage === 'function',
        manifest,
      };
    },
    { extensionId, hostTag: HOST_TAG },
  );
  expect(exposed.text).not.toContain(MOCK_API_KEY);
  expect(exposed.text).not.toContain(MOCK_API_KEY.slice(-8));
  expect(exposed.text).not.toContain(mockApi.url);
  expect(exposed.canMessageExtension).toBe(false);
  expect(exposed.manifest).toBe('unreadable');
  expect(consoleText.join('\n')).not.toContain(MOCK_API_KEY);
});
