/** The popup as a person uses it: the one box, Look up, and the answer it shows. */
import { expect, type Locator, type Page } from '@playwright/test';
import { lookUpVin, verifyTaxpayer } from '@/test/support/extension-ui';
import { ImageReading } from './image-reading';

export class PopupPage {
  constructor(readonly page: Page) {}

  static async open(openPage: (path: string) => Promise<Page>): Promise<PopupPage> {
    return new PopupPage(await openPage('popup.html'));
  }

  get identifier(): Locator {
    return this.page.getByLabel('Identifier', { exact: true });
  }

  get lookUpButton(): Locator {
    return this.page.getByRole('button', { name: 'Look up', exact: true });
  }

  get vehicleReport(): Locator {
    return this.page.getByRole('region', { name: 'Vehicle report' });
  }

  get taxpayerRecord(): Locator {
    return this.page.getByRole('region', { name: 'Taxpayer record' });
  }

  /** The identifiers listed from a pasted message, each with its own Look up button. */
  get foundInMessage(): Locator {
    return this.page.getByRole('region', { name: 'Found in the message' });
  }

  /** An image pasted, dropped or picked: its progress, the region Read from the image, its failure. */
  get image(): ImageReading {
    return new ImageReading(this.page);
  }

  /** The name field a doubtful candidate's name goes to. */
  get nameToMatch(): Locator {
    return this.page.getByLabel('Name on the document (optional)');
  }

  /** Pastes `text` into the box as the clipboard gives it (line breaks kept), the browser's default after. */
  async pasteIntoIdentifier(text: string): Promise<void> {
    await this.identifier.evaluate((input, pasted) => {
      const data = new DataTransfer();
      data.setData('text', pasted);
      const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
      // What the browser does unless the page takes the paste itself: a one-line box drops the line breaks.
      if (input.dispatchEvent(event)) {
        (input as HTMLInputElement).value = pasted.replace(/\r?\n/g, ' ');
        input.dispatchEvent(new InputEvent('input', { bubbles: true }));
      }
    }, text);
  }

  /** Types a VIN and presses Look up. */
  lookUpVin(vin: string): Promise<void> {
    return lookUpVin(this.page, vin);
  }

  /** Types a taxpayer's number, read as `by` (the chip must say so), and presses Look up. */
  verifyTaxpayer(by: 'TIN' | 'CAC' | 'Phone', number: string): Promise<void> {
    return verifyTaxpayer(this.page, by, number);
  }

  /** Looks up a VIN and waits for its report, which it returns. */
  async vehicleReportFor(vin: string): Promise<Locator> {
    await this.lookUpVin(vin);
    await expect(this.vehicleReport).toBeVisible();
    return this.vehicleReport;
  }
}
