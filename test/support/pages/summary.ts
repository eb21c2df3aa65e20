/** The Summary of one answer, opened in its own tab from a page that shows the answer. */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { openSummary } from '@/test/support/extension-ui';

export class SummaryPage {
  constructor(readonly page: Page) {}

  /** Clicks `from`'s Summary link and waits for the Summary's article. */
  static async openFrom(context: BrowserContext, from: Page): Promise<SummaryPage> {
    return new SummaryPage(await openSummary(context, from));
  }

  get article(): Locator {
    return this.page.getByRole('article', { name: 'Verification summary' });
  }

  /** The Summary's text as a person reads it, line by line. */
  text(): Promise<string> {
    return this.article.innerText();
  }
}
