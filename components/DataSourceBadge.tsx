import { i18n } from '#i18n';
import type { SettingsView } from '@/utils/messaging/protocol';
import { API_PRESETS } from '@/utils/api/presets';

/** Always visible, so nobody mistakes demo records for real ones. */
export function DataSourceBadge({ view }: { view: SettingsView }) {
  const { settings } = view;
  if (settings.dataSource === 'demo') return <span class="badge badge--demo">{i18n.t('app.demoData')}</span>;
  return <span class="badge">{API_PRESETS[settings.presetId].label}</span>;
}
