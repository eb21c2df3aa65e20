/**
 * Hostile pages, privacy: a page's own scripts (run here with page.evaluate, in the page's main world) try
 * to read an answer shown beside an identifier, or learn which VIN the listing check flagged. A closed
 * shadow root hides nodes, not text: `window.find()` and the selection search it, so the card is drawn and
 * labelled for assistive technology. And our hosts must come, go and fire `toggle` events alike for every
 * identifier, so their behaviour tells nothing either.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibleText, clickWhenSeen, drawnCard, inkIn } from '@/test/support/page-ui';
import { markTexts, pointOnText } from '@/test/support/scanned-page';

/** The demo's registered name for TIN 10493827-0001, a word at a time, as a page would spell it out. */
const ANSWER_WORDS = ['ADEWALE', 'AUTOS', 'NIGERIA', 'LIMITED', 'ADEWALE AUTOS', '✓'];
/** The listing flag's own words (the page itself says "2019 TOYOTA" and "2003 HONDA"). */
const FLAG_WORDS = ['listing says', 'the VIN says', 'Toyota; the VIN'];

/** What `window.find` finds of `words`, from the page's world, searching the whole document each time. */
function findable(page: Page, words: readonly string[]): Promise<string[]> {
  return page.evaluate((words) => {
    const found = words.filter((word) => {
      getSelection()!.removeAllRanges();
      // Case-insensitive, forwards, wrapping round, into frames: the widest search a page can make.
      return (window as unknown as { find: (...args: unknown[]) => boolean }).find(
        word,
        false,
        false,
        true,
        false,
        true,
        false,
      );
    });
    getSelection()!.removeAllRanges();
    return found;
  }, words);
}

/** Everything the page selects with "select all", as text. */
function selectedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    document.execCommand('selectAll');
    const first = getSelection()!.toString();
    getSelection()!.selectAllChildren(document.documentElement);
    const second = getSelection()!.toString();
    getSelection()!.removeAllRanges();
    return `${first}\n${second}`;
  });
}

async function hover(page: Page, selector: string, text: string): Promise<void> {
  const point = await pointOnText(page, selector, text);
  await page.mouse.move(point.x, point.y);
}

/** Two frames of the page: queued `toggle` events and mutation records are delivered by then. */
function twoFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

test('an answer on screen gives window.find, the selection and the page’s text none of its words', async ({
  context,
  pages,
}) => {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(`${pages.url}/content/listing.html`);
  await expect.poll(() => markTexts(page)).toHaveLength(6);
  // The page's own words are found (the probe works), the answer's are not there yet.
  expect(await findable(page, ['Seller TIN', ...ANSWER_WORDS])).toEqual(['Seller TIN']);

  // The user verifies the TIN (demo data), and is shown the registered name beside it.
  await hover(page, '#tax', '10493827');
  const button = page.getByRole('button', { name: 'Verify TIN 10493827-0001' });
  await clickWhenSeen(button);
  await expect(button).toHaveText(/Opened in side panel|Result in side panel/);
  await expect.poll(async () => (await drawnCard(page))?.label).toContain('ADEWALE AUTOS NIGERIA LIMITED');
  // A sighted person sees it: the card's drawing holds dark ink on screen.
  const card = (await drawnCard(page))!;
  expect((await inkIn(page, card.box)).dark).toBeGreaterThan(30);
  // The live region says where the answer is, never what it says.
  expect(await accessibleText(page)).toContain('Answer ready beside TIN 10493827-0001.');

  // The page's scripts, spelling the name out word by word, and selecting everything, find none of it.
  expect(await findable(page, ANSWER_WORDS)).toEqual([]);
  const selected = await selectedText(page);
  expect(selected).toContain('Seller TIN');
  for (const word of ANSWER_WORDS) expect(selected).not.toContain(word);
  const text = await page.evaluate(() => document.documentElement.outerHTML + document.body.innerText);
  for (const word of ANSWER_WORDS) expect(text).not.toContain(word);
});

test('our hosts come, rise and fire toggle events alike for a flagged VIN and a clean one', async ({
  context,
  pages,
}) => {
  const page = await context.newPage();
  // The page's own recorder, in its main world from the start: toggles, and mutations in its DOM and in
  // any open shadow root that appears (the button's).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    const name = (node: Node) => (node instanceof Element ? node.localName : node.nodeName);
    for (const type of ['toggle', 'beforetoggle']) {
      document.addEventListener(
        type,
        (event) => seen.push(`${type} ${name(event.target as Node)} ${(event as ToggleEvent).newState}`),
        true,
      );
    }
    const observed = new WeakSet<Node>();
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        seen.push(
          `${record.type} ${name(record.target)} ${record.attributeName ?? ''} +${record.addedNodes.length} -${record.removedNodes.length}`,
        );
        for (const added of record.addedNodes) watch(added);
      }
    });
    const watch = (node: Node) => {
      const root = node instanceof Element ? node.shadowRoot : null;
      if (root && !observed.has(root)) {
        observed.add(root);
        observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
      }
    };
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  // Every VIN in view at once: no scroll between the moves compared.
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(`${pages.url}/content/same-model.html`);
  await expect.poll(() => markTexts(page)).toHaveLength(5);

  // Warm up on one clean VIN (the hosts are made once, on the first show), then the page starts counting.
  await hover(page, '#honest-2003', '1HGCM82643A009981');
  await expect(page.getByRole('button', { name: 'Look up VIN 1HGCM82643A009981' })).toBeVisible();
  // The listing check has flagged the lying row by now: a person sees the flag beside it…
  await hover(page, '#lying-vin', '1HGCM82633A004352');
  await expect.poll(async () => (await drawnCard(page))?.label).toContain('The listing says 2019 Toyota');
  const flagged = (await drawnCard(page))!;
  expect((await inkIn(page, flagged.box)).amber).toBeGreaterThan(30);
  await hover(page, '#honest-2003', '1HGCM82643A009981');
  await expect(page.getByRole('button', { name: 'Look up VIN 1HGCM82643A009981' })).toBeVisible();
  await expect.poll(() => drawnCard(page)).toBeUndefined();
  await twoFrames(page);

  /** What the page's recorder logged while the person moved from the clean VIN to `selector`'s. */
  const moveTo = async (selector: string, vin: string) => {
    await page.evaluate(() => ((window as unknown as { seen: string[] }).seen.length = 0));
    await hover(page, selector, vin);
    await expect(page.getByRole('button', { name: `Look up VIN ${vin}` })).toBeVisible();
    await twoFrames(page);
    const log = await page.evaluate(() => [...(window as unknown as { seen: string[] }).seen]);
    const hosts = await page.evaluate(() => ({
      open: document.querySelectorAll(':popover-open').length,
      children: [...document.documentElement.children].map((child) => child.localName),
    }));
    await hover(page, '#honest-2003', '1HGCM82643A009981');
    await expect(page.getByRole('button', { name: 'Look up VIN 1HGCM82643A009981' })).toBeVisible();
    await twoFrames(page);
    return { log, hosts };
  };
  const toFlagged = await moveTo('#lying-vin', '1HGCM82633A004352');
  expect(await accessibleText(page)).not.toContain('The listing says');
  const toClean = await moveTo('#honest-2005', '1HGCM82695A012345');

  // Both hosts were raised on both shows (not vacuous), and the page saw the same either way.
  expect(toFlagged.log.filter((entry) => entry.startsWith('toggle div')).length).toBeGreaterThan(0);
  expect(
    toFlagged.log.filter((entry) => entry.startsWith('toggle vin-tin-lookup-overlay')).length,
  ).toBeGreaterThan(0);
  expect(toFlagged.log).toEqual(toClean.log);
  expect(toFlagged.hosts).toEqual(toClean.hosts);
  // And none of the flag's words are there to find.
  expect(await findable(page, FLAG_WORDS)).toEqual([]);
});
