import { i18n } from '#i18n';
import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { Failure, FailureCode } from '@/utils/api/model';
import { sendMessage } from '@/utils/messaging/protocol';
import { usePolicy } from '@/components/hooks/usePolicy';

/** Where a merchant funds the provider's wallet; opened only when the user clicks. */
export const PROVIDER_DASHBOARD_URL = 'https://dashboard.prembly.com/';

type Fix = 'options' | 'demo' | 'top-up';

const FIXES: Partial<Record<FailureCode, readonly Fix[]>> = {
  bad_key: ['options', 'demo'],
  insufficient_funds: ['top-up', 'demo'],
  invalid_response: ['options'],
  network_error: ['options'],
  bad_request: ['options'],
};

/** The one-click fixes for a failure: every error says what to do, and here is the button that does it. */
export function FailureFixes({ failure }: { failure: Failure }) {
  const [switched, setSwitched] = useState(false);
  // The organisation's data source is not the user's to switch: the background would refuse it.
  const sourceLocked = usePolicy().locked.includes('dataSource');
  // A 400 the provider sent may be a wrong address or preset; one found before sending is a typo.
  const local = failure.code === 'bad_request' && failure.httpStatus === undefined;
  const fixes = (local ? [] : (FIXES[failure.code] ?? [])).filter((fix) => fix !== 'demo' || !sourceLocked);
  if (fixes.length === 0) return null;
  return (
    <div class="button-row failure__fixes">
      {fixes.includes('top-up') && (
        <a class="button-link" href={PROVIDER_DASHBOARD_URL} target="_blank" rel="noreferrer">
          {i18n.t('fix.topUp')}
        </a>
      )}
      {fixes.includes('options') && (
        <button type="button" onClick={() => void browser.runtime.openOptionsPage()}>
          {i18n.t('fix.openOptions')}
        </button>
      )}
      {fixes.includes('demo') &&
        (switched ? (
          <span role="status">{i18n.t('fix.switchedToDemo')}</span>
        ) : (
          <button
            type="button"
            class="link"
            onClick={() =>
              void sendMessage('ui>bg:saveSettings', { dataSource: 'demo' }).then(() => setSwitched(true))
            }
          >
            {i18n.t('fix.switchToDemo')}
          </button>
        ))}
    </div>
  );
}
