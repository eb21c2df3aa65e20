import type { SettingsView } from '@/utils/messaging/protocol';
import { sourceLabel } from '@/utils/settings/source-label';
import { translate } from '@/utils/i18n/extension-translate';

/** Always visible, so nobody mistakes demo records for real ones; named as results name their source. */
export function DataSourceBadge({ view }: { view: SettingsView }) {
  const { settings } = view;
  const label = sourceLabel(settings, translate);
  return <span class={settings.dataSource === 'demo' ? 'badge badge--demo' : 'badge'}>{label}</span>;
}
