/**
 * Hostile pages, part 3: a page that replaces DOM, CSSOM, timer and event methods before our script runs
 * (page.addInitScript, so before any of the page's own scripts). The content script runs in an isolated
 * world with its own wrappers and prototypes, so none of it should reach us: every replacement here
 * throws and records the call, and the scanner must still mark, follow changes, show its button and
 * send the user's lookup, with not one recorded call.
 */
import type { Page, Worker } from '@playwright/test';
import { expect, test } from './fixtures';
import { clickWhenSeen } from '@/test/support/page-ui';
import { countLookups, listedIdentifiers, tabIdOf } from '@/test/support/scanned-page';

const VIN = '1HGCM82633A004352';

/** What the side panel would list for the tab: read through the extension, not the page's world. */
async function listedValues(serviceWorker: Worker, url: string): Promise<string[]> {
  const list = await listedIdentifiers(serviceWorker, await tabIdOf(serviceWorker, url));
  return list.map((item) => item.value).sort();
}

/**
 * Runs in the page's main world before anything else. Replaces every method and accessor the content
 * script uses (and more) with one that records its name and throws. Keeps the originals privately, for
 * the two helpers the test calls (reading the real highlight registry and adding a paragraph).
 */
function sabotagePrototypes(): void {
  const calls: string[] = [];
  const real = {
    highlights: CSS.highlights,
    getHighlight: HighlightRegistry.prototype.get,
    createElement: Document.prototype.createElement,
    appendChild: Node.prototype.appendChild,
    getBody: Object.getOwnPropertyDescriptor(Document.prototype, 'body')!.get!,
  };
  const record = (label: string) => {
    // Playwright's own helpers run in this world too (its InjectedScript adds a listener): they are the
    // test's, not the extension's, and are told apart by their frames.
    const stack = String(new Error().stack);
    if (!/InjectedScript|UtilityScript/.test(stack)) calls[calls.length] = `${label}: ${stack}`;
    throw new Error(`hostile override called: ${label}`);
  };
  const replace = (owner: object | undefined, key: string, label: string) => {
    if (!owner) return;
    const descriptor = Object.getOwnPropertyDescriptor(owner, key);
    if (!descriptor?.configurable) return;
    if (typeof descriptor.value === 'function') {
      Object.defineProperty(owner, key, { ...descriptor, value: () => record(label) });
    } else if (descriptor.get || descriptor.set) {
      Object.defineProperty(owner, key, {
        configurable: true,
        enumerable: descriptor.enumerable ?? false,
        get: () => record(`get ${label}`),
        set: () => record(`set ${label}`),
      });
    }
  };
  const targets: [object | undefined, string[]][] = [
    [
      Element.prototype,
      [
        'attachShadow',
        'append',
        'prepend',
        'remove',
        'replaceWith',
        'querySelector',
        'querySelectorAll',
        'getBoundingClientRect',
        'getClientRects',
        'matches',
        'closest',
        'setAttribute',
        'getAttribute',
        'hasAttribute',
        'hasAttributes',
        'removeAttribute',
        'scrollIntoView',
        'attributes',
        'shadowRoot',
        'localName',
      ],
    ],
    [
      Node.prototype,
      [
        'appendChild',
        'insertBefore',
        'removeChild',
        'contains',
        'compareDocumentPosition',
        'isConnected',
        'parentNode',
        'parentElement',
        'childNodes',
        'textContent',
        'nodeType',
        'ownerDocument',
      ],
    ],
    [EventTarget.prototype, ['addEventListener', 'removeEventListener', 'dispatchEvent']],
    [HTMLElement.prototype, ['focus', 'blur', 'hidden', 'offsetWidth', 'offsetHeight', 'dataset', 'style']],
    [
      Document.prototype,
      ['createElement', 'createRange', 'createTreeWalker', 'activeElement', 'documentElement', 'body'],
    ],
    [Range.prototype, ['setStart', 'setEnd', 'getClientRects', 'getBoundingClientRect']],
    [TreeWalker.prototype, ['nextNode', 'nextSibling', 'parentNode', 'currentNode']],
    [CharacterData.prototype, ['data', 'length']],
    [Event.prototype, ['stopPropagation', 'stopImmediatePropagation', 'preventDefault', 'target']],
    [MouseEvent.prototype, ['clientX', 'clientY']],
    [KeyboardEvent.prototype, ['key', 'code', 'altKey', 'shiftKey']],
    [ShadowRoot.prototype, ['adoptedStyleSheets']],
    [HTMLStyleElement.prototype, ['sheet']],
    [CSSStyleSheet.prototype, ['cssRules']],
    [Highlight.prototype, ['add', 'delete', 'clear']],
    [HighlightRegistry.prototype, ['set', 'get', 'delete', 'has']],
    [MutationObserver.prototype, ['observe', 'disconnect']],
    [Performance.prototype, ['now']],
    [(globalThis as { Scheduler?: { prototype: object } }).Scheduler?.prototype, ['yield', 'postTask']],
    [
      window,
      [
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'getComputedStyle',
        'innerHeight',
        'innerWidth',
      ],
    ],
  ];
  for (const [owner, keys] of targets) for (const key of keys) replace(owner, key, key);
  // Constructors and registries replaced outright.
  const hostileConstructor = (label: string) =>
    function () {
      record(label);
    };
  for (const name of ['Range', 'StaticRange', 'Highlight', 'MutationObserver', 'CustomEvent', 'TreeWalker']) {
    Object.defineProperty(window, name, {
      configurable: true,
      writable: true,
      value: hostileConstructor(name),
    });
  }
  Object.defineProperty(CSS, 'highlights', { configurable: true, get: () => record('CSS.highlights') });

  Object.assign(window, {
    hostileCalls: () => calls.slice(),
    realHighlightSize: (name: string) =>
      (real.getHighlight.call(real.highlights, name) as Highlight | undefined)?.size ?? 0,
    addParagraph: (text: string) => {
      const paragraph = real.createElement.call(document, 'p');
      real.appendChild.call(paragraph, document.createTextNode(text));
      real.appendChild.call(real.getBody.call(document), paragraph);
    },
  });
}

interface HostileWindow {
  hostileCalls(): string[];
  realHighlightSize(name: string): number;
  addParagraph(text: string): void;
}

function inPage(page: Page): {
  calls(): Promise<string[]>;
  highlightSize(name: string): Promise<number>;
  addParagraph(text: string): Promise<void>;
} {
  return {
    calls: () => page.evaluate(() => (window as unknown as HostileWindow).hostileCalls()),
    highlightSize: (name) =>
      page.evaluate((n) => (window as unknown as HostileWindow).realHighlightSize(n), name),
    addParagraph: (text) => page.evaluate((t) => (window as unknown as HostileWindow).addParagraph(t), text),
  };
}

test('prototypes, constructors and CSS.highlights replaced in the page’s world do not reach the content script', async ({
  context,
  pages,
  serviceWorker,
}) => {
  const lookups = await countLookups(serviceWorker);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.text().includes('VIN & TIN Lookup')) errors.push(message.text());
  });
  await page.addInitScript(sabotagePrototypes);
  const url = `${pages.url}/hostile/prototypes.html`;
  await page.goto(url);

  // Marks found, and painted in the real registry (the page's CSS.highlights is a trap).
  await expect
    .poll(() => listedValues(serviceWorker, url))
    .toEqual(['1HGCM82633A004352', '4T1BF1FK5DU276514', 'JH4KA7561PC008269']);
  const hostilePage = inPage(page);
  // Listed marks paint once the hello's settings confirm their kinds, which may come a little later.
  await expect.poll(() => hostilePage.highlightSize('vin-tin-lookup')).toBe(3);

  // A change the page makes is followed (the page's MutationObserver is a trap too).
  await hostilePage.addParagraph('Just in: 5YJ3E1EA7JF000001');
  await expect.poll(() => listedValues(serviceWorker, url)).toContain('5YJ3E1EA7JF000001');

  // The user's hover shows the button, their click sends the lookup.
  const box = (await page.locator('#vin').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const button = page.getByRole('button', { name: `Look up VIN ${VIN}` });
  await expect(button).toBeVisible();
  await clickWhenSeen(button);
  await expect(button).toHaveText('Opened in side panel');
  await expect.poll(lookups).toBe(1);

  // And not one of the page's replacements was ever called,
  expect(await hostilePage.calls()).toEqual([]);
  expect(errors).toEqual([]);
  // though each is armed: the page's own call is caught (made from a microtask, so that it is the page's
  // and not one made inside Playwright's evaluate helper).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        queueMicrotask(() => {
          try {
            document.createRange();
          } catch {
            // thrown by the replacement, as expected
          }
          resolve();
        }),
      ),
  );
  expect((await hostilePage.calls()).map((call) => call.split(':')[0])).toEqual(['createRange']);
});

test('the one thing shared, the highlight registry: a page can repaint our marks, never make them buttons', async ({
  context,
  pages,
  serviceWorker,
}) => {
  const lookups = await countLookups(serviceWorker);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const url = `${pages.url}/hostile/prototypes.html`;
  await page.goto(url);
  await expect.poll(() => listedValues(serviceWorker, url)).toHaveLength(3);

  // The page paints "Stock 4471" as if we had marked it, then wipes our real marks' paint.
  await page.evaluate(() => {
    const ours = CSS.highlights.get('vin-tin-lookup')!;
    const text = document.querySelector('p')!.firstChild as Text;
    ours.add(new StaticRange({ startContainer: text, startOffset: 0, endContainer: text, endOffset: 10 }));
    const link = document.querySelector('#link')!.firstChild as Text;
    ours.add(new StaticRange({ startContainer: link, startOffset: 0, endContainer: link, endOffset: 7 }));
  });
  const fake = await page.evaluate(() => {
    const range = document.createRange();
    const text = document.querySelector('p')!.firstChild as Text;
    range.setStart(text, 0);
    range.setEnd(text, 10);
    const box = range.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  });
  await page.mouse.move(fake.x, fake.y);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.getByRole('button', { name: /^(Look up|Verify) / })).toBeHidden();

  await page.evaluate(() => CSS.highlights.clear());
  // Unpainted, our marks still work, for exactly the identifier under the pointer.
  const box = (await page.locator('#vin').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const button = page.getByRole('button', { name: /^(Look up|Verify) / });
  await expect(button).toHaveAccessibleName(`Look up VIN ${VIN}`);
  await clickWhenSeen(button);
  await expect.poll(lookups).toBe(1);
  expect(errors).toEqual([]);
});
