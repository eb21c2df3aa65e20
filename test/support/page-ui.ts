/**
 * What a person (and assistive technology) gets of the page UI that the page's own scripts cannot: the
 * answer card is drawn in a closed shadow root and labelled for assistive technology, so tests read it as a
 * screen reader does, through the tab's accessibility tree; and a click made at a person's pace.
 */
import { expect, type Locator, type Page, type Worker } from '@playwright/test';
import { CLICK_DWELL_MS } from '@/utils/content-script/page-ui/click-guard';

/**
 * Every text the tab's accessibility tree holds (closed shadow roots included), in tree order: its text
 * nodes and the names of its images (the answer card is a labelled drawing).
 */
export async function accessibleText(page: Page): Promise<string> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value?: string }; name?: { value?: string } }[];
    };
    return nodes
      .filter((node) => node.role?.value === 'StaticText' || node.role?.value === 'image')
      .map((node) => node.name?.value ?? '')
      .join('\n');
  } finally {
    await session.detach();
  }
}

/** A person sees the button before they click it: the click guard ignores a click on one that just moved. */
export async function clickWhenSeen(button: Locator): Promise<void> {
  await expect(button).toBeVisible();
  await personsPause(button.page());
  await button.click();
}

/** As long as a person takes to see what just appeared and reach it (the click guard's rule is a time). */
export async function personsPause(page: Page): Promise<void> {
  await page.waitForTimeout(CLICK_DWELL_MS + 250);
}

export interface DrawnCard {
  /** What assistive technology reads: the card's label. */
  label: string;
  /** Where the card's drawing is, in CSS px of the viewport. */
  box: { x: number; y: number; width: number; height: number };
}

/**
 * The answer card as a screen reader finds it (a labelled image in the tab's accessibility tree) and where
 * it is drawn, or undefined when no card shows.
 */
export async function drawnCard(page: Page): Promise<DrawnCard | undefined> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value?: string }; name?: { value?: string }; backendDOMNodeId?: number }[];
    };
    const image = nodes.find((node) => node.role?.value === 'image' && node.name?.value);
    if (!image?.backendDOMNodeId) return undefined;
    await session.send('DOM.getDocument', { depth: 0 });
    const { model } = (await session.send('DOM.getBoxModel', { backendNodeId: image.backendDOMNodeId })) as {
      model: { content: number[]; width: number; height: number };
    };
    const [x, y] = model.content as [number, number];
    return { label: image.name!.value!, box: { x, y, width: model.width, height: model.height } };
  } finally {
    await session.detach();
  }
}

/**
 * What a sighted person sees in `box`: how many pixels are amber (a flag line), dark ink (an answer line),
 * and the box's size in device pixels. Decoded by the browser from a real screenshot.
 */
export async function inkIn(
  page: Page,
  box: DrawnCard['box'],
): Promise<{ amber: number; dark: number; pixels: number }> {
  const shot = await page.screenshot({ clip: box, scale: 'device' });
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let amber = 0;
    let dark = 0;
    for (let at = 0; at < data.length; at += 4) {
      const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
      if (r > 100 && r - g > 50 && g - b > 20) amber++;
      else if (r < 80 && g < 80 && b < 80) dark++;
    }
    return { amber, dark, pixels: bitmap.width * bitmap.height };
  }, shot.toString('base64'));
}

/** Counts the messages of `type` that tabs send to the worker, from now on; the function reads the count. */
export async function countTabMessages(serviceWorker: Worker, type: string): Promise<() => Promise<number>> {
  await serviceWorker.evaluate((wanted) => {
    const holder = globalThis as unknown as { tabMessages: Record<string, number> };
    holder.tabMessages ??= {};
    holder.tabMessages[wanted] = 0;
    chrome.runtime.onMessage.addListener((message: { type?: unknown }, sender) => {
      if (sender.tab && message?.type === wanted) holder.tabMessages[wanted]!++;
    });
  }, type);
  return () =>
    serviceWorker.evaluate(
      (wanted) => (globalThis as unknown as { tabMessages: Record<string, number> }).tabMessages[wanted]!,
      type,
    );
}

/** Focuses the page's button for `name` with the keyboard (Alt+Shift+S, then down) and presses it. */
export async function pressPageButton(page: Page, name: RegExp): Promise<void> {
  await page.keyboard.press('Alt+Shift+S');
  // The page UI comes on this first need: arrows go to it once its first button has the focus.
  await expect(page.getByRole('button', { name: /^(Look up|Verify|Preview) / })).toBeFocused();
  const button = page.getByRole('button', { name });
  for (let step = 0; step < 6 && !(await button.isVisible()); step++) await page.keyboard.press('ArrowDown');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
}
