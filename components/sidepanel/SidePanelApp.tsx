import { i18n } from '#i18n';
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { LookupRequest } from '@/utils/lookup/schema';
import { sendMessage, type PageIdentifier, type SettingsView } from '@/utils/messaging/protocol';
import type { TabLookup } from '@/utils/panel/tab-lookups';
import { DataSourceBadge } from '@/components/DataSourceBadge';
import { HistoryView } from '@/components/history/HistoryView';
import { LookupForm, type LookupQuery } from '@/components/LookupForm';
import { OpenPdfFile } from './OpenPdfFile';
import { PageCountryLine } from './PageCountryLine';
import { PageIdentifiers } from './PageIdentifiers';
import { TabLookups } from './TabLookups';
import { useActiveTab } from '@/components/hooks/useActiveTab';
import { describeMessagingError } from '@/components/hooks/useLookup';
import { useTabLookups } from './useTabLookups';
import { readBackground } from '@/components/hooks/readBackground';
import { useManagedChanges } from '@/components/hooks/useManagedChanges';
import { BalanceBar } from '@/components/provider/BalanceBar';
import { SpendSummary } from '@/components/provider/SpendSummary';
import { AppIcon } from '@/components/AppIcon';

type View = 'tab' | 'history';

/** How often running lookups are checked for having been cut off. */
const TICK_MS = 5_000;

export function SidePanelApp() {
  const tab = useActiveTab();
  const lookups = useTabLookups(tab?.id);
  // `?view=history` opens History: pages whose answer is gone link there.
  const [view, setView] = useState<View>(() =>
    new URLSearchParams(location.search).get('view') === 'history' ? 'history' : 'tab',
  );
  const [settings, setSettings] = useState<SettingsView>();
  const [problem, setProblem] = useState<string>();
  const [now, setNow] = useState(Date.now());
  // One report open at a time: the newest when it arrives, or the one the user asked for.
  const [openId, setOpenId] = useState<string>();
  const [reveal, setReveal] = useState(0);
  /** Bumped when the user's country rule for the site changed: the list is read again with it. */
  const [countryChanges, setCountryChanges] = useState(0);
  const newestId = lookups[0]?.id;

  const loadSettings = useCallback(() => {
    readBackground(() => sendMessage('ui>bg:getState', undefined)).then(setSettings, () => undefined);
  }, []);
  // Shown at once from the last known policy; shown again when the organisation's read lands or changes.
  useManagedChanges(loadSettings);
  useEffect(() => {
    loadSettings();
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => setOpenId(newestId), [newestId]);

  const openReport = (lookupId: string) => {
    setOpenId(lookupId);
    setReveal((count) => count + 1);
  };
  async function revealOnPage(identifier: PageIdentifier) {
    if (!tab) return;
    setProblem(undefined);
    const shown = await sendMessage('ui>bg:revealIdentifier', {
      tabId: tab.id,
      value: identifier.value,
    }).catch(() => false);
    if (!shown) setProblem(i18n.t('panel.notOnPage', [identifier.value]));
  }

  async function lookUp(request: Omit<LookupRequest, 'trigger'>) {
    if (!tab) return;
    setProblem(undefined);
    setView('tab');
    try {
      await sendMessage('ui>bg:lookupForTab', {
        tabId: tab.id,
        request: { ...request, trigger: 'side-panel' },
      });
    } catch (error) {
      setProblem(describeMessagingError(error));
    }
  }

  const search = (query: LookupQuery) => lookUp({ kind: query.kind, value: query.value });
  const retry = (lookup: TabLookup, refresh = false, confirmCost = false) =>
    lookUp({
      kind: lookup.kind,
      value: lookup.value,
      acceptWarnings: true,
      ...(refresh ? { refresh } : {}),
      ...(confirmCost ? { confirmCost } : {}),
    });
  const lookUpFound = async (identifiers: PageIdentifier[]) => {
    for (const identifier of identifiers)
      await lookUp({ kind: identifier.kind, value: identifier.value, acceptWarnings: true });
  };
  const finished = lookups.filter((lookup) => lookup.result).length;

  return (
    <main class="sidepanel">
      <header class="app-header">
        <h1 class="page-title">
          <AppIcon />
          {i18n.t('app.title')}
        </h1>
        {settings && <DataSourceBadge view={settings} />}
      </header>
      <BalanceBar reloadKey={finished} />
      <LookupForm
        busy={false}
        demo={settings?.settings.dataSource === 'demo'}
        askName={false}
        onSubmit={search}
      />
      {problem && (
        <p class="failure" role="alert">
          {problem}
        </p>
      )}
      <nav class="tabs" aria-label={i18n.t('panel.sections')}>
        <button
          type="button"
          class={view === 'tab' ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
          aria-pressed={view === 'tab'}
          onClick={() => setView('tab')}
        >
          {i18n.t('panel.thisTab')}
        </button>
        <button
          type="button"
          class={view === 'history' ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
          aria-pressed={view === 'history'}
          onClick={() => setView('history')}
        >
          {i18n.t('panel.history')}
        </button>
      </nav>
      {view === 'tab' ? (
        <>
          {tab && (
            <section aria-labelledby="page-ids-heading">
              <h2 id="page-ids-heading">{i18n.t('panel.onThisPage')}</h2>
              <PageCountryLine
                tabId={tab.id}
                refreshKey={tab.url ?? ''}
                onChanged={() => setCountryChanges((count) => count + 1)}
              />
              <PageIdentifiers
                tabId={tab.id}
                refreshKey={tab.url ?? ''}
                reloadKey={countryChanges}
                demo={settings?.settings.dataSource === 'demo'}
                lookups={lookups}
                now={now}
                onLookUp={lookUpFound}
                onOpen={openReport}
                onReveal={(identifier) => void revealOnPage(identifier)}
              />
            </section>
          )}
          <section aria-labelledby="tab-results-heading">
            <h2 id="tab-results-heading">{i18n.t('panel.results')}</h2>
            <TabLookups
              lookups={lookups}
              openId={openId}
              reveal={reveal}
              now={now}
              onOpen={setOpenId}
              onRetry={retry}
              onLookup={search}
            />
          </section>
        </>
      ) : (
        <HistoryView reloadKey={finished} />
      )}
      {/* History shows the spend of the period it lists; this tab's view, today's and this month's. */}
      {view === 'tab' && <SpendSummary reloadKey={finished} />}
      <OpenPdfFile />
      <footer class="app-footer">
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
