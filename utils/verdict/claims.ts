/**
 * What an answer is held against, captured once when the lookup is made and stored with the answer: the
 * name and RC number the page printed (or the name the user typed, or a bulk file's), and a listing's year
 * and make beside a VIN. Every surface reads these stored claims; none reads the page again, so a page that
 * hides its printed name says "not checked" everywhere alike.
 */
import { z } from 'zod';
import { nameClaimSchema, pageNameClaim, type NameClaim } from '@/utils/taxpayer/name-check';
import { readTaxpayerClaim } from '@/utils/taxpayer/page-claim';
import { readListingClaim } from '@/utils/vin-decode/compare';

export const answerClaimsSchema = z.object({
  /** The name beside a tax number: printed on the page, typed by the user, or in a bulk file's column. */
  name: nameClaimSchema.optional(),
  /** The RC or BN number the page printed beside a tax number. */
  rc: z.string().trim().max(200).optional(),
  /** The year and make a listing prints beside its VIN (one of each, or none). */
  listing: z.object({ year: z.number().int().optional(), make: z.string().max(100).optional() }).optional(),
});
export type AnswerClaims = z.infer<typeof answerClaimsSchema>;

/** The claims a page makes beside one identifier, from the text a reader sees there (and what it hides). */
export function claimsFromPageText(
  kind: string | undefined,
  value: string,
  visibleText: string,
  hiddenText = '',
): AnswerClaims | undefined {
  if (visibleText.trim() === '' && hiddenText.trim() === '') return undefined;
  if (kind === 'vin') {
    const { year, make } = readListingClaim(visibleText, value);
    if (year === undefined && make === undefined) return undefined;
    return { listing: { ...(year !== undefined ? { year } : {}), ...(make ? { make } : {}) } };
  }
  const name = pageNameClaim(visibleText, hiddenText);
  // The number looked up is no claim about itself (a CAC lookup's own RC beside it).
  const rc = readTaxpayerClaim(visibleText).rc;
  const claims: AnswerClaims = {
    ...(name ? { name } : {}),
    ...(rc && rc !== value ? { rc } : {}),
  };
  return Object.keys(claims).length > 0 ? claims : undefined;
}

/**
 * One request's claims: a name the user typed (or a page's name sent as `nameClaim`) wins over the page's,
 * as the user said which name they mean. Undefined when there is nothing to hold the answer against.
 */
export function claimsOfRequest(request: {
  claims?: AnswerClaims;
  nameClaim?: NameClaim;
}): AnswerClaims | undefined {
  const name = request.nameClaim ?? request.claims?.name;
  const claims: AnswerClaims = { ...request.claims, ...(name ? { name } : {}) };
  if (!name) delete claims.name;
  return Object.keys(claims).length > 0 ? claims : undefined;
}
