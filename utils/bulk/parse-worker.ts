/** The bulk page's file reader, off the main thread: a large or hostile file never freezes the page. A
 * zipped spreadsheet is measured before it is inflated (./unpack-zip.ts): this worker shares the
 * extension's process, so running out of memory here would end the background and every bulk run. */
import { readBulkFile } from './table';

self.onmessage = async (event: MessageEvent<Blob>) => {
  const bytes = new Uint8Array(await event.data.arrayBuffer());
  try {
    self.postMessage(readBulkFile(bytes));
  } catch {
    self.postMessage({ ok: false, error: { key: 'bulk.errorUnreadable' } });
  }
};
