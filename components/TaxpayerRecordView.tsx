import { i18n } from '#i18n';
import type { TaxpayerRecord } from '../utils/api/model';
import { EMPTY_VALUE, TAXPAYER_FIELDS } from '../utils/format/report-text';
import { mailtoHref, telHref } from '../utils/format/safe-url';
import { useId } from 'preact/hooks';
import { CopyButton } from './CopyButton';
import { visibleText } from '../utils/format/visible-text';

function FieldValue({ field, value }: { field: keyof TaxpayerRecord; value: string }) {
  if (value.trim() === '') return <span class="muted">{EMPTY_VALUE}</span>;
  const href = field === 'email' ? mailtoHref(value) : field === 'phoneNumber' ? telHref(value) : undefined;
  return href ? (
    <a href={href}>{visibleText(value)}</a>
  ) : (
    <span class="values__text">{visibleText(value)}</span>
  );
}

export function TaxpayerRecordView({ record }: { record: TaxpayerRecord }) {
  const id = useId();
  return (
    <div class="taxpayer">
      <h2 class="taxpayer__name">{visibleText(record.taxpayerName) || i18n.t('taxpayer.unnamed')}</h2>
      <dl class="values">
        {TAXPAYER_FIELDS.map((key) => (
          <div class="values__row" key={key}>
            <dt id={`${id}-${key}`}>{i18n.t(`taxpayer.${key}`)}</dt>
            <dd>
              <FieldValue field={key} value={record[key]} />
              {record[key].trim() !== '' && (
                <CopyButton text={record[key]} label={i18n.t('copy.copy')} describedBy={`${id}-${key}`} />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
