/**
 * What an answer is held against, captured once when the lookup is made and stored with the answer: the
 * name and RC number the page printed (or the name the user typed, or a bulk file's), and a listing's year
 * and make beside a VIN. Every surface reads these stored claims; none reads the page again, so a page that
 * hides its printed name says "not checked" everywhere alike.
 */
import type { AnswerClaims } from '@/utils/lookup/answer-claims';
import { pageNameClaim, type NameClaim } from '@/utils/taxpayer/name-check';
import { readTaxpayerClaim } from '@/utils/taxpayer/page-claim';
import { readListingClaim } from '@/utils/vin-decode/compare';

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
