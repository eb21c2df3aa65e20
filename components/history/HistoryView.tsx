import { i18n } from '#i18n';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { IdentifierKind } from '@/utils/api/model';
import { KIND_SHORT_LABEL_KEYS } from '@/utils/detect/kind-labels';
import { IDENTIFIER_KINDS } from '@/utils/detect/types';
import { historyToCsv, historyToJson } from '@/utils/history/export';
import { filterHistory, NO_FILTER, type HistoryFilter } from '@/utils/history/filter';
import { PERIODS, periodBounds, type Period } from '@/utils/history/periods';
import { translate } from '@/utils/i18n/extension-translate';
import type { HistoryEntry, HistoryRow } from '@/utils/history/schema';
import { describeAge, formatTimestamp, localTimeAndZone } from '@/utils/format/time';
import { HISTORY_ENTRIES_PER_MESSAGE, sendMessage } from '@/utils/messaging/protocol';
import { downloadText } from '@/utils/format/download';
import { Field } from '@/components/Field';
import { ResultCard } from '@/components/ResultCard';
import { visibleText } from '@/utils/format/visible-text';
import { readBackground } from '@/components/hooks/readBackground';
import { VinSummary } from '@/components/vin/VinSummary';
import { RowVerdictWords } from './RowVerdict';
import { usePolicy } from '@/components/hooks/usePolicy';
import { exportsAllowed } from '@/utils/policy/view';
import { PeriodSpend, RowCharge } from '@/components/provider/SpendSummary';

const PERIOD_KEYS = {
  all: 'history.anyTime',
  today: 'history.today',
  yesterday: 'history.yesterday',
  week: 'history.thisWeek',
  month: 'history.lastMonth',
  range: 'history.range',
} as const satisfies Record<Period, string>;

/** The period in words, for the spend line: "Yesterday", or a range's two days. */
function periodLabel(period: Period, range: { from: string; to: string }): string {
  if (period !== 'range') return i18n.t(PERIOD_KEYS[period]);
  if (range.from && range.to) return i18n.t('spend.between', [range.from, range.to]);
  if (range.from) return i18n.t('spend.since', [range.from]);
  if (range.to) return i18n.t('spend.until', [range.to]);
  return i18n.t('history.anyTime');
}

/** Full answers of these rows, from the background (the list itself holds rows only). */
async function readEntries(ids: string[]): Promise<HistoryEntry[]> {
  const parts: HistoryEntry[][] = [];
  for (let start = 0; start < ids.length; start += HISTORY_ENTRIES_PER_MESSAGE) {
    const part = ids.slice(start, start + HISTORY_ENTRIES_PER_MESSAGE);
    parts.push(await readBackground(() => sendMessage('ui>bg:getHistoryEntries', { ids: part })));
  }
  return parts.flat();
}

/** History with search, filters, reopening and export; the list works on rows, full answers load on open. */
export function HistoryView({ reloadKey }: { reloadKey: unknown }) {
  const [entries, setEntries] = useState<HistoryRow[]>([]);
  const [filter, setFilter] = useState<HistoryFilter>(NO_FILTER);
  const [period, setPeriod] = useState<Period>('all');
  const [range, setRange] = useState({ from: '', to: '' });
  const [reloads, setReloads] = useState(0);
  const canExport = exportsAllowed(usePolicy());
  /** The opened row; its entry is undefined while it loads, null once it is no longer in history. */
  const [opened, setOpened] = useState<{ id: string; entry?: HistoryEntry | null }>();

  function toggle(id: string) {
    if (opened?.id === id) {
      setOpened(undefined);
      return;
    }
    setOpened({ id });
    // Only the row still open takes the answer: another may have been opened meanwhile.
    readEntries([id]).then(
      ([entry]) => setOpened((current) => (current?.id === id ? { id, entry: entry ?? null } : current)),
      () => setOpened((current) => (current?.id === id ? undefined : current)),
    );
  }

  useEffect(() => {
    readBackground(() => sendMessage('ui>bg:listHistory', undefined)).then(setEntries, () => undefined);
  }, [reloadKey, reloads]);

  const now = Date.now();
  // `now` changes every render; the period decides the bounds.
  const bounds = useMemo(() => periodBounds(period, now, range), [period, range, entries]);
  const shown = useMemo(() => filterHistory(entries, { ...filter, ...bounds }), [entries, filter, bounds]);
  const stamp = localTimeAndZone(now).time.slice(0, 10);

  return (
    <section class="history" aria-labelledby="history-heading">
      <h2 id="history-heading">{i18n.t('history.heading')}</h2>
      <div class="history__filters">
        <Field label={i18n.t('history.search')}>
          <input
            type="search"
            value={filter.text}
            onInput={(e) => setFilter({ ...filter, text: e.currentTarget.value })}
          />
        </Field>
        <Field label={i18n.t('history.kind')} narrow>
          <select
            value={filter.kind}
            onChange={(e) => setFilter({ ...filter, kind: e.currentTarget.value as IdentifierKind | 'all' })}
          >
            <option value="all">{i18n.t('history.all')}</option>
            {IDENTIFIER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {i18n.t(KIND_SHORT_LABEL_KEYS[kind])}
              </option>
            ))}
          </select>
        </Field>
        <Field label={i18n.t('history.outcome')} narrow>
          <select
            value={filter.outcome}
            onChange={(e) =>
              setFilter({ ...filter, outcome: e.currentTarget.value as HistoryFilter['outcome'] })
            }
          >
            <option value="all">{i18n.t('history.all')}</option>
            <option value="success">{i18n.t('history.found')}</option>
            <option value="failure">{i18n.t('history.failedOutcome')}</option>
          </select>
        </Field>
        <Field label={i18n.t('history.date')} narrow>
          <select value={period} onChange={(e) => setPeriod(e.currentTarget.value as Period)}>
            {PERIODS.map((choice) => (
              <option value={choice} key={choice}>
                {i18n.t(PERIOD_KEYS[choice])}
              </option>
            ))}
          </select>
        </Field>
        {period === 'range' && (
          <>
            <Field label={i18n.t('history.from')} narrow>
              <input
                type="date"
                value={range.from}
                onInput={(e) => setRange({ ...range, from: e.currentTarget.value })}
              />
            </Field>
            <Field label={i18n.t('history.to')} narrow>
              <input
                type="date"
                value={range.to}
                onInput={(e) => setRange({ ...range, to: e.currentTarget.value })}
              />
            </Field>
          </>
        )}
      </div>
      <PeriodSpend rows={entries} bounds={bounds} label={periodLabel(period, range)} now={now} />
      <div class="history__actions">
        {!canExport && <p class="muted">{i18n.t('policy.exportsOff')}</p>}
        {canExport && (
          <button
            type="button"
            disabled={shown.length === 0}
            onClick={() =>
              void readEntries(shown.map((row) => row.id)).then(
                (full) =>
                  downloadText(
                    `vin-tin-history-${stamp}.csv`,
                    historyToCsv(full, { t: translate }),
                    'text/csv',
                  ),
                () => undefined,
              )
            }
          >
            {i18n.t('history.exportCsv')}
          </button>
        )}
        {canExport && (
          <button
            type="button"
            disabled={shown.length === 0}
            onClick={() =>
              void readEntries(shown.map((row) => row.id)).then(
                (full) =>
                  downloadText(`vin-tin-history-${stamp}.json`, historyToJson(full), 'application/json'),
                () => undefined,
              )
            }
          >
            {i18n.t('history.exportJson')}
          </button>
        )}
        <button type="button" class="link" onClick={() => setReloads(reloads + 1)}>
          {i18n.t('history.refresh')}
        </button>
        <span class="muted" aria-live="polite">
          {i18n.t('history.count', [shown.length, entries.length])}
        </span>
      </div>
      {shown.length === 0 ? (
        <p class="muted">{entries.length === 0 ? i18n.t('history.empty') : i18n.t('history.noMatch')}</p>
      ) : (
        <ul class="history__list">
          {shown.map((entry) => (
            <li
              key={entry.id}
              class={entry.outcome === 'success' ? 'history__item' : 'history__item history__item--failed'}
            >
              <button
                type="button"
                class="history__row"
                aria-expanded={opened?.id === entry.id}
                onClick={() => toggle(entry.id)}
              >
                <code>{entry.value}</code>
                <span>{visibleText(entry.summary)}</span>
                {entry.kind === 'vin' && entry.outcome !== 'success' && <VinSummary vin={entry.value} />}
                <RowVerdictWords row={entry} />
                {entry.vinCheck && <span class="vin-summary vin-summary--warn">{entry.vinCheck}</span>}
                {entry.nameCheck?.match === 'differs' && (
                  <span class="vin-summary vin-summary--warn">
                    {i18n.t('nameCheck.historyDiffers', [visibleText(entry.nameCheck.claimed)])}
                  </span>
                )}
                <span class="history__when">
                  <span class="muted" title={formatTimestamp(entry.at)}>
                    {describeAge(entry.at, now)}
                    {entry.fromCache && entry.source.id !== 'api' ? i18n.t('history.cached') : ''}
                  </span>
                  <RowCharge row={entry} />
                </span>
              </button>
              {opened?.id === entry.id && opened.entry && (
                <ResultCard result={opened.entry.result} now={now} />
              )}
              {opened?.id === entry.id && opened.entry === null && (
                <p class="muted">{i18n.t('report.gone')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
