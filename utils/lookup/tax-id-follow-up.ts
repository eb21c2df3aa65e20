/** The provider may not know new Tax IDs yet (docs/tax-identity.md): offer the CAC number, free portals. */
import type { Failure } from '@/utils/api/model';
import { detectIdentifiers } from '@/utils/detect';
import { isTaxId } from '@/utils/detect/tin';
import type { Translate } from '@/utils/i18n/translate';
import { readTaxpayerClaim } from '@/utils/taxpayer/page-claim';
import type { LookupResult } from './schema';

/** The official, free Tax ID retrieval portals; opened only when the user clicks one. */
export const TAX_ID_PORTALS = ['https://taxid.nrs.gov.ng', 'https://taxid.jrb.gov.ng'] as const;

/** What the page prints around the Tax ID: its own row, card or block (visible text, and any hidden text). */
export interface TaxIdBlock {
  text: string;
  hidden?: string;
}

export interface TaxIdFollowUp {
  /** The one RC or BN number printed in the Tax ID's own block; absent when there is none, or two. */
  cac?: string;
}

/** Whether the answer is a Tax ID the provider did not know, or one held back where there is no Tax ID check. */
function applies(result: LookupResult): boolean {
  const { payload } = result;
  if (payload.type !== 'failure' || (payload.failure.code !== 'not_found' && !payload.failure.noTaxIdCheck))
    return false;
  return result.kind === 'tin' && isTaxId(result.value);
}

/**
 * The CAC number to offer: only the one printed with this Tax ID (an invoice's first RC is often the
 * buyer's, so one click would verify the wrong company). Two different numbers in the block, or one the
 * page hides there, make it ambiguous: nothing is offered rather than a guess.
 */
export function cacBesideTaxId(block: TaxIdBlock | undefined): string | undefined {
  if (!block || block.text.trim() === '') return undefined;
  if (block.hidden && detectIdentifiers(block.hidden, { kinds: ['cac'] }).length > 0) return undefined;
  return readTaxpayerClaim(block.text).rc;
}

export function taxIdFollowUp(result: LookupResult, block?: TaxIdBlock): TaxIdFollowUp | undefined {
  if (!applies(result)) return undefined;
  const cac = cacBesideTaxId(block);
  return cac ? { cac } : {};
}

export function taxIdFailureWording(result: LookupResult, failure: Failure, t: Translate): Failure {
  if (!taxIdFollowUp(result) || failure.noTaxIdCheck) return failure;
  return { ...failure, message: t('taxId.notFoundMessage'), action: t('taxId.notFoundAction') };
}
