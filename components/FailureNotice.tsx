import { i18n } from '#i18n';
import type { Failure } from '@/utils/api/model';
import { FailureFixes } from './FailureFixes';
import { FailureFacts } from './provider/FailureFacts';

/**
 * Every failure reads the same way: what happened, the provider's words, what to do, and Retry when safe.
 * "No record found" is an answer, not a fault: shown as information, announced politely.
 */
export function FailureNotice({
  failure,
  onRetry,
  onCheckStatus,
}: {
  failure: Failure;
  onRetry?: () => void;
  onCheckStatus?: () => void;
}) {
  const benign = failure.code === 'not_found';
  const showProvider = failure.providerMessage && !failure.message.includes(failure.providerMessage);
  return (
    <div class={benign ? 'failure failure--info' : 'failure'} role={benign ? 'status' : 'alert'}>
      <p class="failure__title">{failure.title}</p>
      <p>{failure.message}</p>
      {showProvider && (
        <p class="failure__provider">{i18n.t('lookup.providerSays', [failure.providerMessage ?? ''])}</p>
      )}
      <p class="failure__action">{failure.action}</p>
      <FailureFixes failure={failure} />
      <FailureFacts failure={failure} onCheckStatus={onCheckStatus} />
      {failure.retryable && onRetry && (
        <button type="button" onClick={onRetry}>
          {i18n.t('lookup.retry')}
        </button>
      )}
    </div>
  );
}
