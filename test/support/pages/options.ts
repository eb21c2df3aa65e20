/** Options as a merchant fills it: the data source, the API's address and key, and Save. */
import type { Locator, Page } from '@playwright/test';
import { configureCustomApi, fillApiSettings, openAdvanced, saveOptions } from '@/test/support/extension-ui';

export class OptionsPage {
  constructor(readonly page: Page) {}

  static async open(openPage: (path: string) => Promise<Page>): Promise<OptionsPage> {
    return new OptionsPage(await openPage('options.html'));
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  openAdvanced(): Promise<void> {
    return openAdvanced(this.page);
  }

  /** Data source API, the preset, its base URL and the key, not saved. */
  fillApi(preset: 'Custom' | 'Prembly', baseUrl: string, apiKey: string): Promise<void> {
    return fillApiSettings(this.page, preset, baseUrl, apiKey);
  }

  /** Saves and waits for "Settings saved.". */
  save(): Promise<void> {
    return saveOptions(this.page);
  }

  /** The whole form for a Custom gateway, saved: what the configured-API fixture does by message. */
  configureCustom(baseUrl: string, apiKey: string, taxIdPath?: string): Promise<void> {
    return configureCustomApi(this.page, baseUrl, apiKey, taxIdPath);
  }
}
