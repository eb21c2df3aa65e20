import type { Failure } from '../utils/api/model';

/** Every failure looks the same: what happened, the provider's words, what to do, and Retry when safe. */
export function FailureNotice({ failure, onRetry }: { failure: Failure; onRetry?: () => void }) {
  const showProvider = failure.providerMessage && !failure.message.includes(failure.providerMessage);
  return (
    <div class="failure" role="alert">
      <p class="failure__title">{failure.title}</p>
      <p>{failure.message}</p>
      {showProvider && <p class="failure__provider">Provider says: “{failure.providerMessage}”</p>}
      <p class="failure__action">{failure.action}</p>
      {failure.retryable && onRetry && (
        <button type="button" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
