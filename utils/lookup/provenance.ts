/**
 * The one name of where an answer came from, as every surface that shows it says it: the source's label,
 * and the host when it is not the preset's own documented address (`DataSourceInfo.via`), so a Summary made
 * through another server never reads as the provider's. Pure.
 */
import type { Translate } from '@/utils/i18n/translate';
import type { DataSourceInfo } from './schema';

export function sourceWords(source: DataSourceInfo, t: Translate): string {
  if (!source.via) return source.label;
  return t(source.via.preset ? 'source.viaPreset' : 'source.viaCustom', [source.label, source.via.host]);
}
