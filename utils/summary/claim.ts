/**
 * The name and RC number a taxpayer answer is held against: what the page printed beside the number, or the
 * name the user typed (which wins). Carried to the summary and report pages in their address, so a page
 * opened from a result checks the same claim the result showed.
 */
import { readTaxpayerClaim } from '@/utils/taxpayer/page-claim';

export interface SummaryClaim {
  name?: string;
  rc?: string;
  /** The user typed the name (the wording says "the name you typed"), rather than the page printing it. */
  typed?: boolean;
}

export function claimFor(pageText: string | undefined, nameToMatch: string | undefined): SummaryClaim {
  const claim: SummaryClaim = pageText ? readTaxpayerClaim(pageText) : {};
  const typed = nameToMatch?.trim();
  if (typed) return { ...claim, name: typed, typed: true };
  return claim;
}

// A name is at most a line and an RC number a few characters: longer values are not a claim.
const MAX_CLAIM = 200;

export function claimToParams(claim: SummaryClaim, params: URLSearchParams): void {
  if (claim.name) params.set('name', claim.name.slice(0, MAX_CLAIM));
  if (claim.rc) params.set('rc', claim.rc.slice(0, MAX_CLAIM));
  if (claim.typed && claim.name) params.set('typed', '1');
}

export function claimFromParams(params: URLSearchParams): SummaryClaim {
  const name = params.get('name')?.trim().slice(0, MAX_CLAIM) || undefined;
  const rc = params.get('rc')?.trim().slice(0, MAX_CLAIM) || undefined;
  return { name, rc, typed: !!name && params.get('typed') === '1' };
}

/** Where a result's summary and printable report open: both read the answer from history by its id. */
export function resultPageHref(
  page: 'summary' | 'report',
  resultId: string,
  claim: SummaryClaim = {},
): string {
  const params = new URLSearchParams({ id: resultId });
  claimToParams(claim, params);
  return `/${page}.html?${params.toString()}`;
}

/**
 * The claim as the text a page would print, for views that read a claim from page text: the name and the RC
 * number came out of that reading, so reading them again gives them back.
 */
export function claimAsPageText(claim: SummaryClaim): string | undefined {
  if (claim.typed) return undefined;
  const text = [claim.name, claim.rc].filter(Boolean).join('\n');
  return text || undefined;
}
