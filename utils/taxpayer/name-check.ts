/**
 * The name check as a rule, not a view: the name printed beside a number (or typed by the user, or in a
 * bulk file's name column) against the provider's name. Its result travels with the answer, so the page's
 * line, the side panel, the report, history, the exports and bulk all say the same thing.
 */
import { z } from 'zod';
import { namesMatch } from './name-match';
import { readTaxpayerClaim } from './page-claim';

/** Where the name to match came from: the page's visible text, the popup's field, or a bulk file's column. */
export const nameSourceSchema = z.enum(['page', 'typed', 'file']);
export type NameSource = z.infer<typeof nameSourceSchema>;

/**
 * A name to set against the answer. `hidden`: the page lays out text beside the number that no reader can be
 * shown to see (utils/taxpayer/visible-text.ts: covered, faint, tiny, filtered, out of view; never trusted).
 */
export const nameClaimSchema = z.object({
  name: z.string().trim().max(300).optional(),
  hidden: z.boolean().optional(),
  from: nameSourceSchema,
});
export type NameClaim = z.infer<typeof nameClaimSchema>;

/**
 * The verdict. `unchecked`: a name no reader can see sits near the number, so the check says nothing rather
 * than "matches" (a hostile invoice draws one name for the eye and hides the registered one beside the TIN).
 * `matches` compares words in order (utils/taxpayer/name-match.ts).
 */
export const nameCheckSchema = z.object({
  claimed: z.string(),
  match: z.enum(['matches', 'differs', 'unchecked']),
  from: nameSourceSchema,
});
export type NameCheck = z.infer<typeof nameCheckSchema>;

/** The check of one claim against the provider's name; undefined when there is nothing to check. */
export function checkName(claim: NameClaim | undefined, answeredName: string): NameCheck | undefined {
  if (!claim) return undefined;
  if (claim.hidden) return { claimed: '', match: 'unchecked', from: claim.from };
  const claimed = claim.name?.trim() ?? '';
  if (claimed === '' || answeredName.trim() === '') return undefined;
  return { claimed, match: namesMatch(claimed, answeredName) ? 'matches' : 'differs', from: claim.from };
}

/** The page's claim from what it shows beside the number and what it hides there. */
export function pageNameClaim(visibleText: string, hiddenText = ''): NameClaim | undefined {
  // Any company-like name in hidden text voids the claim: the reader cannot see what is checked.
  if (hiddenText.trim() !== '' && readTaxpayerClaim(hiddenText, { anyName: true }).name !== undefined) {
    return { hidden: true, from: 'page' };
  }
  const name = readTaxpayerClaim(visibleText).name;
  return name ? { name, from: 'page' } : undefined;
}
