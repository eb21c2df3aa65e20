import { i18n } from '#i18n';
import type { BulkCommand } from '@/utils/bulk/job-state';
import type { BulkProgress } from '@/utils/bulk/schema';

const STATE_KEYS = {
  draft: 'bulk.stateDraft',
  running: 'bulk.stateRunning',
  paused: 'bulk.statePaused',
  stopped: 'bulk.stateStopped',
  cancelled: 'bulk.stateCancelled',
  finished: 'bulk.stateFinished',
} as const;

// Built once: a formatter costs more to make than the whole progress line to render.
const durationFormats = {
  minute: new Intl.NumberFormat(undefined, { style: 'unit', unit: 'minute', unitDisplay: 'long' }),
  second: new Intl.NumberFormat(undefined, { style: 'unit', unit: 'second', unitDisplay: 'long' }),
};

function duration(ms: number): string {
  const minutes = ms / 60_000;
  return minutes >= 1
    ? durationFormats.minute.format(Math.ceil(minutes))
    : durationFormats.second.format(Math.max(1, Math.ceil(ms / 1000)));
}

/** The progress bar, the run's buttons, and why it stopped with the fix one click away. */
export function BulkRunControls({
  progress,
  onCommand,
  onResendInterrupted,
}: {
  progress: BulkProgress;
  onCommand: (command: BulkCommand) => void;
  onResendInterrupted: () => void;
}) {
  const { job, total, done, interrupted } = progress;
  const { state } = job;
  return (
    <section class="bulk-run" aria-labelledby="bulk-run-heading">
      <h2 id="bulk-run-heading">
        {job.label}: {i18n.t(STATE_KEYS[state])}
      </h2>
      {state === 'draft' && job.plan.paid > 0 && <p>{i18n.t('bulk.planNothingSent')}</p>}
      <div
        class="bulk-progress"
        role="progressbar"
        aria-label={i18n.t('bulk.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={i18n.t('bulk.progress', [done, total])}
      >
        <div class="bulk-progress__bar" style={{ width: total > 0 ? `${(done / total) * 100}%` : '0' }} />
      </div>
      <p aria-live="polite">
        {i18n.t('bulk.progress', [done, total])}
        {progress.timeLeftMs !== undefined &&
          ` · ${i18n.t('bulk.timeLeft', [duration(progress.timeLeftMs)])}`}
      </p>
      <div class="bulk-run__buttons">
        {state === 'draft' && (
          <button
            type="button"
            disabled={job.plan.overLimit || job.plan.unique === 0}
            onClick={() => onCommand('start')}
          >
            {i18n.t('bulk.start')}
          </button>
        )}
        {state === 'running' && (
          <button type="button" onClick={() => onCommand('pause')}>
            {i18n.t('bulk.pause')}
          </button>
        )}
        {(state === 'paused' || state === 'stopped') && (
          <button type="button" onClick={() => onCommand('resume')}>
            {i18n.t('bulk.resume')}
          </button>
        )}
        {(state === 'draft' || state === 'running' || state === 'paused' || state === 'stopped') && (
          // Cancel ends the run for good: it looks like the stop it is, not like Start.
          <button type="button" class="danger" onClick={() => onCommand('cancel')}>
            {i18n.t('bulk.cancel')}
          </button>
        )}
      </div>
      {state === 'stopped' && job.stopReason && (
        <div class="failure" role="alert">
          <p>{i18n.t(job.stopReason === 'insufficient_funds' ? 'bulk.stoppedFunds' : 'bulk.stoppedKey')}</p>
          <a href="/options.html" target="_blank">
            {i18n.t('bulk.openOptions')}
          </a>
        </div>
      )}
      {interrupted > 0 && (
        <div class="warning" role="status">
          <p>{i18n.t('bulk.interrupted', interrupted)}</p>
          <button type="button" onClick={onResendInterrupted}>
            {i18n.t('bulk.resendInterrupted')}
          </button>
        </div>
      )}
    </section>
  );
}
