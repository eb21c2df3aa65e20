/** What the bulk page accepts: stated on the page, so a refused file is never a surprise. */
export const BULK_MAX_FILE_BYTES = 20 * 1024 * 1024;
export const BULK_MAX_ROWS = 20_000;
/** A bigger paste is a file's job: the field stays responsive below this. */
export const BULK_MAX_TEXT_CHARS = 2_000_000;
/** Invalid rows the plan lists by name; every page poll carries the plan, so it stays small. */
export const BULK_INVALID_LISTED = 100;
