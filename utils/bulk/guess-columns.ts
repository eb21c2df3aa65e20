/**
 * The columns a read file most likely holds: the identifiers (by how many of its first cells the lookup's
 * own parser takes, then by its header) and the names beside them (by header). Made where the file is
 * read (./parse-worker.ts), shown on the page as the default the user can change; the background then
 * reads every cell of the chosen column with the data source's parser (`parseCell`).
 */
import { parseQuery } from '@/utils/detect/parse-input';
import type { MessageKey } from '@/utils/i18n/translate';
import { guessIdentifierColumn } from './classify';
import { guessNameColumn } from './name-column';
import type { BulkReadError, BulkTable } from './table';

export interface BulkColumnGuess {
  column: number;
  /** Undefined: no header names a company. */
  nameColumn?: number;
}

export type GuessedBulkRead =
  { ok: true; table: BulkTable; guess: BulkColumnGuess } | { ok: false; error: BulkReadError };

/** Only whether a cell parses counts here, so the reasons need no words (a worker has no i18n). */
const keyOnly = (key: MessageKey) => key;

export function guessBulkColumns(table: BulkTable): BulkColumnGuess {
  // Sandbox values count: a sandbox sheet is still a sheet of identifiers; the background decides each cell.
  const parse = (cell: string) => parseQuery(cell, { t: keyOnly, allowSandboxValues: true });
  const column = guessIdentifierColumn(table, parse);
  const nameColumn = guessNameColumn(table.headers, column);
  return nameColumn === undefined ? { column } : { column, nameColumn };
}
