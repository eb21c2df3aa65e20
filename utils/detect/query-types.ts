/** The result of reading what a user typed or selected. Shared by the per-kind parsers and parse-input.ts. */
import type { Translate } from '@/utils/i18n/translate';
import type { DetectionKind } from './types';

export type QueryKind = DetectionKind;

export type ParsedQuery =
  /** `value` is normalised for the API; `warnings` are reasons to ask "look up anyway?". */
  | { ok: true; kind: QueryKind; value: string; warnings: string[] }
  /** `error` is a sentence the user understands; `kind` is set when the input was read as that kind. */
  | { ok: false; kind?: QueryKind; error: string };

export interface ParseQueryOptions {
  /** Words the explanations in the user's language. */
  t: Translate;
  /** Validate as this kind; inferred from the input when omitted. */
  kind?: QueryKind;
  /** Sandbox mode: accept the documented test values, which are not valid identifiers. */
  allowSandboxValues?: boolean;
}

export function accepted(kind: QueryKind, value: string, warnings: string[] = []): ParsedQuery {
  return { ok: true, kind, value, warnings };
}

export function rejected(kind: QueryKind | undefined, error: string): ParsedQuery {
  return kind === undefined ? { ok: false, error } : { ok: false, kind, error };
}
