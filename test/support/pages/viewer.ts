/**
 * The PDF viewer page (viewer.html): a file picked or dropped, the status line that says how far reading
 * got, the messages about a file, and the pages with their canvas and text layer.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { SCANNER_HANDLE_KEY } from '@/utils/site-access/constants';
import { ImageReading } from './image-reading';

export interface ViewerFile {
  name: string;
  bytes: Uint8Array;
  /** What the browser reports as the file's type; a PDF's by default. */
  mimeType?: string;
}

export class ViewerPage {
  constructor(readonly page: Page) {}

  static async open(openPage: (path: string) => Promise<Page>): Promise<ViewerPage> {
    const viewer = new ViewerPage(await openPage('viewer.html'));
    await expect(viewer.picker).toBeAttached();
    return viewer;
  }

  /**
   * Opens the viewer, picks `file` and waits until its `pages` are read and the scanner (the web page's
   * own) has marked them all: where a person would start to look.
   */
  static async withFile(
    openPage: (path: string) => Promise<Page>,
    file: ViewerFile,
    pages = 1,
  ): Promise<ViewerPage> {
    const viewer = await ViewerPage.open(openPage);
    await viewer.pick(file);
    await viewer.waitUntilRead(pages);
    await viewer.waitForScanIdle();
    return viewer;
  }

  /** The file input, found by its label as a person finds it. */
  get picker(): Locator {
    return this.page.getByLabel('Open a file');
  }

  /** An image opened, dropped, pasted or a scanned page read: the region Read from the image and the rest. */
  get image(): ImageReading {
    return new ImageReading(this.page);
  }

  /** The image shown (drawn on a canvas of the viewer's page). */
  get shownImage(): Locator {
    return this.page.getByRole('img', { name: /^Image: / });
  }

  /** The status line: "Reading page 12 of 50…", then "50 pages read". */
  get status(): Locator {
    return this.page.locator('.viewer-status[role="status"]');
  }

  /** The message about a file that did not open. */
  get failure(): Locator {
    return this.page.locator('.viewer-failure[role="alert"]');
  }

  get pages(): Locator {
    return this.page.locator('.pdf-pages > .pdf-page');
  }

  /** Page `n`'s text layer: the PDF's text the scanner reads. */
  textLayer(n: number): Locator {
    return this.page.locator(`.pdf-page[data-page="${n}"] .pdf-text`);
  }

  notice(n: number): Locator {
    return this.page.locator(`.pdf-page[data-page="${n}"] .pdf-page-notice`);
  }

  async pick(file: ViewerFile): Promise<void> {
    await this.picker.setInputFiles({
      name: file.name,
      mimeType: file.mimeType ?? 'application/pdf',
      buffer: Buffer.from(file.bytes),
    });
  }

  /** Drops `file` on the page as a person drags it from the desktop. */
  async drop(file: ViewerFile): Promise<void> {
    const transfer = await this.page.evaluateHandle(
      ({ name, bytes, type }) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(bytes)], name, { type }));
        return data;
      },
      { name: file.name, bytes: Array.from(file.bytes), type: file.mimeType ?? 'application/pdf' },
    );
    await this.page.dispatchEvent('main', 'dragover', { dataTransfer: transfer });
    await this.page.dispatchEvent('main', 'drop', { dataTransfer: transfer });
  }

  /** Waits for the status line's done state, with every one of `pageCount` pages read. */
  async waitUntilRead(pageCount: number): Promise<void> {
    await expect(this.status).toHaveText(pageCount === 1 ? '1 page read' : `${pageCount} pages read`);
    await expect(this.status).toHaveAttribute('data-state', 'done');
  }

  /**
   * Waits until the viewer's scanner (the web page's own, utils/viewer/viewer-scanner.ts) has read the
   * whole document with nothing queued: its handle on the viewer's global says so.
   */
  async waitForScanIdle(): Promise<void> {
    await expect
      .poll(() =>
        this.page.evaluate(
          (key) =>
            (globalThis as unknown as Record<string, { idle?: () => boolean } | undefined>)[key]?.idle?.(),
          SCANNER_HANDLE_KEY,
        ),
      )
      .toBe(true);
  }

  async enterPassword(password: string): Promise<void> {
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Open', exact: true }).click();
  }

  /** How many of page `n`'s canvas pixels are not paper white (0 for a blank or released canvas). */
  inkPixels(n: number): Promise<number> {
    return this.page.locator(`.pdf-page[data-page="${n}"] canvas`).evaluate((element) => {
      const canvas = element as HTMLCanvasElement;
      if (canvas.width === 0 || canvas.height === 0) return 0;
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let ink = 0;
      for (let at = 0; at < data.length; at += 4) {
        if (data[at]! < 200 || data[at + 1]! < 200 || data[at + 2]! < 200) ink++;
      }
      return ink;
    });
  }
}
