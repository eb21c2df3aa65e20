/**
 * A bulk row's verdict: its identifier's answer (kept on the bulk item when it was answered, utils/verdict/
 * row.ts) held against the row's own name (a file's name column; rows that share an identifier may name
 * different companies). The same rule and words as every other surface.
 */
import type { NameCheck } from '@/utils/taxpayer/name-check';
import type { Translate } from '@/utils/i18n/translate';
import { rowVerdictOf, type RowVerdict, type VerdictRowSource } from './row';
import { stateWithChecks, VERDICT_TONES } from './state';
import { verdictHeading } from './words';

/** What a bulk item keeps of its answer, as a history row does. */
export interface BulkVerdictSource {
  kind: VerdictRowSource['kind'];
  value: string;
  outcome?: string;
  demo?: boolean;
  verdict?: RowVerdict;
  vinCheck?: string;
}

export function bulkRowVerdict(item: BulkVerdictSource, nameCheck: NameCheck | undefined) {
  const answered = rowVerdictOf({
    kind: item.kind,
    value: item.value,
    source: { id: item.demo ? 'demo' : 'api', label: '' },
    outcome: item.outcome ?? 'failed',
    ...(item.verdict ? { verdict: item.verdict } : {}),
    ...(item.vinCheck ? { vinCheck: item.vinCheck } : {}),
  });
  const names = nameCheck?.match === 'differs' ? [{ name: 'name' as const }] : [];
  const differs = [...names, ...answered.differs.filter((check) => check.name !== 'name')];
  const state = stateWithChecks(answered.state, differs.length);
  return {
    ...answered,
    state,
    tone: VERDICT_TONES[state],
    differs: state === 'found-but-differs' ? differs : [],
  };
}

/**
 * The row's verdict in words ("Found, but it does not match the VIN"), without a mark: a spreadsheet cell
 * is sorted and filtered on its words; the table colours it by its tone.
 */
export function bulkVerdictWords(verdict: ReturnType<typeof bulkRowVerdict>, t: Translate): string {
  return verdictHeading(verdict, t);
}
