/** The free decode in words, as label/value rows and notes, for every page that shows it. */
import type { Translate } from '@/utils/i18n/translate';
import type { VinDecode } from './decode';

export interface VinFact {
  key: 'maker' | 'country' | 'modelYear' | 'plant' | 'checkDigit';
  label: string;
  value: string;
  /** True for a finding a person should act on (an invalid check digit). */
  warn?: boolean;
}

export function describeYear(decode: VinDecode, t: Translate): string {
  const reading = decode.modelYear;
  if (!reading) return t('vinPreview.yearLater');
  const { years } = reading;
  if (years.length === 0) return t('vinPreview.yearInvalid', [reading.code]);
  if (years.length === 1) return String(years[0]);
  if (years.length === 2) return t('vinPreview.yearEither', [years[0]!, years[1]!]);
  return t('vinPreview.yearAny', [years.join(', ')]);
}

function describeCheckDigit(decode: VinDecode, t: Translate): Pick<VinFact, 'value' | 'warn'> {
  const { status, actual = '', expected = '' } = decode.checkDigit;
  if (status === 'valid') return { value: t('vinPreview.checkValid', [actual]) };
  if (status === 'invalid') return { value: t('vinPreview.checkInvalid', [actual, expected]), warn: true };
  if (status === 'not-used') return { value: t('vinPreview.checkNotUsed', [actual]) };
  return { value: t('vinPreview.checkUnknown') };
}

export function describeMaker(decode: VinDecode, t: Translate): string {
  return decode.makes.length > 0
    ? decode.makes.join(' / ')
    : t('vinPreview.makerUnknown', [decode.wmi ?? '']);
}

export function describeVinFacts(decode: VinDecode, t: Translate): VinFact[] {
  if (decode.kind === 'non-standard' || !decode.region) return [];
  const country = decode.country
    ? t('vinPreview.countryRegion', [decode.country, decode.region])
    : t('vinPreview.regionOnly', [decode.region]);
  const facts: VinFact[] = [{ key: 'country', label: t('vinPreview.country'), value: country }];
  if (decode.wmi)
    facts.unshift({ key: 'maker', label: t('vinPreview.maker'), value: describeMaker(decode, t) });
  facts.push({ key: 'modelYear', label: t('vinPreview.modelYear'), value: describeYear(decode, t) });
  facts.push({
    key: 'plant',
    label: t('vinPreview.plant'),
    value: decode.plant ? t('vinPreview.plantCode', [decode.plant]) : t('vinPreview.plantLater'),
  });
  facts.push({ key: 'checkDigit', label: t('vinPreview.checkDigit'), ...describeCheckDigit(decode, t) });
  return facts;
}

/** What the preview cannot say, and why. */
export function describeVinNotes(decode: VinDecode, t: Translate): string[] {
  if (decode.kind === 'non-standard') return [t('vinPreview.nonStandard')];
  const notes = [t('vinPreview.modelUnknown')];
  if (decode.kind === 'masked') notes.unshift(t('vinPreview.masked', [decode.shown.length]));
  if (decode.kind === 'partial') notes.unshift(t('vinPreview.partial'));
  return notes;
}

/** "Honda · 2003 · United States", or undefined when the VIN says nothing readable. */
export function describeVinLine(decode: VinDecode, t: Translate): string | undefined {
  if (decode.kind === 'non-standard' || !decode.region) return undefined;
  const parts = [describeMaker(decode, t)];
  if (decode.modelYear) parts.push(describeYear(decode, t));
  parts.push(decode.country ?? decode.region);
  if (decode.checkDigit.status === 'invalid') parts.push(t('vinPreview.checkDigitInvalidShort'));
  return parts.join(' · ');
}

/** A masked VIN in one neutral line: "Honda · 2003 · United States · serial hidden by the auction". */
export function describeMaskedLine(decode: VinDecode, t: Translate): string {
  const line = describeVinLine(decode, t);
  return line ? t('box.maskedLine', [line]) : t('box.maskedNoLine');
}
