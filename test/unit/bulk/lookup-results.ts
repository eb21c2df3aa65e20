/** LookupResults as the lookup service returns them, for the bulk tests. */
import type { FailureCode, IdentifierKind } from '@/utils/api/model';
import type { LookupResult } from '@/utils/lookup/schema';

const source = { id: 'api', label: 'Custom' } as const;

export function taxpayerResult(value: string, extra: Partial<LookupResult> = {}): LookupResult {
  return {
    id: `r-${value}`,
    kind: 'tin',
    value,
    source,
    fetchedAt: 1_000,
    fromCache: false,
    trigger: 'bulk',
    payload: {
      type: 'taxpayer',
      record: {
        taxpayerName: `Taxpayer ${value}`,
        cacRegNumber: 'RC123456',
        firsTin: value,
        jtbTin: '',
        taxOffice: 'Ikeja',
        email: '',
        phoneNumber: '',
      },
    },
    meta: { wasCharged: true, amount: '50', currency: 'NGN' },
    ...extra,
  };
}

export function failureResult(value: string, code: FailureCode, kind: IdentifierKind = 'tin'): LookupResult {
  return {
    id: `f-${value}`,
    kind,
    value,
    source,
    fetchedAt: 1_000,
    fromCache: false,
    trigger: 'bulk',
    payload: {
      type: 'failure',
      failure: { code, title: `Failed: ${code}`, message: '', action: '', retryable: false },
    },
  };
}
