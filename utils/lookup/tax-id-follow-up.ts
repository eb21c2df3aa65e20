/** The provider may not know new Tax IDs yet (docs/tax-identity.md): offer the CAC number, free portals. */
import type { Failure } from '@/utils/api/model';
import { isTaxId } from '@/utils/detect/tin';
import type { Translate } from '@/utils/i18n/translate';
import type { LookupResult } from './schema';

/** The official, free Tax ID retrieval portals; opened only when the user clicks one. */
export const TAX_ID_PORTALS = ['https://taxid.nrs.gov.ng', 'https://taxid.jrb.gov.ng'] as const;

export interface TaxIdFollowUp {
  cac?: string;
}

export function taxIdFollowUp(
  result: LookupResult,
  pageIdentifiers: readonly { kind: string; value: string; confidence?: string }[] = [],
): TaxIdFollowUp | undefined {
  const { payload } = result;
  // "Not found" (the provider may not know Tax IDs yet), or held back where there is no Tax ID check.
  if (payload.type !== 'failure' || (payload.failure.code !== 'not_found' && !payload.failure.noTaxIdCheck))
    return undefined;
  if (result.kind !== 'tin' || !isTaxId(result.value)) return undefined;
  // A company's RC number first, then a business name's BN, then any other; confident ones first.
  const rank = (value: string, confidence?: string) =>
    (value.startsWith('RC') ? 0 : value.startsWith('BN') ? 2 : 4) + (confidence === 'low' ? 1 : 0);
  const [best] = pageIdentifiers
    .filter((identifier) => identifier.kind === 'cac')
    .sort((a, b) => rank(a.value, a.confidence) - rank(b.value, b.confidence));
  return best ? { cac: best.value } : {};
}

export function taxIdFailureWording(result: LookupResult, failure: Failure, t: Translate): Failure {
  if (!taxIdFollowUp(result) || failure.noTaxIdCheck) return failure;
  return { ...failure, message: t('taxId.notFoundMessage'), action: t('taxId.notFoundAction') };
}
