/** Sandbox test values: accepted only in sandbox mode, sent verbatim ("Rc323479" keeps its lowercase c). */
import { CAC_SANDBOX_VALUE } from './cac';
import { PHONE_SANDBOX_VALUE } from './phone';
import { LEGACY_TIN_SANDBOX_VALUE, TIN_SANDBOX_VALUE } from './tin';
import { VIN_SANDBOX_VALUE } from './vin';
import type { QueryKind } from './query-types';
import { IDENTIFIER_KINDS } from './types';

export const SANDBOX_VALUES: Readonly<Record<QueryKind, readonly string[]>> = {
  vin: [VIN_SANDBOX_VALUE],
  tin: [TIN_SANDBOX_VALUE, LEGACY_TIN_SANDBOX_VALUE],
  cac: [CAC_SANDBOX_VALUE],
  phone: [PHONE_SANDBOX_VALUE],
};

/** The sandbox value `input` stands for, ignoring case and spaces, or undefined. */
export function matchSandboxValue(input: string, kind: QueryKind): string | undefined {
  const key = (value: string): string => value.replace(/\s/g, '').toUpperCase();
  const typed = key(input);
  return SANDBOX_VALUES[kind].find((value) => key(value) === typed);
}

export function sandboxKindOf(input: string): QueryKind | undefined {
  const kinds: readonly QueryKind[] = IDENTIFIER_KINDS;
  return kinds.find((kind) => matchSandboxValue(input, kind) !== undefined);
}
