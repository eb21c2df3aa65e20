/** What the bulk runner needs from storage; ./db.ts keeps it in IndexedDB, unit tests in memory. */
import type { LookupResult } from '@/utils/lookup/schema';
import type { BulkItem, BulkItemStatus, BulkJob, BulkRow } from './schema';

export interface BulkStore {
  createJob(job: BulkJob, rows: BulkRow[], items: BulkItem[]): Promise<void>;
  getJob(id: string): Promise<BulkJob | undefined>;
  /** The newest job that is not a draft, or the newest draft when there is no other. */
  latestJob(): Promise<BulkJob | undefined>;
  jobsIn(states: readonly BulkJob['state'][]): Promise<BulkJob[]>;
  putJob(job: BulkJob): Promise<void>;
  deleteJob(id: string): Promise<void>;
  nextPending(jobId: string): Promise<BulkItem | undefined>;
  putItem(item: BulkItem): Promise<void>;
  putItems(items: BulkItem[]): Promise<void>;
  itemsWithStatus(jobId: string, status: BulkItemStatus): Promise<BulkItem[]>;
  countWithStatus(jobId: string, status: BulkItemStatus): Promise<number>;
  countItems(jobId: string): Promise<number>;
  /** Items changed after `seq`, oldest change first. */
  itemsSince(jobId: string, seq: number, limit: number): Promise<BulkItem[]>;
  rows(jobId: string, offset: number, limit: number): Promise<BulkRow[]>;
  putResult(jobId: string, key: string, result: LookupResult): Promise<void>;
  getResult(jobId: string, key: string): Promise<LookupResult | undefined>;
}
