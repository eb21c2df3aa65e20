import { i18n } from '#i18n';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { openSidePanel } from '../../utils/panel/open-side-panel';
import type { HistoryRow } from '../../utils/history/schema';
import { sendMessage, type SettingsView } from '../../utils/messaging/protocol';
import { LookupForm } from '../LookupForm';
import { ResultCard } from '../ResultCard';
import { useLookup } from '../useLookup';
import { DataSourceBadge } from '../DataSourceBadge';
import { RecentLookups } from '../RecentLookups';
import { useActiveTab } from '../useActiveTab';
import { PageScanControls } from './PageScanControls';
import { readBackground } from '../readBackground';

async function openPanelForCurrentWindow() {
  const window = await browser.windows.getCurrent();
  if (await openSidePanel({ windowId: window.id })) globalThis.close();
}

export function PopupApp() {
  const [view, setView] = useState<SettingsView>();
  const [recent, setRecent] = useState<HistoryRow[]>([]);
  const { state, run } = useLookup('popup');
  const tab = useActiveTab();

  useEffect(() => {
    readBackground(() => sendMessage('ui:getState', undefined)).then(setView, () => undefined);
  }, []);
  useEffect(() => {
    if (state.status !== 'loading')
      readBackground(() => sendMessage('ui:listHistory', undefined)).then(
        (all) => setRecent(all.slice(0, 5)),
        () => undefined,
      );
  }, [state.status]);

  return (
    <main class="popup">
      <header class="app-header">
        <h1>{i18n.t('app.title')}</h1>
        {view && <DataSourceBadge view={view} />}
      </header>
      <LookupForm busy={state.status === 'loading'} onSubmit={(query) => run(query)} />
      <div aria-live="polite" class="status">
        {state.status === 'loading' && (
          <p class="loading">{i18n.t('lookup.lookingUp', [state.query.value])}</p>
        )}
      </div>
      {state.status === 'error' && (
        <div class="failure" role="alert">
          <p class="failure__title">{i18n.t('lookup.failed')}</p>
          <p>{state.message}</p>
          <button type="button" onClick={() => run(state.query)}>
            {i18n.t('lookup.retry')}
          </button>
        </div>
      )}
      {state.status === 'done' && (
        <ResultCard
          result={state.result}
          onRefresh={() => run(state.query, { refresh: true })}
          onRetry={() => run(state.query)}
          onConfirm={() => run(state.query, { acceptWarnings: true })}
          onLookup={(query) => run(query)}
          tabId={tab?.id}
        />
      )}
      {state.status === 'idle' && <RecentLookups entries={recent} />}
      {tab && <PageScanControls tab={tab} />}
      <footer class="app-footer">
        <button type="button" class="link" onClick={() => void openPanelForCurrentWindow()}>
          {i18n.t('app.openSidePanel')}
        </button>
        <a href="/options.html" target="_blank">
          {i18n.t('app.options')}
        </a>
      </footer>
    </main>
  );
}
