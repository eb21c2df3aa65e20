/**
 * The test values the provider's sandbox documents. They are accepted as input only in sandbox mode,
 * and sent exactly as documented (the sandbox matches them verbatim: "Rc323479" keeps its lowercase c).
 */
import { CAC_SANDBOX_VALUE } from './cac';
import { PHONE_SANDBOX_VALUE } from './phone';
import { LEGACY_TIN_SANDBOX_VALUE, TIN_SANDBOX_VALUE } from './tin';
import { VIN_SANDBOX_VALUE } from './vin';
import type { QueryKind } from './query-types';

export const SANDBOX_VALUES: Readonly<Record<QueryKind, readonly string[]>> = {
  vin: [VIN_SANDBOX_VALUE],
  tin: [TIN_SANDBOX_VALUE, LEGACY_TIN_SANDBOX_VALUE],
  cac: [CAC_SANDBOX_VALUE],
  phone: [PHONE_SANDBOX_VALUE],
};

/**
 * The documented sandbox value `input` stands for, compared without case, spaces or hyphens inside
 * letters-and-digits runs ("rc 323479" is the CAC test value), or undefined.
 */
export function matchSandboxValue(input: string, kind: QueryKind): string | undefined {
  const key = (value: string): string => value.replace(/\s/g, '').toUpperCase();
  const typed = key(input);
  return SANDBOX_VALUES[kind].find((value) => key(value) === typed);
}

/** The kind whose sandbox value `input` is, if any (the sandbox values of the four kinds are distinct). */
export function sandboxKindOf(input: string): QueryKind | undefined {
  const kinds: QueryKind[] = ['vin', 'tin', 'cac', 'phone'];
  return kinds.find((kind) => matchSandboxValue(input, kind) !== undefined);
}
