import { i18n } from '#i18n';
import type { VerificationSummary } from '@/utils/summary/model';
import { QrCode } from './QrCode';

/** The colour is the verdict's tone (utils/verdict/): green only for verified, amber for a check that differs. */
function verdictClass(summary: VerificationSummary): string {
  return `summary__verdict summary__verdict--${summary.tone}`;
}

/**
 * The one-page summary: the one layout the screen, the PDF (print) and the PNG all draw. Holds no controls:
 * what is here is what travels.
 */
export function SummaryView({ summary, whole }: { summary: VerificationSummary; whole: boolean }) {
  return (
    <article class="summary" aria-label={i18n.t('summary.title')}>
      {summary.demo && (
        <div class="summary__demo">
          <p class="summary__demo-title">{i18n.t('summary.demoBanner')}</p>
          <p>{i18n.t('summary.demoNote')}</p>
        </div>
      )}
      <header class={verdictClass(summary)}>
        <p class="summary__verdict-text">
          {summary.mark && <span aria-hidden="true">{summary.mark} </span>}
          {summary.verdictText}
        </p>
        {summary.subject && <h2 class="summary__subject">{summary.subject}</h2>}
      </header>
      <div class="summary__body">
        <dl class="summary__facts">
          <div>
            <dt>{i18n.t('summary.identifier')}</dt>
            <dd>
              {summary.kindLabel}{' '}
              <code class="summary__identifier">{whole ? summary.identifier : summary.masked}</code>
            </dd>
          </div>
          <div>
            <dt>{i18n.t('summary.check')}</dt>
            <dd>{summary.check}</dd>
          </div>
          <div>
            <dt>{i18n.t('summary.provider')}</dt>
            <dd>{summary.provider}</dd>
          </div>
          <div>
            <dt>{i18n.t('summary.dataSource')}</dt>
            <dd>{i18n.t(summary.demo ? 'summary.sourceDemo' : 'summary.sourceApi')}</dd>
          </div>
          <div>
            <dt>{i18n.t('summary.answeredAt')}</dt>
            <dd class="summary__time">{summary.answeredAt}</dd>
          </div>
          {!summary.demo && (
            <div>
              <dt>{i18n.t('summary.reference')}</dt>
              <dd>
                {summary.reference ? (
                  <code class="summary__reference">{summary.reference}</code>
                ) : (
                  <span class="muted">{i18n.t('summary.noReference')}</span>
                )}
              </dd>
            </div>
          )}
          <div>
            <dt>{i18n.t('summary.charge')}</dt>
            <dd class="summary__charge">{summary.charge}</dd>
          </div>
        </dl>
        {summary.qrText && (
          <figure class="summary__qr">
            <QrCode text={summary.qrText} label={i18n.t('summary.qrLabel')} />
            <figcaption>{i18n.t('summary.qrHint')}</figcaption>
          </figure>
        )}
      </div>
      {/* An answer shown again says so in its cost line, with the first lookup's charge: said once. */}
      {summary.vinRows.length > 0 && (
        <table class="summary__vin">
          <caption>{i18n.t('summary.vinHeading')}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{i18n.t('summary.reported')}</th>
              <th scope="col">{i18n.t('summary.decoded')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.vinRows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.reported}</td>
                <td>{row.decoded}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {summary.vinNotes.map((note) => (
        <p class="summary__warning" key={note}>
          {note}
        </p>
      ))}
      {summary.notChecked && <p class="summary__note">{summary.notChecked}</p>}
      {summary.answer === 'taxpayer' && (
        <section class="summary__names" aria-label={i18n.t('summary.nameHeading')}>
          {summary.matches.length === 0 ? (
            <p class="summary__note">{i18n.t('summary.noClaim')}</p>
          ) : (
            <ul class="summary__matches">
              {summary.matches.map((match) => (
                <li
                  key={match.text}
                  class={
                    match.ok === undefined
                      ? 'summary__match--unchecked'
                      : match.ok
                        ? 'summary__match--ok'
                        : 'summary__match--differs'
                  }
                >
                  <span aria-hidden="true">{match.ok === undefined ? '' : match.ok ? '✓ ' : '✗ '}</span>
                  {match.text}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <footer class="summary__footer">{i18n.t('summary.madeBy', [summary.version])}</footer>
    </article>
  );
}
