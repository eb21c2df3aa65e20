/**
 * A failure's words as the verdict allows them: "Check the number for typos" only where a typo can be
 * shown (a VIN whose check digit fails; a number without a check digit keeps the advice), and demo data
 * never quotes a provider that was not asked.
 */
import type { Failure } from '@/utils/api/model';
import type { Translate } from '@/utils/i18n/translate';
import type { LookupResult } from '@/utils/lookup/schema';
import type { Verdict } from './state';

export function verdictFailureWording(
  result: LookupResult,
  failure: Failure,
  verdict: Verdict,
  t: Translate,
): Failure {
  if (failure.code !== 'not_found') return failure;
  if (verdict.demo) {
    return {
      ...failure,
      message: t('verdict.demoNotFoundMessage', [result.value]),
      action: t('verdict.demoNotFoundAction'),
    };
  }
  if (result.kind === 'vin' && !verdict.checkDigitFails) {
    return {
      ...failure,
      message: t('verdict.vinNotFoundMessage', [result.value]),
      action: t('verdict.vinNotFoundAction'),
    };
  }
  return failure;
}
