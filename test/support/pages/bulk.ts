/** The bulk page: a list or file in, a plan that says what it costs, a run, and the export. */
import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

export class BulkPage {
  constructor(readonly page: Page) {}

  static async open(openPage: (path: string) => Promise<Page>): Promise<BulkPage> {
    return new BulkPage(await openPage('bulk.html'));
  }

  get identifiers(): Locator {
    return this.page.getByLabel('Identifiers');
  }

  get progress(): Locator {
    return this.page.getByRole('progressbar');
  }

  /** Check: the plan, with its count of paid lookups, before anything is sent. */
  async check(): Promise<void> {
    await this.page.getByRole('button', { name: 'Check' }).click();
    await expect(this.page.getByText(/\d+ paid lookups?/)).toBeVisible();
  }

  /** How many paid lookups the plan shown counts. */
  async paidCount(): Promise<number> {
    const text = await this.page.getByText(/\d+ paid lookups?/).innerText();
    return Number(/(\d+) paid/.exec(text)?.[1]);
  }

  /** Pastes `text`, checks the plan, starts the run and waits for it to finish. */
  async run(text: string): Promise<void> {
    await this.identifiers.fill(text);
    await this.check();
    await this.page.getByRole('button', { name: 'Start' }).click();
    await expect(this.page.getByText(/Finished/)).toBeVisible();
  }

  /** The file a download button gives. */
  async download(button: string): Promise<Buffer> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: button }).click(),
    ]);
    return readFileSync((await download.path()) ?? '');
  }
}
