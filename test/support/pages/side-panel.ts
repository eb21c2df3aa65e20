/** The side panel for one tab: its identifiers, their outcome rows, and its History view. */
import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

export class SidePanelPage {
  constructor(readonly page: Page) {}

  /** The panel as it opens for the tab `tabId`, or with no tab (the History and the box only). */
  static async open(openPage: (path: string) => Promise<Page>, tabId?: number): Promise<SidePanelPage> {
    return new SidePanelPage(
      await openPage(tabId === undefined ? 'sidepanel.html' : `sidepanel.html?tab=${tabId}`),
    );
  }

  /** The table row of an identifier (the row holding its Look up or Verify button). */
  rowOf(value: string | RegExp): Locator {
    const name = typeof value === 'string' ? new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : value;
    return this.page.locator('tr', { has: this.page.getByRole('button', { name }) });
  }

  /** History's list of past lookups (its rows, each with its outcome line). */
  get history(): Locator {
    return this.page.locator('.history__list');
  }

  get taxpayerRecord(): Locator {
    return this.page.getByRole('region', { name: 'Taxpayer record' });
  }

  get vehicleReport(): Locator {
    return this.page.getByRole('region', { name: 'Vehicle report' });
  }

  /** Switches to History; `shown` is what it must then show (its count line, a row…). */
  async openHistory(shown: Locator | string | RegExp): Promise<void> {
    await this.page.getByRole('button', { name: 'History' }).click();
    await expect(
      typeof shown === 'object' && 'click' in shown ? shown : this.page.getByText(shown),
    ).toBeVisible();
  }

  /** The file an export button of History gives. */
  async download(button: string): Promise<Buffer> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: button }).click(),
    ]);
    return readFileSync((await download.path()) ?? '');
  }
}
