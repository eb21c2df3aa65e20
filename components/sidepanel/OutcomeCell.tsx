import { i18n } from '#i18n';
import type { IdentifierOutcome } from '@/utils/panel/identifier-outcome';

/**
 * A page identifier's outcome in this tab: Look up, running, or the answer in one line that opens its report.
 * The line and its colour are the answer's verdict (utils/verdict/): green only when verified.
 */
export function OutcomeCell({
  outcome,
  lookUpLabel,
  lookUpText,
  onLookUp,
  onOpen,
}: {
  outcome: IdentifierOutcome;
  lookUpLabel: string;
  lookUpText: string;
  onLookUp: () => void;
  onOpen: (lookupId: string) => void;
}) {
  switch (outcome.state) {
    case 'none':
      return (
        <button type="button" class="link" onClick={onLookUp} aria-label={lookUpLabel}>
          {lookUpText}
        </button>
      );
    case 'running':
      return <span class="loading muted">{i18n.t('panel.lookingUpShort')}</span>;
    case 'interrupted':
      return (
        <button type="button" class="link outcome outcome--failed" onClick={() => onOpen(outcome.lookupId)}>
          ⚠ {i18n.t('panel.interruptedShort')}
        </button>
      );
    default: {
      const line = outcome.state === 'confirm' ? i18n.t('panel.needsConfirmation') : outcome.line;
      return (
        <>
          <button
            type="button"
            class={`link outcome outcome--${outcome.state}`}
            onClick={() => onOpen(outcome.lookupId)}
          >
            {line}
          </button>
          {outcome.cached && <span class="muted"> · {i18n.t('panel.outcomeCached')}</span>}
        </>
      );
    }
  }
}
