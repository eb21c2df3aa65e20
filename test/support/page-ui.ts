/**
 * What a person (and assistive technology) gets of the page UI that the page's own scripts cannot: the
 * answer card lives in a closed shadow root, so tests read it as a screen reader does, through the tab's
 * accessibility tree; and a click made at a person's pace.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { CLICK_DWELL_MS } from '@/utils/content-script/page-ui/click-guard';

/** Every text the tab's accessibility tree holds (closed shadow roots included), in tree order. */
export async function accessibleText(page: Page): Promise<string> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value?: string }; name?: { value?: string } }[];
    };
    return nodes
      .filter((node) => node.role?.value === 'StaticText')
      .map((node) => node.name?.value ?? '')
      .join('\n');
  } finally {
    await session.detach();
  }
}

/** A person sees the button before they click it: the click guard ignores a click on one that just moved. */
export async function clickWhenSeen(button: Locator): Promise<void> {
  await expect(button).toBeVisible();
  await button.page().waitForTimeout(CLICK_DWELL_MS + 250);
  await button.click();
}
