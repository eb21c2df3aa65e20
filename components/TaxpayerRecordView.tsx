import { i18n } from '#i18n';
import { useId } from 'preact/hooks';
import type { TaxpayerRecord } from '@/utils/api/model';
import { EMPTY_VALUE, TAXPAYER_FIELDS } from '@/utils/format/report-text';
import { mailtoHref, telHref } from '@/utils/format/safe-url';
import { visibleText } from '@/utils/format/visible-text';
import { namesMatch, rcNumbersMatch } from '@/utils/taxpayer/name-match';
import { readTaxpayerClaim, type TaxpayerClaim } from '@/utils/taxpayer/page-claim';
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

/** What the page printed (or the user typed) beside the number, against the record: name, then RC. */
function PageClaimCheck({
  record,
  claim,
  typed,
}: {
  record: TaxpayerRecord;
  claim: TaxpayerClaim;
  typed: boolean;
}) {
  const lines: { ok: boolean; text: string }[] = [];
  if (claim.name) {
    const ok = namesMatch(claim.name, record.taxpayerName);
    const [matches, differs] = typed
      ? (['taxpayer.nameTypedMatches', 'taxpayer.nameTypedDiffers'] as const)
      : (['taxpayer.nameOnPageMatches', 'taxpayer.nameOnPageDiffers'] as const);
    lines.push({ ok, text: ok ? i18n.t(matches) : i18n.t(differs, [claim.name]) });
  }
  if (claim.rc && record.cacRegNumber.trim() !== '') {
    const ok = rcNumbersMatch(claim.rc, record.cacRegNumber);
    lines.push({
      ok,
      text: ok ? i18n.t('taxpayer.rcOnPageMatches') : i18n.t('taxpayer.rcOnPageDiffers', [claim.rc]),
    });
  }
  if (lines.length === 0) return null;
  return (
    <ul class="claim-check">
      {lines.map((line) => (
        <li key={line.text} class={line.ok ? 'claim-check__ok' : 'claim-check__differs'}>
          <span aria-hidden="true">{line.ok ? '✓ ' : '✗ '}</span>
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
}: {
  record: TaxpayerRecord;
  /** What the page printed around the number, when it was looked up from a page. */
  pageText?: string;
  /** A name the user typed beside a pasted number. */
  nameToMatch?: string;
}) {
  const id = useId();
  const claim: TaxpayerClaim = pageText ? readTaxpayerClaim(pageText) : {};
  if (nameToMatch?.trim()) claim.name = nameToMatch.trim();
  return (
    <div class="taxpayer">
      <p class="verdict verdict--ok" title={i18n.t('taxpayer.verifiedNote')}>
        <span aria-hidden="true">✓ </span>
        {i18n.t('taxpayer.verified')}
      </p>
      <h2 class="taxpayer__name">{visibleText(record.taxpayerName) || i18n.t('taxpayer.unnamed')}</h2>
      <PageClaimCheck record={record} claim={claim} typed={!!nameToMatch?.trim()} />
      <dl class="values">
        {TAXPAYER_FIELDS.filter((key) => key !== 'taxpayerName').map((key) => (
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
