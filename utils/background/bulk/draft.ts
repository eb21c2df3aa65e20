/** A table the page read, made into a draft job with its plan: the work behind the Check button. */
import { guessNameColumn } from '@/utils/bulk/name-column';
import { classifyBulkRows, guessIdentifierColumn } from '@/utils/bulk/classify';
import { planBulk } from '@/utils/bulk/plan';
import { readBulkPlanFacts } from '@/utils/background/bulk/plan-context';
import type { ResolvedSource } from '@/utils/background/lookup/resolved-source';
import type { BulkRunner } from '@/utils/bulk/runner';
import type { BulkJob } from '@/utils/bulk/schema';
import type { BulkTable } from '@/utils/bulk/table';

/**
 * Every cell is read by the source's own parser (`parseCell`: the lookup's, with its Tax ID rule), so a
 * row the plan counts as valid is one its lookup will send. The page's column guess is only a default.
 */
export async function draftBulkJob(
  runner: BulkRunner,
  input: { label: string; table: BulkTable; column?: number; nameColumn?: number; noNameColumn?: boolean },
  source: ResolvedSource,
  now: number,
): Promise<BulkJob> {
  const { table } = input;
  const parse = source.parseCell;
  const column = Math.min(input.column ?? guessIdentifierColumn(table, parse), table.headers.length - 1);
  const classification = classifyBulkRows(table, column, parse);
  const facts = await readBulkPlanFacts(source, now);
  const plan = planBulk(classification, { ...facts, textOf: (row) => table.rows[row]?.[column] ?? '' });
  const picked =
    input.nameColumn ?? (input.noNameColumn ? undefined : guessNameColumn(table.headers, column));
  const nameColumn =
    picked !== undefined && picked < table.headers.length && picked !== column ? picked : undefined;
  return runner.createDraft({
    label: input.label,
    table,
    column,
    ...(nameColumn !== undefined ? { nameColumn } : {}),
    classification,
    plan,
    isCached: facts.isCached,
  });
}
