/** Each identifier kind's name for a reader, as a locale key: one map for every page, export and summary. */
import type { MessageKey } from '@/utils/i18n/translate';
import type { DetectionKind } from './types';

export const KIND_LABEL_KEYS = {
  vin: 'kind.vin',
  tin: 'kind.tin',
  cac: 'kind.cac',
  phone: 'kind.phone',
} as const satisfies Record<DetectionKind, MessageKey>;

/** Where a row is narrow (the side panel's list): "CAC" for "CAC number". */
export const KIND_SHORT_LABEL_KEYS = {
  ...KIND_LABEL_KEYS,
  cac: 'form.channelCac',
} as const satisfies Record<DetectionKind, MessageKey>;
