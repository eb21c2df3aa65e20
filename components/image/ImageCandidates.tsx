import { i18n } from '#i18n';
import { translate } from '@/utils/i18n/extension-translate';
import type { ImageCandidate, ImageReading } from '@/utils/image/types';
import { VinPreview } from '../vin/VinPreview';
import {
  describeCharactersInDoubt,
  describeImageDoubt,
  describeSuggestion,
  splitByDoubt,
} from './image-words';
import { ImageNotes } from './ImageReadStatus';
import { CropThumbnail } from './CropThumbnail';
import type { ImagePicture } from './useImagePicture';
import './image.css';

/**
 * What an image holds, one row per candidate, as the candidate rule decided it (read or doubtful): a read
 * one is looked up by its button (the usual lookup, one call); a doubtful one only goes to the box, with the
 * characters in doubt marked, for the person to check against the image before anything is sent.
 */
export function ImageCandidates({
  reading,
  picture,
  busy,
  kindLabel,
  reportedVin,
  onLookUp,
  onCheck,
}: {
  reading: ImageReading;
  /** The image, small, to cut each candidate's crop from; none while it is decoded, or when it cannot be. */
  picture?: ImagePicture;
  busy: boolean;
  /** The chip's words for a candidate ("Tax ID", "RC number"), as the box would say them. */
  kindLabel: (candidate: ImageCandidate) => string;
  /** The VIN whose answer shows below: that answer carries the free preview. */
  reportedVin?: string;
  onLookUp: (candidate: ImageCandidate) => void;
  /** Puts `value` (the candidate's, or its suggestion's) in the box, with the candidate's name: no lookup. */
  onCheck: (candidate: ImageCandidate, value: string) => void;
}) {
  if (reading.candidates.length === 0) return null;
  return (
    <section class="image-found" role="region" aria-labelledby="image-found-title">
      <h2 id="image-found-title" class="section-title">
        {i18n.t('image.region')}
      </h2>
      <ul class="image-found__list">
        {reading.candidates.map((candidate) => (
          <ImageCandidateRow
            key={`${candidate.kind} ${candidate.value}`}
            candidate={candidate}
            picture={picture}
            kind={kindLabel(candidate)}
            busy={busy}
            showPreview={candidate.kind === 'vin' && candidate.value !== reportedVin}
            onLookUp={onLookUp}
            onCheck={onCheck}
          />
        ))}
      </ul>
      <ImageNotes reading={reading} />
    </section>
  );
}

function ImageCandidateRow({
  candidate,
  picture,
  kind,
  busy,
  showPreview,
  onLookUp,
  onCheck,
}: {
  candidate: ImageCandidate;
  picture?: ImagePicture;
  kind: string;
  busy: boolean;
  showPreview: boolean;
  onLookUp: (candidate: ImageCandidate) => void;
  onCheck: (candidate: ImageCandidate, value: string) => void;
}) {
  const doubtful = candidate.status === 'doubtful';
  const inDoubt = describeCharactersInDoubt(candidate, translate);
  return (
    <li class="image-found__row" data-status={candidate.status}>
      <span class="chip">{kind}</span>{' '}
      <strong class="image-found__value">
        {splitByDoubt(candidate.value, candidate.doubtfulAt).map((run, index) =>
          run.doubt ? <mark key={index}>{run.text}</mark> : run.text,
        )}
      </strong>{' '}
      <span class={doubtful ? 'image-status image-status--doubtful' : 'image-status image-status--read'}>
        {i18n.t(doubtful ? 'image.statusDoubtful' : 'image.statusRead')}
      </span>{' '}
      <span class="muted">
        {i18n.t(candidate.source === 'barcode' ? 'image.fromBarcode' : 'image.fromText')}
      </span>
      {picture && candidate.crop.width > 0 && candidate.crop.height > 0 && (
        <p class="image-found__crop">
          <CropThumbnail
            picture={picture}
            crop={candidate.crop}
            label={i18n.t('image.cropOf', [candidate.value])}
          />
        </p>
      )}
      {candidate.name && <p class="muted">{i18n.t('image.nameBeside', [candidate.name])}</p>}
      {doubtful && candidate.doubt && (
        <p class="image-found__why">{describeImageDoubt(candidate.doubt, translate)}</p>
      )}
      {inDoubt && <p class="image-found__why">{inDoubt}</p>}
      <p class="image-found__actions">
        {doubtful ? (
          <button
            type="button"
            aria-label={i18n.t('image.checkValue', [kind, candidate.value])}
            onClick={() => onCheck(candidate, candidate.value)}
          >
            {i18n.t('image.check')}
          </button>
        ) : (
          <button
            type="button"
            disabled={busy}
            aria-label={i18n.t('image.lookUpValue', [kind, candidate.value])}
            onClick={() => onLookUp(candidate)}
          >
            {i18n.t('form.lookUp')}
          </button>
        )}{' '}
        {candidate.suggestion && (
          <button type="button" class="link" onClick={() => onCheck(candidate, candidate.suggestion!.value)}>
            {describeSuggestion(candidate.suggestion, translate)}
          </button>
        )}
      </p>
      {showPreview && <VinPreview vin={candidate.value} />}
    </li>
  );
}
