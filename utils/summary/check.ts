/**
 * Which check an answer is, named in this one place from the record's kind (the channel it was sent on):
 * a new check, such as Business Tax for 13-digit Tax IDs, is one more line here.
 */
import type { IdentifierKind } from '@/utils/api/model';
import type { MessageKey } from '@/utils/i18n/translate';
import type { LookupResult } from '@/utils/lookup/schema';

const CHECK_BY_KIND: Readonly<Record<IdentifierKind, MessageKey>> = {
  vin: 'summary.checkVin',
  tin: 'summary.checkTin',
  cac: 'summary.checkCac',
  phone: 'summary.checkPhone',
};

export function checkKey(result: Pick<LookupResult, 'kind' | 'value'>): MessageKey {
  return result.kind ? CHECK_BY_KIND[result.kind] : 'summary.checkUnknown';
}
