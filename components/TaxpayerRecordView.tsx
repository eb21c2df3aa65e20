import { i18n } from '#i18n';
import { useId } from 'preact/hooks';
import type { TaxpayerRecord } from '@/utils/api/model';
import { EMPTY_VALUE, taxpayerFields } from '@/utils/format/report-text';
import { mailtoHref, telHref } from '@/utils/format/safe-url';
import { visibleText } from '@/utils/format/visible-text';
import { checkName, type NameCheck } from '@/utils/taxpayer/name-check';
import { rcNumbersMatch } from '@/utils/taxpayer/name-match';
import { readTaxpayerClaim } from '@/utils/taxpayer/page-claim';
import { taxOfficeMeaning } from '@/utils/taxpayer/tax-offices';
import { CopyButton } from './CopyButton';

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

/** What the page printed (or the user typed) beside the number, against the record: name, then RC. The
 * name's verdict is the background's (utils/taxpayer/name-check), made from visible text only. */
function PageClaimCheck({
  record,
  nameCheck,
  rc,
}: {
  record: TaxpayerRecord;
  nameCheck?: NameCheck;
  rc?: string;
}) {
  const lines: { ok: boolean | undefined; text: string }[] = [];
  if (nameCheck?.match === 'unchecked') {
    lines.push({ ok: undefined, text: i18n.t('nameCheck.hiddenNote') });
  } else if (nameCheck) {
    const ok = nameCheck.match === 'matches';
    const typed = nameCheck.from !== 'page';
    const [matches, differs] = typed
      ? (['taxpayer.nameTypedMatches', 'taxpayer.nameTypedDiffers'] as const)
      : (['taxpayer.nameOnPageMatches', 'taxpayer.nameOnPageDiffers'] as const);
    lines.push({ ok, text: ok ? i18n.t(matches) : i18n.t(differs, [nameCheck.claimed]) });
  }
  if (rc && record.cacRegNumber.trim() !== '') {
    const ok = rcNumbersMatch(rc, record.cacRegNumber);
    lines.push({
      ok,
      text: ok ? i18n.t('taxpayer.rcOnPageMatches') : i18n.t('taxpayer.rcOnPageDiffers', [rc]),
    });
  }
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

/** The verdict first ("Verified", the name as the heading), then the page's claim, then the fields. */
export function TaxpayerRecordView({
  record,
  pageText,
  nameToMatch,
  nameCheck,
  reference,
}: {
  record: TaxpayerRecord;
  /** What the page printed around the number (visible text), when it was looked up from a page. */
  pageText?: string;
  /** A name the user typed beside a pasted number, when the answer carries no check of it. */
  nameToMatch?: string;
  /** The answer's own name check (LookupResult.nameCheck). */
  nameCheck?: NameCheck;
  /** The provider's reference of this answer, to quote to its support. */
  reference?: string;
}) {
  const id = useId();
  const rc = pageText ? readTaxpayerClaim(pageText).rc : undefined;
  const typed = nameToMatch?.trim()
    ? checkName({ name: nameToMatch, from: 'typed' }, record.taxpayerName)
    : undefined;
  const check = typed ?? nameCheck;
  const fields = taxpayerFields(record).filter((key) => key !== 'taxpayerName');
  return (
    <div class="taxpayer">
      <p class="verdict verdict--ok" title={i18n.t('taxpayer.verifiedNote')}>
        <span aria-hidden="true">✓ </span>
        {i18n.t('taxpayer.verified')}
      </p>
      <h2 class="taxpayer__name">{visibleText(record.taxpayerName) || i18n.t('taxpayer.unnamed')}</h2>
      <PageClaimCheck record={record} nameCheck={check} rc={rc} />
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
