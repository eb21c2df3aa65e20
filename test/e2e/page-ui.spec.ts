/**
 * The page UI, injected on first need: what a person gets (the button, the answer beside the identifier)
 * and what the page's own scripts get (nothing the user learns). Tried as a hostile page would.
 */
import type { Page } from '@playwright/test';
import { configureMockApi, expect, test } from './fixtures';
import { accessibleText, clickWhenSeen, countTabMessages, personsPause } from '@/test/support/page-ui';
import { waitForScanIdle, waitForUiAttached } from '@/test/support/scan-signal';
import { HOST_TAG, markTexts, pointOnText, tabIdOf } from '@/test/support/scanned-page';

async function hover(page: Page, selector: string, text: string): Promise<void> {
  const point = await pointOnText(page, selector, text);
  await page.mouse.move(point.x, point.y);
}

/** Everything a page script can read: its DOM and attributes, open shadow roots, and the selection. */
function whatThePageCanRead(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [document.documentElement.outerHTML, document.body.innerText];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        for (const attribute of element.attributes) parts.push(attribute.value);
        if (element.shadowRoot) {
          parts.push(element.shadowRoot.innerHTML);
          visit(element.shadowRoot);
        }
      }
    };
    visit(document);
    const selection = getSelection()!;
    selection.selectAllChildren(document.documentElement);
    parts.push(selection.toString());
    selection.removeAllRanges();
    return parts.join('\n');
  });
}

test('the page UI is injected once, ready before the first hover, only where there are marks, and adds nothing until a trusted hover', async ({
  context,
  pages,
  serviceWorker,
}) => {
  const wakes = await countTabMessages(serviceWorker, 'cs>bg:wakePageUi');
  // A page of the granted site with no identifier: scanned, and no UI asked for.
  await context.route(`${pages.url}/nothing.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Opening hours</title><p>Open Monday to Friday, 8 to 17.</p>',
    }),
  );
  const nothing = await context.newPage();
  await nothing.goto(`${pages.url}/nothing.html`);
  await waitForScanIdle(serviceWorker, nothing);
  expect(await wakes()).toBe(0);

  const page = await context.newPage();
  await page.goto(`${pages.url}/content/listing.html`);
  await expect.poll(() => markTexts(page)).toHaveLength(6);
  // On screen with marks: the UI is asked for once, before any hover, and puts no node in the page.
  await expect.poll(wakes).toBe(1);
  await waitForUiAttached(serviceWorker, page);
  expect(await page.locator(HOST_TAG).count()).toBe(0);
  // The page's own synthetic events are not the user's: they show nothing.
  await page.evaluate(() => {
    const target = document.getElementById('plain')!;
    const box = target.getBoundingClientRect();
    target.dispatchEvent(
      new PointerEvent('pointermove', { bubbles: true, clientX: box.left + 20, clientY: box.top + 5 }),
    );
    window.dispatchEvent(new KeyboardEvent('keydown', { altKey: true, shiftKey: true, code: 'KeyS' }));
  });
  // A hover is handled in the next animation frame, a key at once: after two frames, both have been.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.locator(HOST_TAG).count()).toBe(0);

  await hover(page, '#plain', '1HGCM82633A004352');
  await expect(page.getByRole('button', { name: 'Look up VIN 1HGCM82633A004352' })).toBeVisible();
  await page.mouse.move(5, 5);
  await hover(page, '#split', '82633A004352');
  await page.keyboard.press('Alt+Shift+S');
  await expect(page.getByRole('button', { name: /^(Look up|Verify) / })).toBeFocused();
  expect(await wakes()).toBe(1);
});

test('after lookups from the page, nothing the page’s scripts can reach holds an answer', async ({
  context,
  pages,
  serviceWorker,
}) => {
  const page = await context.newPage();
  await page.goto(`${pages.url}/content/listing.html`);
  await expect.poll(() => markTexts(page)).toHaveLength(6);
  // A taxpayer (demo data: its registered name) from the keyboard, and a company with the mouse.
  await page.keyboard.press('Alt+Shift+S');
  await expect(page.getByRole('button', { name: 'Look up VIN 1HGCM82633A004352' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const tin = page.getByRole('button', { name: 'Verify TIN 10493827-0001' });
  await expect(tin).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tin).toHaveText('Opened in side panel');
  await page.keyboard.press('Escape');
  await hover(page, '#tax', 'RC1456032');
  await clickWhenSeen(page.getByRole('button', { name: 'Verify RC1456032' }));
  await expect(page.getByRole('button', { name: 'Verify RC1456032' })).toHaveText('Opened in side panel');
  const history = () =>
    serviceWorker.evaluate(
      async () =>
        Object.keys(await chrome.storage.local.get(null)).filter((key) => key.startsWith('history:')).length,
    );
  await expect.poll(history).toBe(2);

  // The user is shown the answers (a screen reader reads them too)…
  await expect.poll(() => accessibleText(page)).toContain('ADEWALE AUTOS NIGERIA LIMITED');
  await hover(page, '#tax', 'RC1456032');
  await expect.poll(() => accessibleText(page)).toMatch(/✓|Verified|LIMITED/);
  const shown = await accessibleText(page);
  // …and the page, from its own world, reads none of them.
  const readable = await whatThePageCanRead(page);
  expect(readable).not.toContain('ADEWALE');
  for (const line of shown.split('\n').filter((text) => /LIMITED|Verified|✓/.test(text))) {
    expect(readable).not.toContain(line);
  }
  // The answer's host is there, but its root is closed to the page.
  expect(
    await page.evaluate(
      (tag) =>
        [...document.documentElement.children]
          .filter(
            (element) =>
              element.tagName !== 'HEAD' && element.tagName !== 'BODY' && element.localName !== tag,
          )
          .map((element) => element.shadowRoot),
      HOST_TAG,
    ),
  ).toEqual([null]);
});

test('a click through a page’s top-layer decoy sends nothing; the same button, seen, does', async ({
  context,
  pages,
  serviceWorker,
  mockApi,
  openExtensionPage,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const lookups = await countTabMessages(serviceWorker, 'cs>bg:lookup');
  const page = await context.newPage();
  await page.goto(`${pages.url}/hostile/top-layer-decoy.html`);
  await expect.poll(() => markTexts(page)).toHaveLength(1);
  await hover(page, '#plain', '1HGCM82633A004352');
  const button = page.getByRole('button', { name: 'Look up VIN 1HGCM82633A004352' });
  await expect(button).toBeVisible();
  // The decoy ("▶ PLAY") now sits over the button, and lets the click through to it.
  await expect(page.locator('#decoy')).toBeVisible();
  const box = (await button.boundingBox())!;
  // Seen as long as a person takes to reach it: only the decoy can refuse the click.
  await personsPause(page);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  // The button says why it sent nothing, and what to do: the click has been handled.
  await expect(button).toHaveText('Not sent: something on the page was over the button. Click again');
  expect(await lookups()).toBe(0);
  expect(mockApi.verificationCalls()).toEqual([]);

  // The page takes its decoy away: the user sees the button, and their click sends the lookup.
  await page.evaluate(() => {
    (window as unknown as { decoyOn: boolean }).decoyOn = false;
    document.getElementById('decoy')!.hidePopover();
  });
  await personsPause(page);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(button).toHaveText(/Opened in side panel|Result in side panel/);
  await expect.poll(lookups).toBe(1);
  await expect.poll(() => mockApi.verificationCalls().length).toBe(1);
});

test('a button that just appeared under the pointer takes no click', async ({
  context,
  pages,
  serviceWorker,
}) => {
  const lookups = await countTabMessages(serviceWorker, 'cs>bg:lookup');
  const page = await context.newPage();
  await page.goto(`${pages.url}/content/listing.html`);
  await expect.poll(() => markTexts(page)).toHaveLength(6);
  await hover(page, '#plain', '1HGCM82633A004352');
  const button = page.getByRole('button', { name: 'Look up VIN 1HGCM82633A004352' });
  await expect(button).toBeVisible();
  // Clicked the moment it shows, as a page moving things under a user's pending click would have it.
  await button.click();
  // Said where the person is looking: on the button they clicked (the click has been handled).
  await expect(button).toHaveText('Not sent: the button had just appeared. Click again');
  expect(await lookups()).toBe(0);
});

test('the listing check is injected only into a frame with a VIN: a register of TINs never loads it', async ({
  context,
  pages,
  serviceWorker,
}) => {
  const wakes = await countTabMessages(serviceWorker, 'cs>bg:wakeListingCheck');
  const register = await context.newPage();
  await register.goto(`${pages.url}/content/register.html`);
  await expect.poll(async () => (await markTexts(register)).length).toBeGreaterThan(10);
  await waitForScanIdle(serviceWorker, register);
  expect(await wakes()).toBe(0);

  const listing = await context.newPage();
  await listing.goto(`${pages.url}/content/same-model.html`);
  await expect.poll(() => markTexts(listing)).toHaveLength(5);
  await expect.poll(wakes).toBe(1);
  // Injected once, checked once: a later scan of the page asks for nothing more.
  await listing.evaluate(() => {
    const row = document.createElement('p');
    row.textContent = 'Also in stock: 4T1BF1FK5DU276514, 2013 Toyota Camry LE';
    document.body.append(row);
  });
  await expect.poll(() => markTexts(listing)).toHaveLength(6);
  await waitForScanIdle(serviceWorker, listing);
  expect(await wakes()).toBe(1);
});

test('the listing check reads each VIN’s own row or card: masked and same-model neighbours never mislead it', async ({
  context,
  pages,
  serviceWorker,
}) => {
  const page = await context.newPage();
  const url = `${pages.url}/content/same-model.html`;
  await page.goto(url);
  // The X-masked auction VIN is marked as masked (its free preview), beside the four full ones.
  await expect.poll(() => markTexts(page)).toHaveLength(5);
  const tabId = await tabIdOf(serviceWorker, url);
  const checks = () =>
    serviceWorker.evaluate(async (tab) => {
      const { listingFlags } = (await chrome.storage.session.get('listingFlags')) as {
        listingFlags?: Record<string, { checks: Record<string, string> }>;
      };
      return listingFlags?.[`${tab}:0`]?.checks ?? {};
    }, tabId);
  await expect.poll(async () => Object.keys(await checks()).length).toBe(5);
  const found = await checks();
  // Under a masked row of the same prefix, the row that says "2019 Toyota" is caught…
  expect(found['1HGCM82633A004352']).toMatch(/The listing says 2019 Toyota; the VIN says 2003 Honda/);
  // …and three honest Accords sharing their first eight characters are not flagged by each other.
  expect(found['1HGCM82643A009981']).toBe('');
  expect(found['1HGCM82695A012345']).toBe('');
  expect(found['1HGCM82687A067890']).toBe('');
  expect(found['1HGCM82633A******']).toBe('');

  await hover(page, '#lying-vin', '1HGCM82633A004352');
  await expect(page.getByRole('button', { name: 'Look up VIN 1HGCM82633A004352' })).toBeVisible();
  await expect.poll(() => accessibleText(page)).toContain('The listing says 2019 Toyota');
  await hover(page, '#masked-vin', '1HGCM82633AXXXXXX');
  await expect(page.getByRole('button', { name: 'Preview VIN 1HGCM82633A******' })).toHaveText(
    'Free VIN preview',
  );
  await hover(page, '#honest-2005', '1HGCM82695A012345');
  await expect(page.getByRole('button', { name: 'Look up VIN 1HGCM82695A012345' })).toBeVisible();
  await expect.poll(() => accessibleText(page)).not.toContain('The listing says');
});

test('"Show on the page" goes to the mark in the frame that found it, not a hidden copy above it', async ({
  context,
  pages,
  serviceWorker,
  openExtensionPage,
}) => {
  const page = await context.newPage();
  const url = `${pages.url}/content/framed-hidden-copy.html`;
  await page.goto(url);
  const frame = page.frame({ url: /frame-listing\.html$/ })!;
  await expect.poll(() => markTexts(frame)).toHaveLength(2);
  expect(await markTexts(page)).toEqual([]);
  const tabId = await tabIdOf(serviceWorker, url);
  const panel = await openExtensionPage(`sidepanel.html?tab=${tabId}`);
  await panel.getByRole('button', { name: 'Show 1HGCM82633A004352 on the page' }).click();
  const focused = (target: Page | typeof frame) =>
    target.evaluate(() => {
      const highlight = CSS.highlights.get('vin-tin-lookup-focus') as
        (Highlight & Iterable<AbstractRange>) | undefined;
      return [...(highlight ?? [])].map((marked) => (marked.startContainer.parentElement as HTMLElement).id);
    });
  await expect.poll(() => focused(frame)).toEqual(['framed']);
  expect(await focused(page)).toEqual([]);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
});
