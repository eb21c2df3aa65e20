import { useEffect, useState } from 'preact/hooks';
import { sendMessage, type SettingsView } from '../../utils/messaging/protocol';
import { ApiSettingsForm } from './ApiSettingsForm';
import { DataManagement } from './DataManagement';
import { PreferencesForm } from './PreferencesForm';
import { ScannedSites } from './ScannedSites';

export function OptionsApp() {
  const [view, setView] = useState<SettingsView>();
  useEffect(() => {
    void sendMessage('ui:getState', undefined).then(setView);
  }, []);

  if (!view) return <p class="loading">Loading settings…</p>;
  return (
    <main class="options">
      <h1>VIN &amp; TIN Lookup options</h1>
      {view.notices.length > 0 && (
        <div class="warning" role="status">
          {view.notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
          <button
            type="button"
            onClick={() => void sendMessage('ui:dismissNotices', undefined).then(setView)}
          >
            Dismiss
          </button>
        </div>
      )}
      <section aria-labelledby="source-heading">
        <h2 id="source-heading">Where answers come from</h2>
        <ApiSettingsForm view={view} onSaved={setView} />
      </section>
      <section aria-labelledby="preferences-heading">
        <h2 id="preferences-heading">Preferences</h2>
        <PreferencesForm view={view} onSaved={setView} />
      </section>
      <section aria-labelledby="sites-heading">
        <h2 id="sites-heading">Sites scanned automatically</h2>
        <ScannedSites />
      </section>
      <section aria-labelledby="data-heading">
        <h2 id="data-heading">Your data</h2>
        <DataManagement view={view} onSaved={setView} />
      </section>
    </main>
  );
}
