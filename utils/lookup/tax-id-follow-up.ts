/**
 * What to offer when a 13-digit Tax ID is "not found": the provider may not know the new Tax IDs yet
 * (docs/tax-identity.md), so the next step is the company's RC or BN number on the CAC channel, or the person's
 * legacy TIN, and the free official portals. Pure, so the popup and the side panel word it the same.
 */
import type { Failure } from '@/utils/api/model';
import { isTaxId } from '@/utils/detect/tin';
import type { Translate } from '@/utils/i18n/translate';
import type { LookupResult } from './schema';

/** The official, free Tax ID retrieval portals; opened only when the user clicks one. */
export const TAX_ID_PORTALS = ['https://taxid.nrs.gov.ng', 'https://taxid.jrb.gov.ng'] as const;

export interface TaxIdFollowUp {
  /** The CAC number to verify in one click, when the page shows one. */
  cac?: string;
}

/** A follow-up for a "not found" Tax ID, or undefined for every other result. */
export function taxIdFollowUp(
  result: LookupResult,
  pageIdentifiers: readonly { kind: string; value: string; confidence?: string }[] = [],
): TaxIdFollowUp | undefined {
  const { payload } = result;
  if (payload.type !== 'failure' || payload.failure.code !== 'not_found') return undefined;
  if (result.kind !== 'tin' || !isTaxId(result.value)) return undefined;
  // A company's RC number first, then a business name's BN, then any other; confident ones first.
  const rank = (value: string, confidence?: string) =>
    (value.startsWith('RC') ? 0 : value.startsWith('BN') ? 2 : 4) + (confidence === 'low' ? 1 : 0);
  const [best] = pageIdentifiers
    .filter((identifier) => identifier.kind === 'cac')
    .sort((a, b) => rank(a.value, a.confidence) - rank(b.value, b.confidence));
  return best ? { cac: best.value } : {};
}

/** The failure as shown: for a Tax ID, "not found" is "maybe not in the provider's data yet", never a typo. */
export function taxIdFailureWording(result: LookupResult, failure: Failure, t: Translate): Failure {
  if (!taxIdFollowUp(result)) return failure;
  return { ...failure, message: t('taxId.notFoundMessage'), action: t('taxId.notFoundAction') };
}
