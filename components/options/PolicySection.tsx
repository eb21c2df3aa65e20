import { i18n } from '#i18n';
import { API_PRESETS, PRESET_IDS } from '@/utils/api/presets';
import type { PolicyKey } from '@/utils/policy/schema';
import type { PolicyView } from '@/utils/policy/view';

type Values = PolicyView['values'];

/** What each broken key should have been, in the administrator's terms. */
function expected(key: PolicyKey): string {
  switch (key) {
    case 'preset':
      return i18n.t('policyExpect.choice', [PRESET_IDS.join(', ')]);
    case 'dataSource':
      return i18n.t('policyExpect.choice', ['api, demo']);
    case 'baseUrl':
      return i18n.t('policyExpect.address');
    case 'vinPath':
    case 'tinPath':
    case 'taxIdPath':
      return i18n.t('policyExpect.path');
    case 'apiKey':
    case 'appId':
      return i18n.t('policyExpect.text');
    case 'scanSites':
      return i18n.t('policyExpect.sites');
    case 'kinds':
      return i18n.t('policyExpect.kinds');
    case 'dailySpendLimit':
    case 'confirmAbove':
      return i18n.t('policyExpect.amount');
    case 'dailySpendLimits':
      return i18n.t('policyExpect.amounts');
    case 'historyDays':
      return i18n.t('policyExpect.days');
    case 'allowExports':
    case 'skipWelcome':
    case 'externalLinks':
    case 'pdfViewer':
      return i18n.t('policyExpect.boolean');
  }
}

function shown(key: PolicyKey, values: Values): string {
  const value = values[key];
  if (key === 'preset' && typeof value === 'string') {
    return API_PRESETS[value as keyof typeof API_PRESETS]?.label ?? value;
  }
  if (key === 'apiKey' && typeof value === 'string') return i18n.t('policy.keySet', [value]);
  if (key === 'dataSource') return value === 'demo' ? i18n.t('options.demo') : i18n.t('options.api');
  if (key === 'allowExports' || key === 'externalLinks') {
    return value ? i18n.t('policy.allowed') : i18n.t('policy.notAllowed');
  }
  if (typeof value === 'boolean') return value ? i18n.t('policy.yes') : i18n.t('policy.no');
  if (Array.isArray(value)) return value.join(', ');
  // Per-currency limits: "USD 5 · NGN 20000", the way an administrator wrote them.
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value)
      .map(([currency, amount]) => `${currency} ${String(amount)}`)
      .join(' · ');
  }
  return String(value);
}

/** The organisation's settings, read-only, and a line for each it set to something unusable. */
export function PolicySection({ policy }: { policy: PolicyView }) {
  const keys = Object.keys(policy.values) as PolicyKey[];
  if (keys.length === 0 && policy.broken.length === 0 && !policy.pending) return null;
  return (
    <section aria-labelledby="policy-heading" class="policy">
      <h2 id="policy-heading">{i18n.t('policy.heading')}</h2>
      <p role="status" class="policy__banner">
        {i18n.t('policy.banner')}
      </p>
      {policy.pending && (
        <p role="status" class="policy__reading">
          {i18n.t('policy.reading')}
        </p>
      )}
      {keys.length > 0 && (
        <dl class="policy__values">
          {keys.map((key) => (
            <div key={key}>
              <dt>{i18n.t(`policyKey.${key}`)}</dt>
              <dd>{shown(key, policy.values)}</dd>
            </div>
          ))}
        </dl>
      )}
      {policy.broken.map((key) => (
        <p key={key} class="warning" role="alert">
          {i18n.t('policy.broken', [key, expected(key)])}
        </p>
      ))}
    </section>
  );
}
