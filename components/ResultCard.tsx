import { i18n } from '#i18n';
import type { LookupResult } from '@/utils/lookup/schema';
import { resultJson, resultText } from '@/utils/format/report-text';
import { describeAge, formatTimestamp } from '@/utils/format/time';
import { CopyButton } from './CopyButton';
import { FailureNotice } from './FailureNotice';
import type { LookupQuery } from './LookupForm';
import { TaxIdFollowUp } from './TaxIdFollowUp';
import { taxIdFailureWording } from '@/utils/lookup/tax-id-follow-up';
import { translate } from '@/utils/i18n/extension-translate';
import { sourceWords } from '@/utils/lookup/provenance';
import { TaxpayerRecordView } from './TaxpayerRecordView';
import { VehicleReportView } from './VehicleReportView';
import { ChargeNote } from './provider/ChargeNote';
import { useStatusCheck } from './provider/useStatusCheck';
import { MaskedVinNote } from './vin/MaskedVinNote';
import { VinPreview } from './vin/VinPreview';
import { isMaskedVin } from '@/utils/detect';
import { resultPageHref } from '@/utils/summary/claim';
import { verdictOf } from '@/utils/verdict/state';
import { verdictKindLabel } from '@/utils/verdict/words';
import { verdictFailureWording } from '@/utils/verdict/failure-words';
import { canSummarise } from '@/utils/summary/model';
import { dateTimeFormat } from '@/utils/format/formatters';

/** "14:02": when a failure was tried; "now" or "1 min ago" would not say it for long. */
function clockTime(at: number): string {
  return dateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(new Date(at));
}

export interface ResultActions {
  /** A new, possibly billed, call that skips the cache. */
  onRefresh?: () => void;
  /** Send again after a failure that is safe to retry. */
  onRetry?: () => void;
  /** Go ahead despite validation warnings (e.g. a VIN check digit that does not match). */
  onConfirm?: () => void;
  /** Start another lookup from this card (the Tax ID follow-up's "Verify RC… on the CAC channel"). */
  onLookup?: (query: LookupQuery) => void;
  /** The tab whose page may show the next identifier to try. */
  tabId?: number;
}

/** An answer with its source and age; region names ("Vehicle report", "Taxpayer record") are a contract. */
export function ResultCard({
  result,
  now = Date.now(),
  printed = false,
  pageText,
  ...actions
}: {
  result: LookupResult;
  now?: number;
  printed?: boolean;
  /** The Tax ID's own block on the page, for its follow-up; never a claim (claims are stored on the answer). */
  pageText?: string;
} & ResultActions) {
  const status = useStatusCheck(result);
  if (status.checked)
    return (
      <ResultCard result={status.checked} now={now} printed={printed} pageText={pageText} {...actions} />
    );
  const { payload } = result;
  // A masked VIN's answer is its free preview: information, never shown as a failure.
  const masked = payload.type === 'failure' && result.kind === 'vin' && isMaskedVin(result.value);
  const regionLabel =
    payload.type === 'vehicle'
      ? i18n.t('lookup.vehicleReport')
      : payload.type === 'taxpayer'
        ? i18n.t('lookup.taxpayerRecord')
        : undefined;
  // One verdict, read by every part of the card (utils/verdict/); the kind is named by the check that ran.
  const verdict = verdictOf(result);
  const kindLabel = verdictKindLabel(verdict, translate);
  const summaryLink = !printed && canSummarise(result) && (
    <a class="button-link" href={resultPageHref('summary', result.id)} target="_blank">
      {i18n.t('summary.open')}
    </a>
  );
  return (
    <section class="result" role={regionLabel ? 'region' : undefined} aria-label={regionLabel}>
      <div class="result__meta">
        <span class="result__id">
          {kindLabel} <code>{result.value}</code>
        </span>
        <span class={result.source.id === 'demo' ? 'badge badge--demo' : 'badge'}>
          {sourceWords(result.source, translate)}
        </span>
        {result.notSent && <span class="muted">{i18n.t('lookup.notSent')}</span>}
        {!printed && !result.notSent && (
          <span class="muted" title={formatTimestamp(result.fetchedAt)}>
            {result.fromCache
              ? i18n.t('lookup.cachedFrom', [describeAge(result.fetchedAt, now)])
              : payload.type === 'failure'
                ? i18n.t('stateOnce.triedAt', [clockTime(result.fetchedAt)])
                : i18n.t('lookup.fetched', [describeAge(result.fetchedAt, now)])}
          </span>
        )}
        {!result.notSent && <ChargeNote result={result} />}
        {result.fromCache && actions.onRefresh && (
          <button type="button" class="link" onClick={actions.onRefresh}>
            {i18n.t(result.source.id === 'demo' ? 'lookup.refresh' : 'lookup.refreshPaid')}
          </button>
        )}
      </div>
      {!printed && (payload.type === 'vehicle' || payload.type === 'taxpayer') && (
        <div class="result__actions">
          <CopyButton text={resultText(result)} label={i18n.t('lookup.copyAllText')} />
          <CopyButton text={resultJson(result)} label={i18n.t('lookup.copyJson')} />
          {summaryLink}
          <a class="button-link" href={resultPageHref('report', result.id)} target="_blank">
            {i18n.t('lookup.printable')}
          </a>
        </div>
      )}
      {payload.type === 'failure' && summaryLink && <div class="result__actions">{summaryLink}</div>}
      {payload.type === 'vehicle' && (
        <VehicleReportView
          report={payload.report}
          expanded={printed}
          vin={result.kind === 'vin' ? result.value : undefined}
          verdict={verdict}
        />
      )}
      {payload.type === 'taxpayer' && (
        <TaxpayerRecordView record={payload.record} verdict={verdict} reference={result.meta?.referenceId} />
      )}
      {masked && <MaskedVinNote vin={result.value} />}
      {payload.type === 'failure' && !masked && (
        <FailureNotice
          failure={verdictFailureWording(
            result,
            taxIdFailureWording(result, payload.failure, translate),
            verdict,
            translate,
          )}
          onRetry={actions.onRetry}
          onCheckStatus={status.check}
        />
      )}
      {payload.type === 'failure' && result.kind === 'vin' && (
        <VinPreview vin={result.value} sent={!result.notSent} />
      )}
      {actions.onLookup && (
        <TaxIdFollowUp
          result={result}
          tabId={actions.tabId}
          pageText={pageText}
          onLookup={actions.onLookup}
        />
      )}
      {status.message && (
        <p class={status.busy ? 'loading' : 'failure'} role={status.busy ? 'status' : 'alert'}>
          {status.message}
        </p>
      )}
      {payload.type === 'needs-confirmation' && (
        <div class="warning" role="alert">
          {payload.warnings.map((warning) => (
            <p key={warning}>{warning}</p>
          ))}
          {actions.onConfirm && (
            <button type="button" onClick={actions.onConfirm}>
              {i18n.t('lookup.lookUpAnyway')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
