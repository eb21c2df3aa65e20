/**
 * Which check an answer is, named in this one place from the verdict's kind (the check that ran): a
 * 13-digit Tax ID sent as a TIN is checked on Business Tax, so its check is "Tax ID", never "TIN".
 */
import type { MessageKey } from '@/utils/i18n/translate';
import type { LookupResult } from '@/utils/lookup/schema';
import { verdictKindOf, type VerdictKind } from '@/utils/verdict/state';

const CHECK_BY_KIND: Readonly<Record<VerdictKind, MessageKey>> = {
  vin: 'summary.checkVin',
  tin: 'summary.checkTin',
  taxId: 'summary.checkTaxId',
  cac: 'summary.checkCac',
  phone: 'summary.checkPhone',
  identifier: 'summary.checkUnknown',
};

export function checkKey(result: Pick<LookupResult, 'kind' | 'value'>): MessageKey {
  return CHECK_BY_KIND[verdictKindOf(result)];
}
