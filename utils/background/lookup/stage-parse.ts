/** Stage 1: the request read as the source takes it. A masked VIN or an unreadable value stops here. */
import type { Failure } from '@/utils/api/model';
import { isMaskedVin } from '@/utils/detect';
import type { Translate } from '@/utils/i18n/translate';
import type { LookupPayload, LookupRequest } from '@/utils/lookup/schema';
import type { IdentifierKind } from '@/utils/api/model';
import type { ResolvedSource } from './resolved-source';

export type ParseStage =
  | { stop: { kind: IdentifierKind | undefined; value: string; payload: LookupPayload } }
  | { kind: IdentifierKind; value: string; warnings: string[] };

export function parseLookupRequest(
  request: LookupRequest,
  source: Pick<ResolvedSource, 'parseInput'>,
  t: Translate,
): ParseStage {
  // A page's masked VIN: the API needs all 17 characters, so the answer is the free preview alone.
  const written = request.value.trim();
  if ((request.kind ?? 'vin') === 'vin' && isMaskedVin(written)) {
    const failure: Failure = {
      code: 'bad_request',
      title: t('failure.maskedTitle'),
      message: t('failure.maskedMessage', [written.replace(/\*+$/, '').length]),
      action: t('failure.maskedAction'),
      retryable: false,
    };
    return { stop: { kind: 'vin', value: written, payload: { type: 'failure', failure } } };
  }
  const parsed = source.parseInput(request.value, request.kind);
  if (parsed.ok) return { kind: parsed.kind, value: parsed.value, warnings: parsed.warnings };
  const failure: Failure = {
    code: 'bad_request',
    title: t('failure.checkTitle'),
    message: parsed.error,
    action: t('failure.checkAction'),
    retryable: false,
  };
  return { stop: { kind: parsed.kind, value: written, payload: { type: 'failure', failure } } };
}
