/** An in-memory BulkStore with the same ordering rules as the IndexedDB one (utils/background/bulk/db.ts). */
import type { BulkStore } from '@/utils/bulk/store';
import type { BulkItem, BulkJob, BulkRow } from '@/utils/bulk/schema';
import type { LookupResult } from '@/utils/lookup/schema';

export function createMemoryBulkStore() {
  const jobs = new Map<string, BulkJob>();
  const items = new Map<string, BulkItem>();
  const rows = new Map<string, BulkRow>();
  const results = new Map<string, LookupResult>();
  const itemsOf = (jobId: string) =>
    [...items.values()].filter((item) => item.jobId === jobId).sort((a, b) => a.order - b.order);
  const store: BulkStore = {
    async createJob(job, newRows, newItems) {
      jobs.set(job.id, structuredClone(job));
      for (const row of newRows) rows.set(`${row.jobId}/${row.index}`, structuredClone(row));
      for (const item of newItems) items.set(`${item.jobId}/${item.key}`, structuredClone(item));
    },
    getJob: async (id) => structuredClone(jobs.get(id)),
    async latestJob() {
      const all = [...jobs.values()].sort((a, b) => b.createdAt - a.createdAt);
      return structuredClone(all.find((job) => job.state !== 'draft') ?? all[0]);
    },
    jobsIn: async (states) =>
      [...jobs.values()].filter((job) => states.includes(job.state)).map((job) => structuredClone(job)),
    putJob: async (job) => void jobs.set(job.id, structuredClone(job)),
    async deleteJob(id) {
      jobs.delete(id);
      for (const [key, item] of items) if (item.jobId === id) items.delete(key);
      for (const [key, row] of rows) if (row.jobId === id) rows.delete(key);
      for (const key of results.keys()) if (key.startsWith(`${id}/`)) results.delete(key);
    },
    nextPending: async (jobId) => structuredClone(itemsOf(jobId).find((item) => item.status === 'pending')),
    putItem: async (item) => void items.set(`${item.jobId}/${item.key}`, structuredClone(item)),
    putItems: async (list) =>
      list.forEach((item) => items.set(`${item.jobId}/${item.key}`, structuredClone(item))),
    itemsWithStatus: async (jobId, status) => itemsOf(jobId).filter((item) => item.status === status),
    countWithStatus: async (jobId, status) => itemsOf(jobId).filter((item) => item.status === status).length,
    countItems: async (jobId) => itemsOf(jobId).length,
    itemsSince: async (jobId, seq, limit) =>
      itemsOf(jobId)
        .filter((item) => item.seq > seq)
        .sort((a, b) => a.seq - b.seq)
        .slice(0, limit),
    rows: async (jobId, offset, limit) =>
      [...rows.values()]
        .filter((row) => row.jobId === jobId && row.index >= offset)
        .sort((a, b) => a.index - b.index)
        .slice(0, limit),
    putResult: async (jobId, key, result) => void results.set(`${jobId}/${key}`, result),
    getResult: async (jobId, key) => results.get(`${jobId}/${key}`),
  };
  return { store, jobs, items, rows, results };
}
