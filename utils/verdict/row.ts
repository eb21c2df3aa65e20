/**
 * The verdict as a history row keeps it: its state and which checks differed, written when the answer is
 * recorded, so the list, its filters and the CSV say what the answer's own verdict said without loading
 * every full answer. Rows recorded before the verdict existed are read from what they kept.
 */
import { z } from 'zod';
import type { LookupResult } from '@/utils/lookup/schema';
import type { Translate } from '@/utils/i18n/translate';
import { checkLine } from './words';
import {
  VERDICT_TONES,
  stateWithChecks,
  verdictOf,
  verdictKindOf,
  type Verdict,
  type VerdictState,
} from './state';

export const verdictStateSchema = z.enum([
  'verified',
  'specification-found',
  'demo-found',
  'found-but-differs',
  'found-but-unchecked',
  'not-found',
  'not-verified',
  'pending',
  'masked',
  'needs-confirmation',
  'failed',
]);

const checkNameSchema = z.enum(['name', 'rc', 'vin', 'listing']);

export const rowVerdictSchema = z.object({
  state: verdictStateSchema,
  /** The checks that differed (or could not be made), in the verdict's order (name, rc, vin, listing). */
  differs: z.array(checkNameSchema),
  /** Every check that ran and how it came out, for a table's or export's check columns. */
  checks: z
    .array(z.object({ name: checkNameSchema, state: z.enum(['held', 'differs', 'unchecked']) }))
    .optional(),
});
export type RowVerdict = z.infer<typeof rowVerdictSchema>;

/** What a history row keeps of the answer's verdict, and the vehicle checks that differed in words. */
export function verdictRowFields(
  result: LookupResult,
  t: Translate,
): { verdict: RowVerdict; vinCheck?: string } {
  const verdict = verdictOf(result);
  const vinCheck = verdict.checks
    .filter((check) => (check.name === 'vin' || check.name === 'listing') && check.state === 'differs')
    .map((check) => checkLine(check, t))
    .join(' ');
  return {
    verdict: {
      state: verdict.state,
      differs: verdict.differs.map((check) => check.name),
      checks: verdict.checks.map(({ name, state }) => ({ name, state })),
    },
    ...(vinCheck ? { vinCheck } : {}),
  };
}

/** The fields a history row holds that its verdict is read from. */
export interface VerdictRowSource {
  kind?: LookupResult['kind'];
  value: string;
  source: LookupResult['source'];
  outcome: string;
  verdict?: RowVerdict;
  vinCheck?: string;
  nameCheck?: LookupResult['nameCheck'];
}

const FAILURE_STATES: Readonly<Record<string, VerdictState>> = {
  not_found: 'not-found',
  not_verified: 'not-verified',
  pending: 'pending',
};

/** A row's verdict, as its words need it: stored, or (an older row) read from its outcome and checks. */
export function rowVerdictOf(row: VerdictRowSource): Pick<Verdict, 'state' | 'demo' | 'kind' | 'tone'> & {
  differs: { name: RowVerdict['differs'][number] }[];
} {
  const demo = row.source.id === 'demo';
  const kind = verdictKindOf(row);
  const stored = row.verdict ?? legacyVerdict(row, demo);
  return {
    state: stored.state,
    demo,
    kind,
    tone: VERDICT_TONES[stored.state],
    differs: stored.differs.map((name) => ({ name })),
  };
}

function legacyVerdict(row: VerdictRowSource, demo: boolean): RowVerdict {
  if (row.outcome !== 'success') return { state: FAILURE_STATES[row.outcome] ?? 'failed', differs: [] };
  const differs: RowVerdict['differs'] = [
    ...(row.nameCheck?.match === 'differs' ? (['name'] as const) : []),
    ...(row.vinCheck ? (['vin'] as const) : []),
  ];
  const base = demo ? 'demo-found' : row.kind === 'vin' ? 'specification-found' : 'verified';
  return { state: stateWithChecks(base, differs.length), differs };
}
