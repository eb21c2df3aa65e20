/** A table the page read, made into a draft job with its plan: the work behind the Check button. */
import { guessNameColumn } from '@/utils/bulk/name-column';
import type { Translate } from '@/utils/i18n/translate';
import type { Settings } from '@/utils/settings/schema';
import { classifyBulkRows, guessIdentifierColumn } from '@/utils/bulk/classify';
import { planBulk } from '@/utils/bulk/plan';
import { bulkParser, readBulkPlanFacts } from '@/utils/background/bulk/plan-context';
import type { BulkRunner } from '@/utils/bulk/runner';
import type { BulkJob } from '@/utils/bulk/schema';
import type { BulkTable } from '@/utils/bulk/table';

export async function draftBulkJob(
  runner: BulkRunner,
  input: { label: string; table: BulkTable; column?: number; nameColumn?: number; noNameColumn?: boolean },
  settings: Settings,
  t: Translate,
  now: number,
): Promise<BulkJob> {
  const { table } = input;
  const parse = bulkParser(settings, t);
  const column = Math.min(input.column ?? guessIdentifierColumn(table, parse), table.headers.length - 1);
  const classification = classifyBulkRows(table, column, parse);
  const facts = await readBulkPlanFacts(settings, now);
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
