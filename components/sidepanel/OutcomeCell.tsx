import { i18n } from '#i18n';
import type { IdentifierOutcome } from '@/utils/panel/identifier-outcome';

const MARKS = {
  found: '✓',
  notFound: '✗',
  notVerified: '✗',
  failed: '⚠',
  confirm: '?',
  preview: 'ⓘ',
} as const;

/** A page identifier's outcome in this tab: Look up, running, or the answer in one line that opens its report. */
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
            {MARKS[outcome.state]} {line}
          </button>
          {outcome.cached && <span class="muted"> · {i18n.t('panel.outcomeCached')}</span>}
        </>
      );
    }
  }
}
