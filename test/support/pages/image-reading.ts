/**
 * An image read on the device, as a person meets it in the popup, the side panel or the viewer: the ways in
 * (a paste into the box, a drop, **Read an image**), the progress bar with Cancel, the region **Read from the
 * image** with a row per candidate, and the failure with its fix.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export interface ImageFile {
  name: string;
  bytes: Uint8Array;
  mimeType: string;
}

/** OCR on two shared cores: reading one small image, text included, can take this long. */
export const IMAGE_READ_TIMEOUT_MS = 90_000;

export class ImageReading {
  constructor(readonly page: Page) {}

  get region(): Locator {
    return this.page.getByRole('region', { name: 'Read from the image' });
  }

  get rows(): Locator {
    return this.region.getByRole('listitem');
  }

  /** The row of the candidate whose value is `value`. */
  rowOf(value: string): Locator {
    return this.rows.filter({ has: this.page.locator('.image-found__value', { hasText: value }) });
  }

  get progress(): Locator {
    return this.page.getByRole('progressbar', { name: 'Reading the image' });
  }

  get cancel(): Locator {
    return this.page.getByRole('button', { name: 'Cancel', exact: true });
  }

  /** The failure (or "Nothing found") with its fix. */
  get failure(): Locator {
    return this.page.locator('.image-failure[role="alert"]');
  }

  /** The hidden input behind **Read an image**. */
  get picker(): Locator {
    return this.page.getByLabel('Read an image');
  }

  /** Waits until reading has stopped (no progress bar), the text included. */
  async waitUntilRead(): Promise<void> {
    await expect(this.progress).toHaveCount(0, { timeout: IMAGE_READ_TIMEOUT_MS });
  }

  /** Pastes `file` into `target` as Ctrl+V of a screenshot does: a ClipboardEvent carrying the file. */
  async paste(target: Locator, file: ImageFile): Promise<void> {
    await target.evaluate(
      (element, { name, bytes, type }) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(bytes)], name, { type }));
        element.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      },
      { name: file.name, bytes: Array.from(file.bytes), type: file.mimeType },
    );
  }

  /** Drops `file` on `target` as a person drags it from the desktop. */
  async drop(target: Locator, file: ImageFile): Promise<void> {
    const transfer = await this.page.evaluateHandle(
      ({ name, bytes, type }) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(bytes)], name, { type }));
        return data;
      },
      { name: file.name, bytes: Array.from(file.bytes), type: file.mimeType },
    );
    await target.dispatchEvent('dragover', { dataTransfer: transfer });
    await target.dispatchEvent('drop', { dataTransfer: transfer });
  }

  /** Picks `file` (bytes, or a path on disk for a file too large to hand over in memory) with Read an image. */
  async pick(file: ImageFile | string): Promise<void> {
    await this.picker.setInputFiles(
      typeof file === 'string'
        ? file
        : { name: file.name, mimeType: file.mimeType, buffer: Buffer.from(file.bytes) },
    );
  }
}
