import { i18n } from '#i18n';

/** A page opened without an answer (an old link, a cleared history) says so and leads back to History. */
export function MissingAnswer({ message }: { message: string }) {
  return (
    <main class="report-page">
      <p class="failure" role="alert">
        {message}
      </p>
      <p>
        <a href="/sidepanel.html?view=history">{i18n.t('summary.goToHistory')}</a>
      </p>
    </main>
  );
}
