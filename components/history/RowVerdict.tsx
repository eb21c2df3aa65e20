import type { HistoryRow } from '@/utils/history/schema';
import { translate } from '@/utils/i18n/extension-translate';
import { rowVerdictOf } from '@/utils/verdict/row';
import { verdictHeading, verdictMark } from '@/utils/verdict/words';

/** A history row's verdict in the answer's own words and tone (utils/verdict/): the list decides nothing. */
export function RowVerdictWords({ row }: { row: HistoryRow }) {
  const verdict = rowVerdictOf(row);
  const mark = verdict.tone === 'info' ? '' : `${verdictMark(verdict)} `;
  return (
    <span class={`history__verdict verdict--${verdict.tone}`}>
      {mark}
      {verdictHeading(verdict, translate)}
    </span>
  );
}
