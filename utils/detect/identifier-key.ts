/** One home for telling identifiers apart, so lists merged from frames, pages and files agree on "the same". */
import type { DetectionKind } from './types';

interface Identifier {
  kind: DetectionKind;
  /** Normalised, as sent to the API. */
  value: string;
}

/** The key of a normalised identifier: `tin:08012345678` and `phone:08012345678` are two identifiers. */
export function identifierKey(identifier: Identifier): string {
  return `${identifier.kind}:${identifier.value}`;
}

export function sameIdentifier(a: Identifier, b: Identifier): boolean {
  return identifierKey(a) === identifierKey(b);
}

/**
 * A value whose kind is not known yet (a lookup still running keeps what was typed) matches a normalised
 * one on letters and digits: the page prints "RC 1456032", the lookup keeps "RC1456032".
 */
export function identifierMatchKey(value: string): string {
  return value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}
