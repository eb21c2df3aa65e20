import { i18n } from '#i18n';
import { useEffect, useState } from 'preact/hooks';
import { sendMessage, type SettingsView } from '@/utils/messaging/protocol';
import { BulkLimitSetting } from '@/components/bulk/BulkLimitSetting';
import { ApiSettingsForm } from './ApiSettingsForm';
import { DataManagement } from './DataManagement';
import { PreferencesForm } from './PreferencesForm';
import { ScannedSites } from './ScannedSites';
import { readBackground } from '@/components/readBackground';

export function OptionsApp() {
  const [view, setView] = useState<SettingsView>();
  useEffect(() => {
    readBackground(() => sendMessage('ui>bg:getState', undefined)).then(setView, () => undefined);
  }, []);

  if (!view) return <p class="loading">{i18n.t('options.loading')}</p>;
  return (
    <main class="options">
      <h1>{i18n.t('options.title')}</h1>
      {view.notices.length > 0 && (
        <div class="warning" role="status">
          {view.notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
          <button
            type="button"
            onClick={() => void sendMessage('ui>bg:dismissNotices', undefined).then(setView)}
          >
            {i18n.t('options.dismiss')}
          </button>
        </div>
      )}
      <section aria-labelledby="source-heading">
        <h2 id="source-heading">{i18n.t('options.sourceHeading')}</h2>
        <ApiSettingsForm view={view} onSaved={setView} />
      </section>
      <section aria-labelledby="preferences-heading">
        <h2 id="preferences-heading">{i18n.t('options.preferencesHeading')}</h2>
        <PreferencesForm view={view} onSaved={setView} />
      </section>
      <BulkLimitSetting view={view} onSaved={setView} />
      <section aria-labelledby="sites-heading">
        <h2 id="sites-heading">{i18n.t('options.sitesHeading')}</h2>
        <ScannedSites />
      </section>
      <section aria-labelledby="data-heading">
        <h2 id="data-heading">{i18n.t('options.dataHeading')}</h2>
        <DataManagement view={view} onSaved={setView} />
      </section>
    </main>
  );
}
