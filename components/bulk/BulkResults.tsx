import { i18n } from '#i18n';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { bulkStatusLabel } from '@/utils/bulk/export';
import { bulkRowView, filterBulkRows, type BulkFilter } from '@/utils/bulk/rows-view';
import type { BulkItem, BulkRow } from '@/utils/bulk/schema';
import { translate } from '@/utils/i18n/extension-translate';
import type { LookupResult } from '@/utils/lookup/schema';
import { sendMessage } from '@/utils/messaging/protocol';
import { Field } from '@/components/Field';
import { ResultCard } from '@/components/ResultCard';
import { verdictKindOf } from '@/utils/verdict/state';
import { verdictKindLabel } from '@/utils/verdict/words';

const ROW_HEIGHT = 36;
const VIEW_HEIGHT = 432;
/** Rows drawn above and below the visible ones, so a quick scroll never shows a gap. */
const OVERSCAN = 4;
const VISIBLE = Math.ceil(VIEW_HEIGHT / ROW_HEIGHT);
/** Rows are keyed by slot, so a scroll refills the same elements instead of building new ones. */
const SLOTS = VISIBLE + 2 * OVERSCAN + 1;

const FILTER_KEYS = {
  all: 'bulk.filterAll',
  found: 'bulk.filterFound',
  nameDiffers: 'nameCheck.filterDiffers',
  notFound: 'bulk.filterNotFound',
  failed: 'bulk.filterFailed',
  pending: 'bulk.filterPending',
  invalid: 'bulk.filterInvalid',
} as const satisfies Record<BulkFilter, string>;

/** Every input row with its outcome, virtualised: only the rows in view are in the DOM. */
export function BulkResults({
  jobId,
  column,
  nameColumn,
  rows,
  items,
  version,
}: {
  jobId: string;
  column: number;
  /** The file's column of names, matched against each taxpayer's answer. */
  nameColumn?: number;
  rows: readonly BulkRow[];
  items: ReadonlyMap<string, BulkItem>;
  version: number;
}) {
  const [filter, setFilter] = useState<BulkFilter>('all');
  // The first row in view, not the pixel offset: scrolling within a row renders nothing.
  const [topRow, setTopRow] = useState(0);
  const frame = useRef(0);
  const [open, setOpen] = useState<{ row: BulkRow; result?: LookupResult | null }>();
  const shown = useMemo(
    () => filterBulkRows(rows, items, filter, nameColumn),
    [rows, items, version, filter, nameColumn],
  );
  useEffect(() => setTopRow(0), [filter, jobId]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  function onScroll(element: HTMLElement) {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setTopRow(Math.floor(element.scrollTop / ROW_HEIGHT)));
  }

  const first = Math.max(0, topRow - OVERSCAN);
  const last = Math.min(shown.length, topRow + VISIBLE + OVERSCAN);

  async function openRow(row: BulkRow) {
    setOpen({ row });
    const result = row.key ? await sendMessage('ui>bg:bulkRecord', { jobId, key: row.key }) : null;
    setOpen({ row, result });
  }

  return (
    <section class="bulk-results" aria-labelledby="bulk-results-heading">
      <h2 id="bulk-results-heading">{i18n.t('bulk.resultsHeading')}</h2>
      <Field label={i18n.t('bulk.filter')} narrow>
        <select value={filter} onChange={(event) => setFilter(event.currentTarget.value as BulkFilter)}>
          {(Object.keys(FILTER_KEYS) as BulkFilter[]).map((key) => (
            <option key={key} value={key}>
              {i18n.t(FILTER_KEYS[key])}
            </option>
          ))}
        </select>
      </Field>
      <p class="muted" aria-live="polite">
        {i18n.t('bulk.shown', shown.length)}
      </p>
      <div role="table" aria-rowcount={shown.length + 1} class="bulk-table">
        <div role="rowgroup">
          <div role="row" aria-rowindex={1} class="bulk-table__row bulk-table__head">
            <span role="columnheader">{i18n.t('bulk.colRow')}</span>
            <span role="columnheader">{i18n.t('bulk.colIdentifier')}</span>
            <span role="columnheader">{i18n.t('bulk.colStatus')}</span>
            <span role="columnheader" class="bulk-table__kind">
              {i18n.t('bulk.colKind')}
            </span>
            <span role="columnheader">{i18n.t('bulk.colSummary')}</span>
            <span role="columnheader">{i18n.t('bulk.colVinCheck')}</span>
            <span role="columnheader">{i18n.t('bulk.colNameCheck')}</span>
          </div>
        </div>
        <div
          role="rowgroup"
          class="bulk-table__body"
          style={{ height: `${VIEW_HEIGHT}px` }}
          onScroll={(event) => onScroll(event.currentTarget)}
        >
          <div style={{ height: `${shown.length * ROW_HEIGHT}px`, position: 'relative' }}>
            {shown.slice(first, last).map((rowIndex, offset) => {
              const row = rows[rowIndex];
              if (!row) return null;
              const item = row.key === undefined ? undefined : items.get(row.key);
              // The row's verdict and checks (utils/verdict/ through rows-view): this table decides none.
              const view = bulkRowView(row, item, nameColumn, translate, (status) =>
                bulkStatusLabel(status, translate),
              );
              const { status } = view;
              return (
                <div
                  key={(first + offset) % SLOTS}
                  role="row"
                  aria-rowindex={first + offset + 2}
                  class={`bulk-table__row bulk-table__row--${status}`}
                  style={{ top: `${(first + offset) * ROW_HEIGHT}px` }}
                >
                  <span role="cell">
                    <button type="button" class="link" onClick={() => void openRow(row)}>
                      {row.index + 1}
                    </button>
                  </span>
                  <span role="cell">{item?.value ?? row.cells[column] ?? ''}</span>
                  <span
                    role="cell"
                    title={view.statusText}
                    class={view.tone ? `verdict--${view.tone}` : undefined}
                  >
                    {view.statusText}
                  </span>
                  <span role="cell" class="bulk-table__kind">
                    {/* Named by the check that ran: a 13-digit Tax ID is a Tax ID (utils/verdict/). */}
                    {item ? verdictKindLabel({ kind: verdictKindOf(item) }, translate) : ''}
                  </span>
                  <span role="cell">{row.invalid ?? item?.summary ?? ''}</span>
                  <span role="cell" title={view.vinCheckText || undefined}>
                    {view.vinCheck}
                  </span>
                  <span role="cell" title={view.nameClaimed || undefined}>
                    {view.nameCheck}
                  </span>
                </div>
              );
            })}
          </div>
        </div>
      </div>
      {open && (
        <section class="bulk-record" aria-labelledby="bulk-record-heading">
          <h3 id="bulk-record-heading">{i18n.t('bulk.recordHeading', [open.row.index + 1])}</h3>
          {open.result ? (
            <ResultCard result={open.result} />
          ) : open.result === null ? (
            <p>{open.row.invalid ?? i18n.t('bulk.noRecord')}</p>
          ) : (
            <p class="loading" />
          )}
          <button type="button" onClick={() => setOpen(undefined)}>
            {i18n.t('bulk.close')}
          </button>
        </section>
      )}
    </section>
  );
}
