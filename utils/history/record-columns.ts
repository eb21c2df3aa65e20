/** An answer's facts one per column, for the history and bulk exports: never several fields in one cell. */
import type { LookupResult } from '@/utils/lookup/schema';

export interface RecordColumns {
  make: string;
  model: string;
  year: string;
  /** The taxpayer's or company's name. */
  name: string;
  rc: string;
  taxId: string;
  nrsTin: string;
  jrbTin: string;
  taxpayerType: string;
}

export const NO_RECORD_COLUMNS: RecordColumns = {
  make: '',
  model: '',
  year: '',
  name: '',
  rc: '',
  taxId: '',
  nrsTin: '',
  jrbTin: '',
  taxpayerType: '',
};

/** Providers write "Make" or "make": the key is matched without case. */
function specValue(result: LookupResult, key: string): string {
  const { payload } = result;
  if (payload.type !== 'vehicle') return '';
  return payload.report.specification.find((item) => item.key.toLowerCase() === key)?.value ?? '';
}

export function recordColumns(result: LookupResult): RecordColumns {
  const { payload } = result;
  if (payload.type === 'vehicle') {
    return {
      ...NO_RECORD_COLUMNS,
      make: specValue(result, 'make'),
      model: specValue(result, 'model'),
      year: specValue(result, 'year'),
    };
  }
  if (payload.type !== 'taxpayer') return NO_RECORD_COLUMNS;
  const { record } = payload;
  return {
    ...NO_RECORD_COLUMNS,
    name: record.taxpayerName,
    rc: record.cacRegNumber,
    taxId: record.taxId ?? '',
    nrsTin: record.firsTin,
    jrbTin: record.jtbTin,
    taxpayerType: record.taxpayerType ?? '',
  };
}
