/** What the bulk page accepts: stated on the page, so a refused file is never a surprise. */
export const BULK_MAX_FILE_BYTES = 20 * 1024 * 1024;
export const BULK_MAX_ROWS = 20_000;
/** A bigger paste is a file's job: the field stays responsive below this. */
export const BULK_MAX_TEXT_CHARS = 2_000_000;
/** Invalid rows the plan lists by name; every page poll carries the plan, so it stays small. */
export const BULK_INVALID_LISTED = 100;
/**
 * Columns a bulk file may have. The background's message schema accepts no more (./messages.ts), and a list of
 * identifiers with the context a person keeps beside them fits in far fewer: a wider file is an export of
 * something else, or a hostile one (300,000 empty columns in 0.66 MB).
 */
export const BULK_MAX_COLUMNS = 200;
/**
 * Rows × columns, measured before any table is built: 20,000 rows of 100 columns, or 10,000 of 200. The table
 * is copied from the reader to the page, the message and the background, so each copy stays a few megabytes.
 */
export const BULK_MAX_CELLS = 2_000_000;
