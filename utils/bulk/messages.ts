/** The bulk page's messages to the background: zod schemas (the source of truth) and their types. */
import { z } from 'zod';
import { BULK_MAX_COLUMNS, BULK_MAX_ROWS } from './limits';

/** A spreadsheet's width (the file reader refuses wider ones) and a cell's length beyond anything a real sheet
 * of identifiers holds. */
const MAX_COLUMNS = BULK_MAX_COLUMNS;
const MAX_CELL_CHARS = 10_000;
/** Item changes and rows are sent this many at a time. */
export const BULK_PAGE_SIZE = 2_000;

export const bulkCreateSchema = z.object({
  label: z.string().max(300),
  headers: z.array(z.string().max(MAX_CELL_CHARS)).min(1).max(MAX_COLUMNS),
  rows: z.array(z.array(z.string().max(MAX_CELL_CHARS)).max(MAX_COLUMNS)).max(BULK_MAX_ROWS),
  /** The identifier column; omitted to let the background pick it by header and content. */
  column: z.number().int().nonnegative().max(MAX_COLUMNS).optional(),
  /** The column of names to match against each answer; omitted: picked by its header, if one names it. */
  nameColumn: z.number().int().nonnegative().max(MAX_COLUMNS).optional(),
  /** The user chose no name column: none is guessed. */
  noNameColumn: z.boolean().optional(),
});
export type BulkCreateRequest = z.infer<typeof bulkCreateSchema>;

export const bulkJobRefSchema = z.object({ jobId: z.string().min(1).max(100) });
export const bulkProgressRequestSchema = z.object({ jobId: z.string().min(1).max(100).optional() });
export const bulkCommandSchema = z.object({
  jobId: z.string().min(1).max(100),
  command: z.enum(['start', 'pause', 'resume', 'cancel']),
});
export const bulkItemsRequestSchema = z.object({
  jobId: z.string().min(1).max(100),
  sinceSeq: z.number(),
});
export const bulkRowsRequestSchema = z.object({
  jobId: z.string().min(1).max(100),
  offset: z.number().int().nonnegative(),
});
export const bulkRecordRequestSchema = z.object({
  jobId: z.string().min(1).max(100),
  key: z.string().min(1).max(300),
});
