/**
 * The one name a result gives its data source: "Prembly · live", "Prembly · sandbox", "Custom · live" or
 * "Demo data". Never a host: an address means nothing to the reader of a result, and Options shows it. Pure.
 */
import type { Translate } from '@/utils/i18n/translate';
import type { Settings } from '@/utils/settings/schema';
import { API_PRESETS } from '@/utils/api/presets';

type SourceSettings = Pick<Settings, 'dataSource' | 'presetId' | 'baseUrl' | 'sandboxMode'>;

/** Test answers: the user said so (sandbox mode), or the base URL is the preset's own test host. */
export function isSandboxSource(settings: SourceSettings): boolean {
  if (settings.sandboxMode) return true;
  const sandboxUrl = API_PRESETS[settings.presetId].sandboxBaseUrl;
  return sandboxUrl !== undefined && settings.baseUrl.trim().replace(/\/+$/, '') === sandboxUrl;
}

export function sourceLabel(settings: SourceSettings, t: Translate): string {
  if (settings.dataSource === 'demo') return t('app.demoData');
  const mode = t(isSandboxSource(settings) ? 'source.sandbox' : 'source.live');
  return t('source.label', [API_PRESETS[settings.presetId].label, mode]);
}
