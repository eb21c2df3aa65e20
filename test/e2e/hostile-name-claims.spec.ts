/**
 * Issue 38: a name counts as "on the page" only if a person sees it, and names compare in order. The page
 * (pages/hostile/name-claims.html) prints the demo taxpayer's registered name beside its TIN and hides it
 * in one way per visit: the lookup's name check, as the worker stores it in history (whatever the answer
 * card's rendering), must not say "matches". The same name shown plainly still matches; swapped words
 * differ. The side panel's "Look up" reads the page through its own injection and holds the same line.
 */
import type { Page, Worker } from '@playwright/test';
import { expect, test } from './fixtures';
import { markTexts, tabIdOf } from '@/test/support/scanned-page';
import { readStoredHistory } from '@/test/support/stored-history';
import { sendAs } from '@/test/support/send-as';
import { visibleTextKit, type VisibleTextKit } from '@/utils/taxpayer/visible-text';

const TIN = '10493827-0001';
const REGISTERED = 'ADEWALE AUTOS NIGERIA LIMITED';

/** Every way the page hides the name, as classes of pages/hostile/name-claims.html. */
const HIDDEN_WAYS = [
  'faint',
  'text-fill',
  'white-on-white',
  'opacity',
  'filter-opacity',
  'filter-blur',
  'filter-brightness',
  'mask',
  'old-clip',
  'clip-path',
  'scale',
  'zoom',
  'tiny',
  'off-right',
  'off-left',
  'covered',
  'covered-unhittable',
  'pseudo-cover',
  'underlay',
  'bidi-override',
  'reordered',
] as const;

interface StoredEntry {
  value?: string;
  trigger?: string;
  nameCheck?: { claimed: string; match: string; from: string };
}

/** Opens the page in one way and waits for its TIN to be marked. */
async function openWay(
  context: import('@playwright/test').BrowserContext,
  serviceWorker: Worker,
  url: string,
  way: string,
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${url}/hostile/name-claims.html?way=${way}`);
  await expect.poll(() => markTexts(page)).toEqual([TIN]);
  return page;
}

/** A person's keys: Alt+Shift+S focuses the page's button for the TIN, Enter presses it. */
async function verifyTinByKeyboard(page: Page): Promise<void> {
  await page.keyboard.press('Alt+Shift+S');
  const button = page.getByRole('button', { name: `Verify TIN ${TIN}` });
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
}

/** The stored history entry of the lookup made by `trigger`, once the worker has written it. */
async function storedLookup(serviceWorker: Worker, trigger: string): Promise<StoredEntry> {
  let entry: StoredEntry | undefined;
  await expect
    .poll(async () => {
      const entries = (await readStoredHistory(serviceWorker)) as StoredEntry[];
      entry = entries.find((stored) => stored?.value === TIN && stored.trigger === trigger);
      return entry !== undefined;
    })
    .toBe(true);
  return entry!;
}

test.describe('the rule itself, in the page (no extension needed)', () => {
  // The kit is self-contained (the worker injects it the same way): here it runs in the page's own world.
  test('every hiding way is told apart from the plain name, on a small page and a large one', async ({
    context,
    pages,
  }) => {
    const page = await context.newPage();
    /** Why each element of the name with text of its own is unseen (null: seen), and the time it took. */
    const judge = (way: string) =>
      page.goto(`${pages.url}/hostile/name-claims.html?way=${way}`).then(() =>
        page.evaluate((source) => {
          const kit = (0, eval)(`(${source})`)() as VisibleTextKit;
          const name = document.querySelector('.name')!;
          const started = performance.now();
          const reasons = [name, ...name.querySelectorAll('*')]
            .filter((element) => [...element.childNodes].some((node) => node.nodeType === 3))
            .map((element) => kit.unseenReason(element) ?? null);
          return { reasons, ms: performance.now() - started };
        }, visibleTextKit.toString()),
      );
    const plain = await judge('visible');
    expect(plain.reasons).toEqual([null]);
    expect((await judge('swapped')).reasons).toEqual([null]);
    for (const way of HIDDEN_WAYS) {
      const { reasons } = await judge(way);
      expect({ way, hidden: reasons.some((reason) => reason !== null) }).toEqual({ way, hidden: true });
    }

    // The walk for boxes hit tests skip goes over the whole document once per click: ~9,000 paragraphs. Its cost
    // is logged for the note, not asserted: speed is measured in benchmarks, never in timed tests.
    await page.goto(`${pages.url}/content/large.html`);
    const large = await page.evaluate((source) => {
      const kit = (0, eval)(`(${source})`)() as VisibleTextKit;
      const started = performance.now();
      const reason = kit.unseenReason(document.querySelector('#rows > p')!);
      return { reason, ms: performance.now() - started, elements: document.querySelectorAll('*').length };
    }, visibleTextKit.toString());
    const cost = `${large.elements} elements: ${large.ms.toFixed(1)} ms (small page ${plain.ms.toFixed(1)} ms)`;
    test.info().annotations.push({ type: 'cost of the seen rule', description: cost });
    console.log(`cost of the seen rule: ${cost}`);
    expect(large.reason).toBeUndefined();
  });
});

for (const way of HIDDEN_WAYS) {
  test(`a name hidden beside the TIN (${way}) is no claim: the check is "unchecked", never "matches"`, async ({
    context,
    pages,
    serviceWorker,
  }) => {
    const page = await openWay(context, serviceWorker, pages.url, way);
    await verifyTinByKeyboard(page);
    const entry = await storedLookup(serviceWorker, 'page');
    expect(entry.nameCheck).toEqual({ claimed: '', match: 'unchecked', from: 'page' });
  });
}

test('the same name shown plainly beside the TIN matches', async ({ context, pages, serviceWorker }) => {
  const page = await openWay(context, serviceWorker, pages.url, 'visible');
  await verifyTinByKeyboard(page);
  const entry = await storedLookup(serviceWorker, 'page');
  expect(entry.nameCheck).toEqual({ claimed: REGISTERED, match: 'matches', from: 'page' });
});

test('the registered words in another order differ', async ({ context, pages, serviceWorker }) => {
  const page = await openWay(context, serviceWorker, pages.url, 'swapped');
  await verifyTinByKeyboard(page);
  const entry = await storedLookup(serviceWorker, 'page');
  expect(entry.nameCheck).toEqual({
    claimed: 'AUTOS ADEWALE NIGERIA LIMITED',
    match: 'differs',
    from: 'page',
  });
});

for (const [way, expected] of [
  ['covered-unhittable', { claimed: '', match: 'unchecked', from: 'page' }],
  ['visible', { claimed: REGISTERED, match: 'matches', from: 'page' }],
] as const) {
  test(`the side panel's Look up reads the page by the same rule (${way})`, async ({
    context,
    pages,
    serviceWorker,
    openExtensionPage,
  }) => {
    const page = await openWay(context, serviceWorker, pages.url, way);
    const tabId = await tabIdOf(serviceWorker, page.url());
    const panel = await openExtensionPage(`sidepanel.html?tab=${tabId}`);
    const accepted = await sendAs({ role: 'extension-page', page: panel }, 'ui>bg:lookupForTab', {
      tabId,
      request: { kind: 'tin', value: TIN, trigger: 'side-panel' },
    });
    expect(accepted.res).toEqual({ accepted: true });
    const entry = await storedLookup(serviceWorker, 'side-panel');
    expect(entry.nameCheck).toEqual(expected);
  });
}
