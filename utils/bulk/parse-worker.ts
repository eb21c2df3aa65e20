/** The bulk page's file reader, off the main thread: a large or hostile file never freezes the page. */
import { readBulkFile } from './table';

self.onmessage = async (event: MessageEvent<Blob>) => {
  const bytes = new Uint8Array(await event.data.arrayBuffer());
  self.postMessage(readBulkFile(bytes));
};
