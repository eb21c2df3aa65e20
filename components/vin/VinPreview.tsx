import { i18n } from '#i18n';
import { useMemo } from 'preact/hooks';
import { decodeVin } from '@/utils/vin-decode/decode';
import { describeVinFacts, describeVinNotes } from '@/utils/vin-decode/describe';
import { translate } from '@/utils/i18n/extension-translate';
import { NextChecks } from './NextChecks';

/** Characters needed before the preview says anything (the maker code). */
const PREVIEW_FROM = 3;

// The free offline decode, labelled so nobody takes it for the provider's answer. Its region name comes
// from `title`, so a search for the label "VIN" still finds only the field.
// `sent`: it sits under an answer the provider was asked for, so "Nothing was sent" would be untrue there.
export function VinPreview({ vin, sent = false }: { vin: string; sent?: boolean }) {
  const decode = useMemo(() => decodeVin(vin), [vin]);
  if (decode.shown.length < PREVIEW_FROM) return null;
  const facts = describeVinFacts(decode, translate);
  return (
    <section class="vin-preview" role="region" title={i18n.t('vinPreview.region')}>
      <p class="vin-preview__title">
        <span class="badge">{i18n.t('vinPreview.title')}</span>{' '}
        <span class="muted">
          {i18n.t(sent ? 'stateOnce.previewDisclaimerSent' : 'vinPreview.disclaimer')}
        </span>
      </p>
      {facts.length > 0 && (
        <dl class="vin-preview__facts">
          {facts.map((fact) => (
            <div
              key={fact.key}
              class={fact.warn ? 'vin-preview__fact vin-preview__fact--warn' : 'vin-preview__fact'}
            >
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {describeVinNotes(decode, translate).map((note) => (
        <p class="muted" key={note}>
          {note}
        </p>
      ))}
      <NextChecks decode={decode} />
    </section>
  );
}
