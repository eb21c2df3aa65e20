import { i18n } from '#i18n';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { sendMessage, type SettingsView } from '@/utils/messaging/protocol';
import { DataManagement } from './DataManagement';
import { OptionsForm } from './OptionsForm';
import { ScannedSites } from './ScannedSites';
import { AppIcon } from '@/components/AppIcon';
import { readBackground } from '@/components/hooks/readBackground';
import { useManagedChanges } from '@/components/hooks/useManagedChanges';
import { PdfHandlerToggle } from './PdfHandlerToggle';
import { PolicySection } from './PolicySection';

export function OptionsApp() {
  const [view, setView] = useState<SettingsView>();
  // Settings changed from outside the form (a policy, an imported file): the form starts again from them.
  const [revision, setRevision] = useState(0);
  // Only a change of the policy itself starts the form again: the read that lands after a browser start
  // may change nothing but "pending", and the user's edits (or the alert of a save just made) stay.
  const shown = useRef<string | undefined>(undefined);
  const load = useCallback(() => {
    readBackground(() => sendMessage('ui>bg:getState', undefined)).then(
      (loaded) => {
        const { pending: _pending, ...policy } = loaded.policy;
        const same = JSON.stringify(policy);
        setView(loaded);
        if (same !== shown.current) setRevision((old) => old + 1);
        shown.current = same;
      },
      () => undefined,
    );
  }, []);
  useEffect(load, [load]);
  // A policy change applies at once: the form starts again from the new values.
  useManagedChanges(load);

  if (!view) return <p class="loading">{i18n.t('options.loading')}</p>;
  return (
    <main class="options">
      <header class="app-header">
        <h1 class="page-title">
          <AppIcon />
          {i18n.t('options.title')}
        </h1>
      </header>
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
      <OptionsForm key={revision} view={view} onSaved={setView} />
      <section aria-labelledby="sites-heading">
        <h2 id="sites-heading">{i18n.t('options.sitesHeading')}</h2>
        <ScannedSites />
      </section>
      <PdfHandlerToggle />
      <section aria-labelledby="data-heading">
        <h2 id="data-heading">{i18n.t('options.dataHeading')}</h2>
        <DataManagement
          view={view}
          onSaved={(saved) => {
            setView(saved);
            setRevision((old) => old + 1);
          }}
        />
      </section>
    </main>
  );
}
