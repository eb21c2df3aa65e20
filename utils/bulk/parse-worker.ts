/** The bulk page's file reader, off the main thread: a large or hostile file never freezes the page. A
 * zipped spreadsheet is measured before it is inflated (./unpack-zip.ts): this worker shares the
 * extension's process, so running out of memory here would end the background and every bulk run.
 * It also guesses the columns (./guess-columns.ts), so the page shows one guess made by one rule. */
import { guessBulkColumns, type GuessedBulkRead } from './guess-columns';
import { readBulkFile } from './table';

self.onmessage = async (event: MessageEvent<Blob>) => {
  const bytes = new Uint8Array(await event.data.arrayBuffer());
  try {
    const read = readBulkFile(bytes);
    const answer: GuessedBulkRead = read.ok ? { ...read, guess: guessBulkColumns(read.table) } : read;
    self.postMessage(answer);
  } catch {
    self.postMessage({ ok: false, error: { key: 'bulk.errorUnreadable' } });
  }
};
