import { i18n } from '#i18n';
import { translate } from '@/utils/i18n/extension-translate';
import type { ImageReading } from '@/utils/image/types';
import {
  describeImageFailure,
  describeImageNote,
  describeImageStage,
  imageFailureRetryable,
} from './image-words';
import type { ImageReadState } from './useImageRead';

/**
 * How reading an image goes: a progress bar with its stage and Cancel while it runs; then what went wrong,
 * each failure with its fix one click away; or, when nothing was found, the tip. Nothing here touches the
 * box, the answer or History: the person can paste another image at once.
 */
export function ImageReadStatus({
  state,
  onCancel,
  onRetry,
  onChooseAnother,
}: {
  state: ImageReadState;
  onCancel: () => void;
  onRetry: () => void;
  onChooseAnother?: () => void;
}) {
  if (state.phase === 'reading') {
    const stage = describeImageStage(state.progress?.stage ?? 'checking', translate);
    const percent = Math.round(Math.min(1, Math.max(0, state.progress?.share ?? 0)) * 100);
    return (
      <div class="image-progress">
        <div
          role="progressbar"
          aria-label={i18n.t('image.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${stage} ${percent}%`}
          class="image-progress__bar"
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <span class="image-progress__stage">{stage}</span>{' '}
        <button type="button" onClick={onCancel}>
          {i18n.t('image.cancel')}
        </button>
      </div>
    );
  }
  const chooseAnother = onChooseAnother && (
    <button type="button" onClick={onChooseAnother}>
      {i18n.t('image.chooseAnother')}
    </button>
  );
  if (state.phase === 'failed') {
    return (
      <div class="failure image-failure" role="alert">
        <p>{describeImageFailure(state.failure, translate)}</p>
        {imageFailureRetryable(state.failure) && (
          <button type="button" onClick={onRetry}>
            {i18n.t('image.readAgain')}
          </button>
        )}{' '}
        {chooseAnother}
      </div>
    );
  }
  if (state.phase === 'done' && state.reading.candidates.length === 0) {
    return (
      <div class="failure image-failure" role="alert">
        <p>{i18n.t('image.nothingFound')}</p>
        <p>{i18n.t('image.nothingFoundTip')}</p>
        <ImageNotes reading={state.reading} />
        {chooseAnother}
      </div>
    );
  }
  return null;
}

/** What the person should know about how the image was read, muted: it was still read. */
export function ImageNotes({ reading }: { reading: ImageReading }) {
  return (
    <>
      {reading.notes.map((note) => (
        <p key={note} class="muted image-note">
          {describeImageNote(note, translate)}
        </p>
      ))}
      {!reading.textRead && reading.candidates.length > 0 && (
        <p class="muted image-note">{i18n.t('image.textNotRead')}</p>
      )}
    </>
  );
}
