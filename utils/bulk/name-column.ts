/**
 * A bulk file's column of names, guessed by its header. The file worker loads this, so it imports nothing that
 * brings zod (whose `new Function` probe the Firefox validator flags); the check against answers is in
 * name-column-check.ts.
 */

// Headers lenders' and merchants' sheets give the company's name (compared without case or punctuation).
const NAME_HEADER =
  /^(?:(?:registered|company|business|customer|supplier|vendor|merchant|taxpayer|legal|trading)\s*)?(?:name|company|business|taxpayer)(?:\s*name)?$/;

/** The column whose header names a company, never the identifier's own; undefined when none does. */
export function guessNameColumn(headers: readonly string[], identifierColumn: number): number | undefined {
  const index = headers.findIndex(
    (header, at) =>
      at !== identifierColumn &&
      NAME_HEADER.test(
        header
          .toLowerCase()
          .replace(/[^a-z ]+/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      ),
  );
  return index === -1 ? undefined : index;
}
