import { i18n } from '#i18n';
import { useCallback, useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { openSidePanel } from '@/utils/panel/open-side-panel';
import type { HistoryEntry, HistoryRow } from '@/utils/history/schema';
import { sendMessage, type SettingsView } from '@/utils/messaging/protocol';
import { LookupForm } from '@/components/LookupForm';
import { ResultCard } from '@/components/ResultCard';
import { useLookup } from '@/components/hooks/useLookup';
import { DataSourceBadge } from '@/components/DataSourceBadge';
import { RecentLookups } from '@/components/RecentLookups';
import { useActiveTab } from '@/components/hooks/useActiveTab';
import { DemoStrip } from './DemoStrip';
import { OpenPdfButton } from './OpenPdfButton';
import { PageScanControls } from './PageScanControls';
import { SetupChecklist } from './SetupChecklist';
import { readBackground } from '@/components/hooks/readBackground';
import { useManagedChanges } from '@/components/hooks/useManagedChanges';
import { BalanceBar } from '@/components/provider/BalanceBar';
import { OrgSitesOffer } from '@/components/OrgSitesOffer';
import { AppIcon } from '@/components/AppIcon';

async function openPanelForCurrentWindow() {
  const window = await browser.windows.getCurrent();
  if (await openSidePanel({ windowId: window.id })) globalThis.close();
}

export function PopupApp() {
  const [view, setView] = useState<SettingsView>();
  const [recent, setRecent] = useState<HistoryRow[]>([]);
  const { state, run: runLookup, clear } = useLookup('popup');
  const [opened, setOpened] = useState<HistoryEntry>();
  const [nameToMatch, setNameToMatch] = useState<string>();
  const tab = useActiveTab();
  // The typed name goes with every request for this query (a refresh too), so each answer stores its claim.
  const typedClaim = nameToMatch ? { nameClaim: { name: nameToMatch, from: 'typed' as const } } : {};

  function run(...args: Parameters<typeof runLookup>) {
    setOpened(undefined);
    void runLookup(...args);
  }

  function openRecent(id: string) {
    readBackground(() => sendMessage('ui>bg:getHistoryEntries', { ids: [id] })).then(
      ([entry]) => setOpened(entry),
      () => undefined,
    );
  }

  const loadView = useCallback(() => {
    readBackground(() => sendMessage('ui>bg:getState', undefined)).then(setView, () => undefined);
  }, []);
  useEffect(loadView, [loadView]);
  // Shown at once from the last known policy; shown again when the organisation's read lands or changes.
  useManagedChanges(loadView);
  useEffect(() => {
    if (state.status !== 'loading')
      readBackground(() => sendMessage('ui>bg:listHistory', undefined)).then(
        (all) => setRecent(all.slice(0, 5)),
        () => undefined,
      );
  }, [state.status]);

  return (
    <main class="popup">
      <header class="app-header">
        <h1 class="page-title">
          <AppIcon />
          {i18n.t('app.title')}
        </h1>
        {view && <DataSourceBadge view={view} />}
      </header>
      <BalanceBar reloadKey={state.status} />
      <OrgSitesOffer sites={view?.policy.values.scanSites} />
      {tab && <OpenPdfButton tab={tab} />}
      {view?.settings.dataSource === 'demo' && <DemoStrip onTry={(query) => run(query)} />}
      <LookupForm
        busy={state.status === 'loading'}
        demo={view?.settings.dataSource === 'demo'}
        focusOnOpen
        pickImageInViewer={import.meta.env.BROWSER === 'firefox'}
        reportedVin={
          state.status === 'done' && !opened && state.result.kind === 'vin'
            ? state.result.value
            : opened?.kind === 'vin'
              ? opened.value
              : undefined
        }
        onEdit={() => {
          clear();
          setOpened(undefined);
        }}
        onSubmit={(query, options) => {
          const name = options?.nameToMatch?.trim();
          setNameToMatch(name);
          // The typed name goes with the request, so history and its exports keep the check.
          run(query, name ? { nameClaim: { name, from: 'typed' } } : {});
        }}
      />
      <div aria-live="polite" class="status">
        {state.status === 'loading' && (
          <p class="loading">{i18n.t('lookup.lookingUp', [state.query.value])}</p>
        )}
      </div>
      {state.status === 'error' && !opened && (
        <div class="failure" role="alert">
          <p class="failure__title">{i18n.t('lookup.failed')}</p>
          <p>{state.message}</p>
          <button type="button" onClick={() => run(state.query)}>
            {i18n.t('lookup.retry')}
          </button>
        </div>
      )}
      {state.status === 'done' && !opened && (
        <ResultCard
          result={state.result}
          onRefresh={() => run(state.query, { ...typedClaim, refresh: true })}
          onRetry={() => run(state.query, typedClaim)}
          onConfirm={() => run(state.query, { ...typedClaim, acceptWarnings: true, confirmCost: true })}
          onLookup={(query) => run(query)}
          tabId={tab?.id}
        />
      )}
      {opened && state.status !== 'loading' && (
        <ResultCard
          result={{ ...opened.result, fromCache: true }}
          onRefresh={() => run({ kind: opened.kind ?? 'vin', value: opened.value }, { refresh: true })}
        />
      )}
      {view && !view.apiKey.hasKey && <SetupChecklist triedLookup={recent.length > 0} />}
      {state.status === 'idle' && !opened && (
        <RecentLookups
          entries={recent}
          onOpen={openRecent}
          emptyText={i18n.t(view?.settings.dataSource === 'demo' ? 'recent.emptyDemo' : 'recent.empty')}
        />
      )}
      {tab && <PageScanControls tab={tab} />}
      <footer class="app-footer">
        <button type="button" class="link" onClick={() => void openPanelForCurrentWindow()}>
          {i18n.t('app.openSidePanel')}
        </button>
        <a href="/options.html" target="_blank">
          {i18n.t('app.options')}
        </a>
        <a href="/bulk.html" target="_blank">
          {i18n.t('bulk.open')}
        </a>
      </footer>
    </main>
  );
}
