import { useEffect, useState } from 'preact/hooks';
import { tabLookupsItem, type TabLookup } from '@/utils/panel/tab-lookups';

/** The lookups started from this tab's page or context menu, live as the background records them. */
export function useTabLookups(tabId: number | undefined): TabLookup[] {
  const [all, setAll] = useState<Record<string, TabLookup[]>>({});
  useEffect(() => {
    void tabLookupsItem.getValue().then(setAll);
    return tabLookupsItem.watch((value) => setAll(value ?? {}));
  }, []);
  return tabId === undefined ? [] : (all[tabId] ?? []);
}
