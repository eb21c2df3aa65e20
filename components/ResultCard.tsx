import { i18n } from '#i18n';
import type { LookupResult } from '../utils/lookup/schema';
import { resultJson, resultText } from '../utils/format/report-text';
import { describeAge, formatTimestamp } from '../utils/format/time';
import { CopyButton } from './CopyButton';
import { FailureNotice } from './FailureNotice';
import { TaxpayerRecordView } from './TaxpayerRecordView';
import { VehicleReportView } from './VehicleReportView';
import { VinPreview } from './vin/VinPreview';

const KIND_KEYS = { vin: 'kind.vin', tin: 'kind.tin', cac: 'kind.cac', phone: 'kind.phone' } as const;

export interface ResultActions {
  /** A new, possibly billed, call that skips the cache. */
  onRefresh?: () => void;
  /** Send again after a failure that is safe to retry. */
  onRetry?: () => void;
  /** Go ahead despite validation warnings (e.g. a VIN check digit that does not match). */
  onConfirm?: () => void;
}

/**
 * One lookup's answer with where it came from and how fresh it is. The region's name ("Vehicle report",
 * "Taxpayer record") is part of the contract outside tests and screen readers rely on.
 */
export function ResultCard({
  result,
  now = Date.now(),
  ...actions
}: { result: LookupResult; now?: number } & ResultActions) {
  const { payload } = result;
  const regionLabel =
    payload.type === 'vehicle'
      ? i18n.t('lookup.vehicleReport')
      : payload.type === 'taxpayer'
        ? i18n.t('lookup.taxpayerRecord')
        : undefined;
  const kindLabel = i18n.t(result.kind ? KIND_KEYS[result.kind] : 'kind.identifier');
  return (
    <section class="result" role={regionLabel ? 'region' : undefined} aria-label={regionLabel}>
      <div class="result__meta">
        <span class="result__id">
          {kindLabel} <code>{result.value}</code>
        </span>
        <span class={result.source.id === 'demo' ? 'badge badge--demo' : 'badge'}>{result.source.label}</span>
        <span class="muted" title={formatTimestamp(result.fetchedAt)}>
          {result.fromCache
            ? i18n.t('lookup.cachedFrom', [describeAge(result.fetchedAt, now)])
            : i18n.t('lookup.fetched', [describeAge(result.fetchedAt, now)])}
        </span>
        {result.fromCache && actions.onRefresh && (
          <button type="button" class="link" onClick={actions.onRefresh}>
            {i18n.t('lookup.refresh')}
          </button>
        )}
      </div>
      {payload.type === 'vehicle' && (
        <VehicleReportView report={payload.report} vin={result.kind === 'vin' ? result.value : undefined} />
      )}
      {payload.type === 'taxpayer' && <TaxpayerRecordView record={payload.record} />}
      {payload.type === 'failure' && <FailureNotice failure={payload.failure} onRetry={actions.onRetry} />}
      {payload.type === 'failure' && result.kind === 'vin' && <VinPreview vin={result.value} />}
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
      {(payload.type === 'vehicle' || payload.type === 'taxpayer') && (
        <div class="result__actions">
          <CopyButton text={resultText(result)} label={i18n.t('lookup.copyAllText')} />
          <CopyButton text={resultJson(result)} label={i18n.t('lookup.copyJson')} />
          <a class="button-link" href={`/report.html?id=${encodeURIComponent(result.id)}`} target="_blank">
            {i18n.t('lookup.printable')}
          </a>
        </div>
      )}
    </section>
  );
}
