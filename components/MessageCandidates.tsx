import { i18n } from '#i18n';
import {
  PASTED_MESSAGE_MAX_CANDIDATES,
  PASTED_MESSAGE_READ_LIMIT,
  type MessageCandidate,
  type PastedMessage,
} from '@/utils/lookup/pasted-message';
import { VinPreview } from './vin/VinPreview';

// What a pasted message holds, one row per identifier, each with its own button: nothing is sent until the
// person picks one, since a message may hold a number that is not the one they mean to pay for.
export function MessageCandidates({
  message,
  busy,
  kindLabel,
  reportedVin,
  onPick,
}: {
  message: PastedMessage;
  busy: boolean;
  /** The chip's words for a candidate ("Tax ID", "RC number"), as the box would say them. */
  kindLabel: (candidate: MessageCandidate) => string;
  /** The VIN whose answer shows below: that answer carries the free preview. */
  reportedVin?: string;
  onPick: (candidate: MessageCandidate) => void;
}) {
  return (
    <section class="message-found" role="region" aria-labelledby="message-found-title">
      <h2 id="message-found-title" class="section-title">
        {i18n.t('pastedMessage.region')}
      </h2>
      {message.candidates.length === 0 ? (
        <p role="status">{i18n.t('pastedMessage.none')}</p>
      ) : (
        <ul class="message-found__list">
          {message.candidates.map((candidate) => {
            const kind = kindLabel(candidate);
            return (
              <li key={`${candidate.kind} ${candidate.value}`} class="message-found__row">
                <span class="chip">{kind}</span> <strong>{candidate.value}</strong>
                {candidate.name && (
                  <span class="muted"> {i18n.t('pastedMessage.nameBeside', [candidate.name])}</span>
                )}{' '}
                <button
                  type="button"
                  disabled={busy}
                  aria-label={i18n.t('pastedMessage.lookUpValue', [kind, candidate.value])}
                  onClick={() => onPick(candidate)}
                >
                  {i18n.t('form.lookUp')}
                </button>
                {candidate.kind === 'vin' && candidate.value !== reportedVin && (
                  <VinPreview vin={candidate.value} />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {message.truncated && (
        <p class="muted">
          {i18n.t('pastedMessage.truncated', [PASTED_MESSAGE_READ_LIMIT, PASTED_MESSAGE_MAX_CANDIDATES])}
        </p>
      )}
    </section>
  );
}
