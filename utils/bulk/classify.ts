/** Input to distinct identifiers: each row's, or why it has none; duplicates merge under their key. */
import type { IdentifierKind } from '@/utils/api/model';
import { identifierKey } from '@/utils/detect/identifier-key';
import { detectIdentifiers } from '@/utils/detect/index';
import type { ParsedQuery } from '@/utils/detect/parse-input';
import type { BulkTable } from './table';

export type ParseIdentifier = (text: string) => ParsedQuery;

export interface ClassifiedRow {
  index: number;
  key?: string;
  invalid?: string;
}

export interface ClassifiedItem {
  key: string;
  kind: IdentifierKind;
  value: string;
  order: number;
}

export interface BulkClassification {
  rows: ClassifiedRow[];
  items: ClassifiedItem[];
}

export function classifyBulkRows(
  table: BulkTable,
  column: number,
  parse: ParseIdentifier,
): BulkClassification {
  const items = new Map<string, ClassifiedItem>();
  const rows = table.rows.map((cells, index): ClassifiedRow => {
    const parsed = parse(cells[column] ?? '');
    if (!parsed.ok) return { index, invalid: parsed.error };
    const key = identifierKey(parsed);
    if (!items.has(key)) items.set(key, { key, kind: parsed.kind, value: parsed.value, order: items.size });
    return { index, key };
  });
  return { rows, items: [...items.values()] };
}

/** A lone word with a digit was meant as an identifier; a line of prose without one is not a mistake. */
const LONE_TOKEN = /^(?=\S*\d)\S{4,40}$/;

/** Pasted text as one column: every identifier found, and lone tokens that are none, so the plan says why. */
export function pastedBulkTable(text: string): BulkTable {
  const rows: string[][] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const found = detectIdentifiers(line);
    if (found.length > 0) for (const detection of found) rows.push([detection.value]);
    else if (LONE_TOKEN.test(line.trim())) rows.push([line.trim()]);
  }
  return { headers: [''], rows };
}

const HEADER_HINT = /\b(vin|chassis|tin|tax|cac|rc|reg|registration|phone|mobile|msisdn|identifier|id)\b/i;

/** The column most likely to hold identifiers: by how many of its first cells parse, then by its header. */
export function guessIdentifierColumn(table: BulkTable, parse: ParseIdentifier): number {
  const sample = table.rows.slice(0, 50);
  let best = 0;
  let bestScore = -1;
  table.headers.forEach((header, column) => {
    const valid = sample.filter((row) => parse(row[column] ?? '').ok).length;
    const score = valid * 2 + (HEADER_HINT.test(header.replace(/[_-]/g, ' ')) ? 1 : 0);
    if (score > bestScore) {
      best = column;
      bestScore = score;
    }
  });
  return best;
}
