/**
 * The popup's one box: what a typed or pasted text is read as, before anything is sent. It reuses the
 * parsers (`parseQuery`), the masked-VIN reading (`readVinInput`) and the detectors; it decides only what
 * the box shows: the chip, the "Look up by" choice where a number reads as more than one kind, a name
 * pasted with the number, and whether the free VIN preview applies.
 */
import { cleanInput, splitLabel } from '@/utils/detect/clean-input';
import { parseQuery, type ParsedQuery, type QueryKind } from '@/utils/detect/parse-input';
import { isTaxId } from '@/utils/detect/tin';
import type { Translate } from '@/utils/i18n/translate';
import { readVinInput } from '@/utils/vin-decode/input';

/** What the chip says the box holds. */
export type BoxKind = 'vin' | 'maskedVin' | 'taxId' | 'tin' | 'rc' | 'bn' | 'cac' | 'phone';

export interface BoxReading {
  /** The identifier part of the text (the whole text unless a name came with it). */
  identifier: string;
  /** The chip; absent while the text reads as nothing valid. */
  chip?: BoxKind;
  /** The parse to send (absent for a masked VIN, which is never sent). */
  parsed?: ParsedQuery;
  /** A masked VIN ("1HGCM82633A******"), for the free preview only. */
  maskedVin?: string;
  /** Kinds the number reads as, when more than one: the user picks ("Look up by"). */
  choices?: QueryKind[];
  /** A name pasted with the number ("2522520314833 ACME TRADING LTD"): the name to match. */
  name?: string;
  /** Whether the free VIN preview applies: 17 characters, or a masked VIN. */
  vinShaped: boolean;
}

/** Kinds a digits-only number can be sent as, each by its own parser ("8031234567": a JRB TIN or a mobile). */
function kindsOf(text: string, t: Translate): QueryKind[] | undefined {
  if (!/^[\d\s().-]+$/.test(text)) return undefined;
  const kinds = (['tin', 'cac', 'phone'] as const).filter(
    (kind) => parseQuery(text, { t, kind, allowSandboxValues: true }).ok,
  );
  return kinds.length > 1 ? kinds : undefined;
}

/** Labels and separators a copied line puts around a name ("Tax ID: … · Name: ACME LTD"). */
const NAME_NOISE =
  /^(?:[\s:;,|·•/#=()[\]–—-]|\b(?:name|supplier|vendor|seller|company|business|tax ?id|tin|rc|bn|no|number)\b\.?)+|(?:[\s:;,|·•/#=()[\]–—-]|\b(?:name|tax ?id|tin|rc|bn|no|number)\b\.?)+$/gi;
const NAME_LIKE = /^[\p{L}][\p{L}&'.,\s-]{2,119}$/u;

/**
 * One taxpayer number and a name, in either order, nothing else: the number is the longest run of words at
 * one end that the parsers accept (a bare 13-digit Tax ID has no label for the page detectors to go by).
 */
function splitName(text: string, t: Translate): { identifier: string; name: string } | undefined {
  const words = text.split(/\s+/);
  for (let size = words.length - 1; size >= 1; size--) {
    for (const atStart of [true, false]) {
      const number = (atStart ? words.slice(0, size) : words.slice(-size)).join(' ');
      const rest = (atStart ? words.slice(size) : words.slice(0, -size)).join(' ');
      const parsed = parseQuery(number, { t, allowSandboxValues: true });
      if (!parsed.ok || parsed.kind === 'vin') continue;
      const name = rest.replace(NAME_NOISE, '').replace(/\s+/g, ' ').trim();
      if (!NAME_LIKE.test(name)) continue;
      // The box keeps the number without its copied label ("Tax ID: 2522520314833" holds 2522520314833).
      const bare = splitLabel(number)?.rest;
      const unlabelled = bare !== undefined && parseQuery(bare, { t, allowSandboxValues: true }).ok;
      return { identifier: unlabelled ? bare : number, name };
    }
  }
  return undefined;
}

function chipOf(parsed: ParsedQuery): BoxKind | undefined {
  if (!parsed.ok) return undefined;
  if (parsed.kind === 'tin') return isTaxId(parsed.value) ? 'taxId' : 'tin';
  if (parsed.kind === 'cac')
    return parsed.value.startsWith('RC') ? 'rc' : parsed.value.startsWith('BN') ? 'bn' : 'cac';
  return parsed.kind;
}

/** `chosen`: the user's "Look up by" pick, which counts only while the number is ambiguous. */
export function readBox(input: string, t: Translate, chosen?: QueryKind): BoxReading {
  const text = cleanInput(input);
  if (text === '') return { identifier: '', vinShaped: false };
  const vin = readVinInput(text);
  if (vin.kind === 'masked')
    return { identifier: text, chip: 'maskedVin', maskedVin: vin.vin, vinShaped: true };
  const whole = parseQuery(text, { t, allowSandboxValues: true });
  const split = whole.ok ? undefined : splitName(text, t);
  const identifier = split?.identifier ?? text;
  const choices = kindsOf(identifier, t);
  const kind = chosen && choices?.includes(chosen) ? chosen : undefined;
  const parsed = split || kind ? parseQuery(identifier, { t, kind, allowSandboxValues: true }) : whole;
  const compact = identifier.replace(/[\s-]/g, '');
  return {
    identifier,
    chip: chipOf(parsed),
    parsed,
    ...(choices ? { choices } : {}),
    ...(split ? { name: split.name } : {}),
    vinShaped:
      (parsed.ok && parsed.kind === 'vin') || (compact.length === 17 && /^[A-Za-z0-9]+$/.test(compact)),
  };
}
