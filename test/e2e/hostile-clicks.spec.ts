/**
 * Hostile pages, clicks: a paid lookup needs a click on a button a person could see and read. A page that
 * zooms our button down to a bar under its own "Continue", shows it with a script's focus(), or lays a
 * decoy over it gets no paid call (the mock API counts them); a person's hover and click still look up, a
 * click that does not count says why where the person is looking, and our own listing warning beside the
 * button never takes a person's first click.
 */
import type { Page } from '@playwright/test';
import { configureMockApi, expect, test } from './fixtures';
import { clickWhenSeen, countTabMessages, drawnCard, inkIn, personsPause } from '@/test/support/page-ui';
import { countLookups, markTexts, pointOnText } from '@/test/support/scanned-page';

const VIN = '1HGCM82633A004352';

/** A checkout page: the VIN in a link the page's script keeps focusing, and its own "Continue". */
const ZOOMED_CHECKOUT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Checkout</title>
<style>html{zoom:.25} body{font:16px/1.5 sans-serif;margin:2rem} #continue{font-size:16px}</style></head>
<body>
<p id="plain">Stock 4471: VIN <a id="vin" href="#vin">${VIN}</a>, clean title.</p>
<p><button id="continue" type="button">Continue</button></p>
<script>
  window.focusCalls = 0;
  window.continued = 0;
  document.getElementById('continue').addEventListener('click', () => window.continued++);
  // Focus moved by the page, no key pressed: were it to show our button, it would sit under the click.
  const vin = document.getElementById('vin');
  window.focusLoop = setInterval(() => { vin.blur(); vin.focus(); window.focusCalls++; }, 50);
</script></body></html>`;

/** A page that zooms itself down the moment our button shows, so the button shrinks under the pointer. */
const SHRINKS_ON_SHOW = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Listing</title>
<style>body{font:16px/1.5 sans-serif;margin:2rem}</style></head>
<body>
<p id="plain">Stock 4471: VIN ${VIN}, clean title.</p>
<script>
  window.shrunk = false;
  const shrink = (button) => {
    if (window.shrunk || button.hidden) return;
    window.shrunk = true;
    document.documentElement.style.zoom = '0.25';
  };
  new MutationObserver(() => {
    const button = document.querySelector('vin-tin-lookup-overlay')?.shadowRoot?.querySelector('button');
    if (!button) return;
    shrink(button);
    new MutationObserver(() => shrink(button)).observe(button, { attributes: true });
  }).observe(document.documentElement, { childList: true });
</script></body></html>`;

async function hover(page: Page, selector: string, text: string): Promise<void> {
  const point = await pointOnText(page, selector, text);
  await page.mouse.move(point.x, point.y);
}

test.beforeEach(async ({ openExtensionPage, mockApi }) => {
  await configureMockApi(openExtensionPage, mockApi.url);
});

test('a zoomed page’s script focus shows no button, its Continue costs nothing, and a person’s hover still looks up', async ({
  context,
  pages,
  serviceWorker,
  mockApi,
}) => {
  const wakes = await countTabMessages(serviceWorker, 'cs>bg:wakePageUi');
  await context.route(`${pages.url}/checkout.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: ZOOMED_CHECKOUT }),
  );
  const page = await context.newPage();
  await page.goto(`${pages.url}/checkout.html`);
  await expect.poll(() => markTexts(page)).toEqual([VIN]);
  // The page UI is in the frame, and the page has focused the VIN's link many times since.
  await expect.poll(wakes).toBe(1);
  const calls = await page.evaluate(() => (window as unknown as { focusCalls: number }).focusCalls);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { focusCalls: number }).focusCalls))
    .toBeGreaterThan(calls + 20);
  const button = page.getByRole('button', { name: `Look up VIN ${VIN}` });
  await expect(button).toBeHidden();
  // The person clicks the page's own Continue: the page gets it, the API gets nothing.
  await page.getByRole('button', { name: 'Continue' }).click();
  expect(await page.evaluate(() => (window as unknown as { continued: number }).continued)).toBe(1);
  await page.evaluate(() => clearInterval((window as unknown as { focusLoop: number }).focusLoop));
  expect(mockApi.verificationCalls()).toHaveLength(0);

  // The user's own key moving focus to the VIN's link does show it (the refusal above is not vacuous).
  await page.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('#vin')).toBeFocused();
  await expect(button).toBeVisible();
  await page.keyboard.press('Escape');

  // A person's hover shows the button at its natural size despite the page's zoom, and their click looks up.
  await hover(page, '#plain', VIN);
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(22);
  expect(box.width).toBeGreaterThan(100);
  expect(mockApi.verificationCalls()).toHaveLength(0);
  await clickWhenSeen(button);
  await expect(button).toHaveText(/Opened in side panel|Result in side panel/);
  await expect.poll(() => mockApi.verificationCalls().length).toBe(1);
});

test('a button the page shrank under the pointer costs nothing and says why, at its natural size again', async ({
  context,
  pages,
  mockApi,
}) => {
  await context.route(`${pages.url}/shrinks.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: SHRINKS_ON_SHOW }),
  );
  const page = await context.newPage();
  await page.goto(`${pages.url}/shrinks.html`);
  await expect.poll(() => markTexts(page)).toEqual([VIN]);
  await hover(page, '#plain', VIN);
  const name = `Look up VIN ${VIN}`;
  await expect.poll(() => page.evaluate(() => (window as unknown as { shrunk: boolean }).shrunk)).toBe(true);
  // Shrunk to a bar: the person clicks it anyway, after as long as anyone takes to reach it.
  await expect
    .poll(async () => (await page.getByRole('button', { name }).boundingBox())?.height)
    .toBeLessThan(10);
  await clickWhenSeen(page.getByRole('button', { name }));
  const button = page.getByRole('button', { name });
  await expect(button).toHaveText('Not sent: this page shrank the button. Click again');
  // Said where the person looks: on the button, back at a size they can read…
  await expect(button).toBeVisible();
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(22);
  // …and on the card beside it, drawn amber.
  await expect.poll(async () => (await drawnCard(page))?.label).toContain('this page shrank the button');
  expect((await inkIn(page, (await drawnCard(page))!.box)).amber).toBeGreaterThan(30);
  expect(mockApi.verificationCalls()).toHaveLength(0);

  // The person's next click, on the button they can now read, looks up.
  await clickWhenSeen(button);
  await expect(button).toHaveText(/Opened in side panel|Result in side panel/);
  await expect.poll(() => mockApi.verificationCalls().length).toBe(1);
});

test('a click through a decoy costs nothing and the card beside the button says why, in view', async ({
  context,
  pages,
  mockApi,
}) => {
  const page = await context.newPage();
  await page.goto(`${pages.url}/hostile/top-layer-decoy.html`);
  await expect.poll(() => markTexts(page)).toEqual([VIN]);
  await hover(page, '#plain', VIN);
  const name = `Look up VIN ${VIN}`;
  await expect(page.getByRole('button', { name })).toBeVisible();
  await expect(page.locator('#decoy')).toBeVisible();
  // The person waits as long as anyone would, then clicks the "▶ PLAY" they see (it lets clicks through).
  await personsPause(page);
  const decoy = (await page.locator('#decoy').boundingBox())!;
  await page.mouse.click(decoy.x + decoy.width / 2, decoy.y + decoy.height / 2);
  await expect(page.getByRole('button', { name })).toHaveText(
    'Not sent: something on the page was over the button. Click again',
  );
  // The decoy covers the button again, but the card beside it shows the reason where the person looks.
  await expect.poll(async () => (await drawnCard(page))?.label).toContain('something on the page was over');
  expect((await inkIn(page, (await drawnCard(page))!.box)).amber).toBeGreaterThan(30);
  expect(mockApi.verificationCalls()).toHaveLength(0);
});

test('a person’s first click beside a listing warning looks up, every time', async ({
  context,
  pages,
  serviceWorker,
  mockApi,
}) => {
  const lookups = await countLookups(serviceWorker);
  for (let attempt = 1; attempt <= 4; attempt++) {
    // A tab of its own each time: the background flags a listing once per page it is shown in.
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 1000 });
    const button = page.getByRole('button', { name: `Look up VIN ${VIN}` });
    await page.goto(`${pages.url}/content/same-model.html`);
    await expect.poll(() => markTexts(page)).toHaveLength(5);
    await hover(page, '#lying-vin', VIN);
    await expect(button).toBeVisible();
    // The warning shows beside the button before the person clicks…
    await expect
      .poll(async () => (await drawnCard(page))?.label, { message: `attempt ${attempt}` })
      .toContain('The listing says 2019 Toyota');
    expect((await inkIn(page, (await drawnCard(page))!.box)).amber).toBeGreaterThan(30);
    // …and their first click counts.
    await clickWhenSeen(button);
    await expect(button).toHaveText(/Opened in side panel|Result in side panel/);
    await expect.poll(lookups).toBe(attempt);
    await page.close();
  }
  // Paid once: the later clicks are answered from the cache.
  expect(mockApi.verificationCalls()).toHaveLength(1);
});
