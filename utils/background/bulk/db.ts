// IndexedDB through Dexie: a 10,000-row job with its answers is too big and busy for storage.local (one
// key per write, a quota shared with the cache and history).
import Dexie, { type EntityTable } from 'dexie';
import type { LookupResult } from '@/utils/lookup/schema';
import type { BulkItem, BulkJob, BulkRow } from '@/utils/bulk/schema';
import type { BulkStore } from '@/utils/bulk/store';

/** Input rows are stored this many to a record: they are written once and read in pages. */
const ROW_CHUNK = 500;

interface RowChunk {
  jobId: string;
  chunk: number;
  rows: BulkRow[];
}

interface StoredResult {
  jobId: string;
  key: string;
  result: LookupResult;
}

type BulkDatabase = Dexie & {
  jobs: EntityTable<BulkJob, 'id'>;
  items: Dexie.Table<BulkItem, [string, string]>;
  rowChunks: Dexie.Table<RowChunk, [string, number]>;
  results: Dexie.Table<StoredResult, [string, string]>;
};

export function openBulkDatabase(name = 'bulk-jobs'): BulkDatabase {
  const db = new Dexie(name) as BulkDatabase;
  db.version(1).stores({
    jobs: 'id, createdAt, state',
    items: '[jobId+key], [jobId+status+order], [jobId+seq]',
    rowChunks: '[jobId+chunk]',
    results: '[jobId+key]',
  });
  return db;
}

export function createDexieBulkStore(db: BulkDatabase = openBulkDatabase()): BulkStore {
  const byStatus = (jobId: string, status: BulkItem['status']) =>
    db.items
      .where('[jobId+status+order]')
      .between([jobId, status, Dexie.minKey], [jobId, status, Dexie.maxKey]);
  return {
    async createJob(job, rows, items) {
      const chunks: RowChunk[] = [];
      for (let start = 0; start < rows.length; start += ROW_CHUNK) {
        chunks.push({ jobId: job.id, chunk: start / ROW_CHUNK, rows: rows.slice(start, start + ROW_CHUNK) });
      }
      await db.transaction('rw', db.jobs, db.rowChunks, db.items, async () => {
        await db.jobs.put(job);
        await db.rowChunks.bulkPut(chunks);
        await db.items.bulkPut(items);
      });
    },
    getJob: (id) => db.jobs.get(id),
    async latestJob() {
      const jobs = await db.jobs.orderBy('createdAt').reverse().toArray();
      return jobs.find((job) => job.state !== 'draft') ?? jobs[0];
    },
    jobsIn: (states) =>
      db.jobs
        .where('state')
        .anyOf([...states])
        .toArray(),
    putJob: async (job) => void (await db.jobs.put(job)),
    async deleteJob(id) {
      await db.transaction('rw', db.jobs, db.rowChunks, db.items, db.results, async () => {
        await db.jobs.delete(id);
        const range = [
          [id, Dexie.minKey],
          [id, Dexie.maxKey],
        ] as const;
        await db.rowChunks
          .where('[jobId+chunk]')
          .between(...range)
          .delete();
        await db.items
          .where('[jobId+key]')
          .between(...range)
          .delete();
        await db.results
          .where('[jobId+key]')
          .between(...range)
          .delete();
      });
    },
    nextPending: (jobId) => byStatus(jobId, 'pending').first(),
    putItem: async (item) => void (await db.items.put(item)),
    putItems: async (items) => void (await db.items.bulkPut(items)),
    itemsWithStatus: (jobId, status) => byStatus(jobId, status).toArray(),
    countWithStatus: (jobId, status) => byStatus(jobId, status).count(),
    countItems: (jobId) =>
      db.items.where('[jobId+key]').between([jobId, Dexie.minKey], [jobId, Dexie.maxKey]).count(),
    itemsSince: (jobId, seq, limit) =>
      db.items
        .where('[jobId+seq]')
        .between([jobId, seq], [jobId, Dexie.maxKey], false, true)
        .limit(limit)
        .toArray(),
    async rows(jobId, offset, limit) {
      const chunks = await db.rowChunks
        .where('[jobId+chunk]')
        .between(
          [jobId, Math.floor(offset / ROW_CHUNK)],
          [jobId, Math.ceil((offset + limit) / ROW_CHUNK)],
          true,
          false,
        )
        .toArray();
      return chunks
        .flatMap((chunk) => chunk.rows)
        .filter((row) => row.index >= offset)
        .slice(0, limit);
    },
    putResult: async (jobId, key, result) => void (await db.results.put({ jobId, key, result })),
    getResult: async (jobId, key) => (await db.results.get([jobId, key]))?.result,
  };
}
