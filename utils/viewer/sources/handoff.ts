/**
 * A file picked or dropped in the side panel reaches the viewer through IndexedDB (the extension's origin,
 * which no page can open), once: the panel puts it under a random id, the viewer takes it and deletes it.
 * A handoff never taken (the viewer tab closed before it loaded) is deleted after HANDOFF_MAX_AGE_MS, by the
 * next viewer or the next worker start.
 */

const DB_NAME = 'vin-tin-viewer-handoff';
const STORE = 'files';

/** Long enough for a slow tab to open; short enough that a forgotten file does not stay on the disk. */
export const HANDOFF_MAX_AGE_MS = 5 * 60_000;

interface HandoffRecord {
  id: string;
  name: string;
  /** Its `type` is the declared MIME type (the site's or the file's), kept for the viewer; never trusted. */
  file: Blob;
  at: number;
  /** A page's image (the image menu): the page it was on. */
  pageUrl?: string;
}

/** What the viewer takes: the bytes, their declared MIME type ('' when none) and, for a page's image, its page. */
export interface HandedOver {
  name: string;
  bytes: Uint8Array;
  mime: string;
  pageUrl?: string;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function openHandoffDb(): Promise<IDBDatabase> {
  const request = indexedDB.open(DB_NAME, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
  return done(request);
}

async function withStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T>,
): Promise<T> {
  const db = await openHandoffDb();
  try {
    const transaction = db.transaction(STORE, mode);
    const [result] = await Promise.all([work(transaction.objectStore(STORE)), finished(transaction)]);
    return result;
  } finally {
    db.close();
  }
}

/**
 * Keeps `file` for the viewer; resolves with the id to put in its address. The worker calls it too (a page's
 * image from the image menu, with `pageUrl`): IndexedDB is the extension's own in the worker as in its pages.
 */
export async function putHandoff(
  file: Blob,
  name: string,
  now = Date.now(),
  pageUrl?: string,
): Promise<string> {
  const id = crypto.randomUUID();
  const record: HandoffRecord = { id, name, file, at: now, ...(pageUrl ? { pageUrl } : {}) };
  await withStore('readwrite', (store) => done(store.put(record)));
  return id;
}

/** The file under `id`, read and deleted; undefined when it was taken already or has gone stale. */
export async function takeHandoff(id: string, now = Date.now()): Promise<HandedOver | undefined> {
  const record = await withStore('readonly', (store) => done(store.get(id) as IDBRequest<HandoffRecord>));
  if (!record) return undefined;
  // Read before the record goes: the Blob is backed by the database's copy.
  const bytes =
    now - record.at > HANDOFF_MAX_AGE_MS ? undefined : new Uint8Array(await record.file.arrayBuffer());
  await withStore('readwrite', (store) => done(store.delete(id)));
  if (!bytes) return undefined;
  const handed: HandedOver = { name: record.name, bytes, mime: record.file.type };
  return record.pageUrl ? { ...handed, pageUrl: record.pageUrl } : handed;
}

/** Deletes every handoff older than HANDOFF_MAX_AGE_MS; resolves with how many went. */
export async function sweepHandoffs(now = Date.now()): Promise<number> {
  return withStore('readwrite', async (store) => {
    const all = await done(store.getAll() as IDBRequest<HandoffRecord[]>);
    const stale = all.filter((record) => now - record.at > HANDOFF_MAX_AGE_MS);
    await Promise.all(stale.map((record) => done(store.delete(record.id))));
    return stale.length;
  });
}
