import { i18n } from '#i18n';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { DEMO_SAMPLES } from '@/utils/demo/samples';
import { sendMessage, type SettingsView } from '@/utils/messaging/protocol';
import { readBackground } from '@/components/hooks/readBackground';
import { ResultCard } from '@/components/ResultCard';
import { useLookup } from '@/components/hooks/useLookup';
import { OrgSitesOffer } from '@/components/OrgSitesOffer';
import { KIND_LABEL_KEYS as KIND_KEYS } from '@/utils/detect/kind-labels';
import { AppIcon } from '@/components/AppIcon';

interface Shortcut {
  name?: string;
  shortcut?: string;
  description?: string;
}

/** The page opened on install: a checklist from trying the demo to connecting a paid key. */
export function WelcomePage() {
  const [view, setView] = useState<SettingsView>();
  const [shortcuts, setShortcuts] = useState<Shortcut[]>([]);
  const { state, run } = useLookup('popup');

  useEffect(() => {
    readBackground(() => sendMessage('ui>bg:getState', undefined)).then(setView, () => undefined);
    browser.commands.getAll().then(setShortcuts, () => undefined);
  }, []);

  const keySaved = view?.apiKey.hasKey ?? false;
  return (
    <main class="welcome">
      <header class="app-header">
        <h1 class="page-title">
          <AppIcon />
          {i18n.t('welcome.title')}
        </h1>
      </header>
      <p>{i18n.t('welcome.intro')}</p>

      <ol class="welcome__steps">
        <li>
          <h2>{i18n.t('welcome.tryTitle')}</h2>
          <p>{i18n.t('welcome.tryText')}</p>
          <ul class="welcome__samples">
            {DEMO_SAMPLES.map((sample) => (
              <li key={sample.value}>
                <button type="button" disabled={state.status === 'loading'} onClick={() => void run(sample)}>
                  {i18n.t('welcome.trySample', [i18n.t(KIND_KEYS[sample.kind]), sample.value])}
                </button>
              </li>
            ))}
          </ul>
          <div aria-live="polite" class="status">
            {state.status === 'loading' && (
              <p class="loading">{i18n.t('lookup.lookingUp', [state.query.value])}</p>
            )}
          </div>
          {state.status === 'error' && (
            <p class="failure" role="alert">
              {state.message}
            </p>
          )}
          {state.status === 'done' && <ResultCard result={state.result} />}
        </li>
        <li>
          <h2>{i18n.t('welcome.sitesTitle')}</h2>
          <p>{i18n.t('welcome.sitesText')}</p>
          <OrgSitesOffer sites={view?.policy.values.scanSites} />
          <ul>
            {shortcuts
              .filter((command) => command.shortcut && command.description)
              .map((command) => (
                <li key={command.name}>
                  <kbd>{command.shortcut}</kbd> {command.description}
                </li>
              ))}
          </ul>
        </li>
        <li>
          <h2>{i18n.t('welcome.keyTitle')}</h2>
          <p>{i18n.t('welcome.keyText')}</p>
          <p>
            {keySaved ? (
              <span class="badge">{i18n.t('welcome.keySaved')}</span>
            ) : (
              <a href="/options.html">{i18n.t('welcome.openOptions')}</a>
            )}
          </p>
        </li>
      </ol>

      <section aria-labelledby="welcome-cost">
        <h2 id="welcome-cost">{i18n.t('welcome.costTitle')}</h2>
        <ul>
          <li>{i18n.t('welcome.costDemo')}</li>
          <li>{i18n.t('welcome.costApi')}</li>
          <li>{i18n.t('welcome.costCache')}</li>
          <li>{i18n.t('welcome.privacy')}</li>
        </ul>
      </section>
    </main>
  );
}
