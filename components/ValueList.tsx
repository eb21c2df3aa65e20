import { i18n } from '#i18n';
import type { LabelledValue } from '@/utils/api/model';
import { EMPTY_VALUE } from '@/utils/format/report-text';
import { useId } from 'preact/hooks';
import { CopyButton } from './CopyButton';
import { visibleText } from '@/utils/format/visible-text';

/** A label/value list in the API's order; empty values show a dash, or are left out when `hideEmpty`. */
export function ValueList({
  rows,
  hideEmpty,
  display = (value) => value,
}: {
  rows: readonly LabelledValue[];
  hideEmpty: boolean;
  /** How a value is shown and copied, e.g. with metric units first. */
  display?: (value: string) => string;
}) {
  const id = useId();
  const shown = hideEmpty ? rows.filter((row) => row.value.trim() !== '') : rows;
  if (shown.length === 0) return <p class="muted">{i18n.t('values.none')}</p>;
  return (
    <dl class="values">
      {shown.map((row, index) => (
        <div class="values__row" key={`${row.key}-${index}`}>
          <dt id={`${id}-${index}`}>{row.label}</dt>
          <dd>
            {row.value.trim() === '' ? (
              <span class="muted" aria-label={i18n.t('values.empty')}>
                {EMPTY_VALUE}
              </span>
            ) : (
              <>
                <span class="values__text">{visibleText(display(row.value))}</span>
                <CopyButton
                  text={display(row.value)}
                  label={i18n.t('copy.copy')}
                  describedBy={`${id}-${index}`}
                />
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
