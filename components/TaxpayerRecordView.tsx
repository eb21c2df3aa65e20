import { i18n } from '#i18n';
import { useId } from 'preact/hooks';
import type { TaxpayerRecord } from '@/utils/api/model';
import { EMPTY_VALUE, taxpayerFields } from '@/utils/format/report-text';
import { mailtoHref, telHref } from '@/utils/format/safe-url';
import { visibleText } from '@/utils/format/visible-text';
import { translate } from '@/utils/i18n/extension-translate';
import type { Verdict } from '@/utils/verdict/state';
import { checkLine } from '@/utils/verdict/words';
import { taxOfficeMeaning } from '@/utils/taxpayer/tax-offices';
import { CopyButton } from './CopyButton';
import { VerdictLine } from './VerdictLine';

function FieldValue({ field, value }: { field: keyof TaxpayerRecord; value: string }) {
  if (value.trim() === '') return <span class="muted">{EMPTY_VALUE}</span>;
  const href = field === 'email' ? mailtoHref(value) : field === 'phoneNumber' ? telHref(value) : undefined;
  const meaning = field === 'taxOffice' ? taxOfficeMeaning(value) : undefined;
  return href ? (
    <a href={href}>{visibleText(value)}</a>
  ) : (
    <span class="values__text">
      {visibleText(value)}
      {meaning && <span class="muted"> · {i18n.t(meaning)}</span>}
    </span>
  );
}

/** The name and RC checks of the answer's verdict, each naming what was compared; decided elsewhere. */
function PageClaimCheck({ verdict }: { verdict: Verdict }) {
  const lines = verdict.checks
    .filter((check) => check.name === 'name' || check.name === 'rc')
    .map((check) => ({
      ok: check.state === 'unchecked' ? undefined : check.state === 'held',
      text: checkLine(check, translate),
    }));
  if (lines.length === 0) return null;
  return (
    <ul class="claim-check">
      {lines.map((line) => (
        <li
          key={line.text}
          class={line.ok === undefined ? 'muted' : line.ok ? 'claim-check__ok' : 'claim-check__differs'}
        >
          <span aria-hidden="true">{line.ok === undefined ? '' : line.ok ? '✓ ' : '✗ '}</span>
          {line.text}
        </li>
      ))}
    </ul>
  );
}

/** The verdict first (the answer's, utils/verdict/), the name as the heading, the checks, then the fields. */
export function TaxpayerRecordView({
  record,
  verdict,
  reference,
}: {
  record: TaxpayerRecord;
  /** The answer's verdict: "Verified" only when every check held. */
  verdict: Verdict;
  /** The provider's reference of this answer, to quote to its support. */
  reference?: string;
}) {
  const id = useId();
  const fields = taxpayerFields(record).filter((key) => key !== 'taxpayerName');
  return (
    <div class="taxpayer">
      <VerdictLine verdict={verdict} />
      <h2 class="taxpayer__name">{visibleText(record.taxpayerName) || i18n.t('taxpayer.unnamed')}</h2>
      <PageClaimCheck verdict={verdict} />
      <dl class="values">
        {fields.map((key) => {
          const value = record[key] ?? '';
          return (
            <div class="values__row" key={key}>
              <dt id={`${id}-${key}`}>{i18n.t(`taxpayer.${key}`)}</dt>
              <dd>
                <FieldValue field={key} value={value} />
                {value.trim() !== '' && (
                  <CopyButton text={value} label={i18n.t('copy.copy')} describedBy={`${id}-${key}`} />
                )}
              </dd>
            </div>
          );
        })}
        {reference && (
          <div class="values__row">
            <dt id={`${id}-reference`}>{i18n.t('businessTax.reference')}</dt>
            <dd>
              <span class="values__text">{visibleText(reference)}</span>
              <CopyButton text={reference} label={i18n.t('copy.copy')} describedBy={`${id}-reference`} />
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
