/**
 * Hostile pages, part 1: a page that forges messages and events. The page's scripts share the DOM with
 * the content script, so they can post messages, dispatch synthetic events on marked text and on the
 * overlay (its shadow root is open), call click()/focus() on our button and rewrite it. None of that may
 * send a lookup the user did not start: every `cs>bg:lookup` that reaches the background is counted.
 */
import type { Page, Worker } from '@playwright/test';
import { expect, test } from './fixtures';
import { clickWhenSeen } from '@/test/support/page-ui';
import { historyValues } from '@/test/support/stored-history';
import { HOST_TAG, markTexts, pointOnText } from '@/test/support/scanned-page';
import { envelope } from '@/test/support/send-as';

const VIN = '1HGCM82633A004352';

/**
 * Counts every message a tab sends to the background, by type, from now on. An extra listener beside the
 * router's: it answers nothing, so the router still handles each message.
 */
async function countTabMessages(serviceWorker: Worker): Promise<() => Promise<Record<string, number>>> {
  await serviceWorker.evaluate(() => {
    const holder = globalThis as unknown as { hostileCounts?: Record<string, number> };
    holder.hostileCounts = {};
    chrome.runtime.onMessage.addListener((message: { type?: unknown }, sender) => {
      if (!sender.tab) return;
      const type = typeof message?.type === 'string' ? message.type : '?';
      holder.hostileCounts![type] = (holder.hostileCounts![type] ?? 0) + 1;
    });
  });
  return () =>
    serviceWorker.evaluate(() => ({
      ...(globalThis as unknown as { hostileCounts: Record<string, number> }).hostileCounts,
    }));
}

async function openTarget(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect.poll(() => markTexts(page).then((texts) => texts.length)).toBe(3);
}

/** The scanner's own start is over: its config asked for, its VINs sent once, with their listings, for the listing check. */
async function startSettled(counts: () => Promise<Record<string, number>>): Promise<Record<string, number>> {
  await expect.poll(async () => (await counts())['cs>bg:listings']).toBe(1);
  return counts();
}

/**
 * Lets the content script and the background act on whatever the page just did: one round trip through
 * both (a real, trusted hover and click elsewhere would be the other way, but would add a lookup).
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
}

test('forged window messages (our messaging shape, WXT script-started) send nothing and stop nothing', async ({
  context,
  pages,
  serviceWorker,
  extensionId,
}) => {
  const counts = await countTabMessages(serviceWorker);
  const page = await context.newPage();
  await openTarget(page, `${pages.url}/hostile/target.html`);
  const before = await startSettled(counts);

  // @webext-core/messaging's envelope, for every direction we have.
  const envelopes = [
    envelope('cs>bg:lookup', { kind: 'vin', value: VIN }),
    envelope('cs>bg:hello', undefined),
    ...(['ui>bg:lookup', 'ui>bg:lookupForTab', 'ui>bg:connect', 'ui>bg:getState'] as const).map((type) =>
      envelope(type, { kind: 'vin', value: VIN } as never),
    ),
    envelope('bg>cs:listIdentifiers'),
  ];
  await page.evaluate(
    ({ extensionId, vin, envelopes }) => {
      const shapes: unknown[] = [
        ...envelopes,
        // Replies, as if the background had answered.
        { id: 1, res: { accepted: true, panelOpened: true } },
        { id: 2, err: { name: 'Error', message: 'x', stack: '' } },
        // WXT's content-script-started message, unprefixed and with this extension's prefix.
        { type: 'wxt:content-script-started', contentScriptName: 'content', messageId: 'forged' },
        {
          type: `${extensionId}:content:wxt:content-script-started`,
          contentScriptName: 'content',
          messageId: 'forged',
        },
        // Window-messaging shapes of the same library, and junk.
        { namespace: 'vin-tin', instanceId: 'x', type: 'cs>bg:lookup', data: { kind: 'vin', value: vin } },
        null,
        'cs>bg:lookup',
        42,
      ];
      for (const shape of shapes) {
        window.postMessage(shape, '*');
        window.dispatchEvent(new MessageEvent('message', { data: shape, origin: location.origin }));
        document.dispatchEvent(new CustomEvent('message', { detail: shape }));
      }
    },
    { extensionId, vin: VIN, envelopes },
  );
  await settle(page);

  expect(await counts()).toEqual(before);
  expect(await historyValues(serviceWorker)).toEqual([]);
  // Still scanning: the marks are there and a real hover shows the button.
  expect(await markTexts(page)).toHaveLength(3);
  const point = await pointOnText(page, '#plain', VIN);
  await page.mouse.move(point.x, point.y);
  await expect(page.getByRole('button', { name: `Look up VIN ${VIN}` })).toBeVisible();
});

test("a forged WXT script-started event (the store id is public) does not switch the page's scanner off", async ({
  context,
  pages,
  serviceWorker,
  extensionId,
}) => {
  const page = await context.newPage();
  await openTarget(page, `${pages.url}/hostile/target.html`);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  await page.evaluate((extensionId) => {
    for (const type of [
      `${extensionId}:content:wxt:content-script-started`,
      'wxt:content-script-started',
      `${extensionId}:content:wxt:locationchange`,
    ]) {
      const detail = { contentScriptName: 'content', messageId: 'forged' };
      document.dispatchEvent(new CustomEvent(type, { detail }));
      window.dispatchEvent(new CustomEvent(type, { detail }));
    }
  }, extensionId);
  await settle(page);

  expect(await markTexts(page)).toHaveLength(3);
  const point = await pointOnText(page, '#plain', VIN);
  await page.mouse.move(point.x, point.y);
  const button = page.getByRole('button', { name: `Look up VIN ${VIN}` });
  await expect(button).toBeVisible();
  await clickWhenSeen(button);
  await expect.poll(() => historyValues(serviceWorker)).toEqual([`page:${VIN}`]);
  expect(await page.locator(HOST_TAG).count()).toBe(1);
  expect(problems).toEqual([]);
});

test('synthetic (untrusted) pointer, mouse, keyboard and focus events never show the button nor send a lookup', async ({
  context,
  pages,
  serviceWorker,
}) => {
  const counts = await countTabMessages(serviceWorker);
  const page = await context.newPage();
  await openTarget(page, `${pages.url}/hostile/target.html`);
  const point = await pointOnText(page, '#plain', VIN);
  await startSettled(counts);

  // Make the host exist (a real hover elsewhere, then away), so the page can reach the button. That
  // hover is the user's: it loads the page UI, once.
  const other = await pointOnText(page, '#second', 'JH4KA7561PC008269');
  await page.mouse.move(other.x, other.y);
  await expect(page.getByRole('button', { name: 'Look up VIN JH4KA7561PC008269' })).toBeVisible();
  await page.mouse.move(5, 5);
  await expect(page.getByRole('button', { name: /^(Look up|Verify) / })).toBeHidden();
  const before = await counts();
  expect(before['cs>bg:wakePageUi']).toBe(1);

  const shown = await page.evaluate(
    async ({ x, y, hostTag }) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
      const marked = document.querySelector('#plain')!;
      const init = { bubbles: true, composed: true, cancelable: true, clientX: x, clientY: y, view: window };
      // Hover, as the page would fake it.
      for (const type of ['pointerover', 'pointerenter', 'mouseover', 'mousemove', 'pointermove']) {
        marked.dispatchEvent(
          type.startsWith('pointer') ? new PointerEvent(type, init) : new MouseEvent(type, init),
        );
      }
      await frame();
      const button = () => document.querySelector(hostTag)?.shadowRoot?.querySelector('button');
      const afterHover = button()?.hidden === false;
      // The keyboard shortcut, as the page would fake it.
      const shortcut = {
        key: 'S',
        code: 'KeyS',
        altKey: true,
        shiftKey: true,
        bubbles: true,
        composed: true,
      };
      window.dispatchEvent(new KeyboardEvent('keydown', shortcut));
      document.body.dispatchEvent(new KeyboardEvent('keydown', shortcut));
      await frame();
      const afterShortcut = button()?.hidden === false;
      // Focus moved to a link holding an identifier, as the page would fake it.
      document
        .querySelector('#link')!
        .dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
      await frame();
      const afterFocusIn = button()?.hidden === false;
      // Clicks and keys on the marked text, on the overlay host and on the button, however reached.
      marked.dispatchEvent(new MouseEvent('click', init));
      const host = document.querySelector(hostTag);
      for (const type of ['mouseover', 'click', 'keydown', 'keyup']) {
        const event = type.startsWith('key')
          ? new KeyboardEvent(type, { key: 'Enter', bubbles: true, composed: true })
          : new MouseEvent(type, init);
        host?.dispatchEvent(event);
      }
      (host as HTMLElement | null)?.click();
      const own = button();
      if (own) {
        own.hidden = false; // the page can unhide it: it must still do nothing
        own.click();
        own.dispatchEvent(new MouseEvent('click', init));
        own.dispatchEvent(new PointerEvent('click', init));
        own.focus();
        for (const key of ['Enter', ' ']) {
          own.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
          own.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, composed: true }));
        }
        own.blur();
        own.hidden = true;
      }
      await frame();
      return { afterHover, afterShortcut, afterFocusIn };
    },
    { ...point, hostTag: HOST_TAG },
  );
  await settle(page);

  expect(shown).toEqual({ afterHover: false, afterShortcut: false, afterFocusIn: false });
  expect(await counts()).toEqual(before);
  expect(await historyValues(serviceWorker)).toEqual([]);

  // Trusted input still works: a keyboard user's shortcut and Enter send exactly one lookup.
  await page.locator('#input').focus();
  await page.keyboard.press('Alt+Shift+S');
  const button = page.getByRole('button', { name: `Look up VIN ${VIN}` });
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => historyValues(serviceWorker)).toEqual([`page:${VIN}`]);
  expect((await counts())['cs>bg:lookup']).toBe(1);
});

test('a button shown for a real hover, then clicked by the page (click(), synthetic events), sends nothing', async ({
  context,
  pages,
  serviceWorker,
}) => {
  const counts = await countTabMessages(serviceWorker);
  const page = await context.newPage();
  await openTarget(page, `${pages.url}/hostile/target.html`);
  const point = await pointOnText(page, '#plain', VIN);
  await page.mouse.move(point.x, point.y);
  const button = page.getByRole('button', { name: `Look up VIN ${VIN}` });
  await expect(button).toBeVisible();

  await page.evaluate((hostTag) => {
    const own = document.querySelector(hostTag)!.shadowRoot!.querySelector('button')!;
    const box = own.getBoundingClientRect();
    const init = { bubbles: true, composed: true, cancelable: true, clientX: box.x + 2, clientY: box.y + 2 };
    own.click();
    own.dispatchEvent(new MouseEvent('click', init));
    own.dispatchEvent(new PointerEvent('click', { ...init, pointerType: 'mouse' }));
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup'])
      own.dispatchEvent(new MouseEvent(type, init));
  }, HOST_TAG);
  await settle(page);
  expect((await counts())['cs>bg:lookup'] ?? 0).toBe(0);
  expect(await historyValues(serviceWorker)).toEqual([]);
  await expect(button).toHaveText('Look up VIN · demo');

  // The user's own click is what counts.
  await clickWhenSeen(button);
  await expect(button).toHaveText('Opened in side panel');
  await expect.poll(() => historyValues(serviceWorker)).toEqual([`page:${VIN}`]);
  expect((await counts())['cs>bg:lookup']).toBe(1);
});
