import { i18n } from '#i18n';
import { useCallback, useEffect, useState } from 'preact/hooks';
import { sendMessage, type SettingsView } from '@/utils/messaging/protocol';
import { BulkLimitSetting } from '@/components/bulk/BulkLimitSetting';
import { ApiSettingsForm } from './ApiSettingsForm';
import { DataManagement } from './DataManagement';
import { PreferencesForm } from './PreferencesForm';
import { ScannedSites } from './ScannedSites';
import { readBackground } from '@/components/readBackground';
import { useManagedChanges } from '@/components/useManagedChanges';
import { PolicySection } from './PolicySection';

export function OptionsApp() {
  const [view, setView] = useState<SettingsView>();
  const load = useCallback(() => {
    readBackground(() => sendMessage('ui>bg:getState', undefined)).then(setView, () => undefined);
  }, []);
  useEffect(load, [load]);
  // A policy change applies at once: the forms start again from the new values.
  useManagedChanges(load);

  if (!view) return <p class="loading">{i18n.t('options.loading')}</p>;
  const policyKey = JSON.stringify(view.policy);
  return (
    <main class="options">
      <h1>{i18n.t('options.title')}</h1>
      <PolicySection policy={view.policy} />
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
        <ApiSettingsForm key={policyKey} view={view} onSaved={setView} />
      </section>
      <section aria-labelledby="preferences-heading">
        <h2 id="preferences-heading">{i18n.t('options.preferencesHeading')}</h2>
        <PreferencesForm key={policyKey} view={view} onSaved={setView} />
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
