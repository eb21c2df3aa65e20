/**
 * The one name of where an answer came from, as every surface that shows it says it: the source's label,
 * and the host when a preset is pointed away from its own documented address (`DataSourceInfo.via`), so a Summary made
 * through another server never reads as the provider's. Pure.
 */
import type { Translate } from '@/utils/i18n/translate';
import type { DataSourceInfo } from './schema';

export function sourceWords(source: DataSourceInfo, t: Translate): string {
  return source.via ? t('source.viaPreset', [source.label, source.via.host]) : source.label;
}
