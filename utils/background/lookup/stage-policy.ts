/** Stage 2: what the source and its settings refuse before anything is sent (no cost, no cache read). */
import type { Failure } from '@/utils/api/model';
import type { Translate } from '@/utils/i18n/translate';
import type { ResolvedSource } from './resolved-source';
import type { Identified } from './stage-run';

/** A Tax ID where the source has no check for it: said before anything is sent, never sent to the TIN check. */
export function uncheckedKindFailure(
  source: Pick<ResolvedSource, 'canCheck' | 'info'>,
  { kind, value }: Pick<Identified, 'kind' | 'value'>,
  t: Translate,
): Failure | undefined {
  if (source.canCheck(kind, value)) return undefined;
  return {
    code: 'bad_request',
    title: t('businessTax.noCheckTitle'),
    message: t('businessTax.noCheckMessage', [source.info.label]),
    action: t('businessTax.noCheckAction'),
    retryable: false,
    noTaxIdCheck: true,
  };
}
