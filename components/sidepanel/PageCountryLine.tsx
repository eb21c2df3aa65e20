import { i18n } from '#i18n';
import { useEffect, useRef, useState } from 'preact/hooks';
import { sendMessage } from '@/utils/messaging/protocol';
import { readBackground } from '@/components/hooks/readBackground';
import { describeMessagingError } from '@/components/hooks/useLookup';
import type { PageCountryView, SiteCountryChoice } from '@/utils/messaging/page-country-view';
import { countrySiteName, pageCountryWords } from '@/utils/panel/page-country-line';
import { translate } from '@/utils/i18n/extension-translate';
import { isQuotaError } from '@/utils/storage/quota';

const CHOICES: readonly { value: SiteCountryChoice; label: () => string }[] = [
  { value: 'auto', label: () => i18n.t('panel.countryAuto') },
  { value: 'nigerian', label: () => i18n.t('panel.countryChoiceNigerian') },
  { value: 'foreign', label: () => i18n.t('panel.countryChoiceForeign') },
];

/** A change that did not go through: what to say, and the choice Retry sends again. */
interface Problem {
  message: string;
  choice: SiteCountryChoice;
}

/**
 * The page's country in one line at the top of "On this page", and the user's rule for its site. A change
 * is applied by the background (every frame of the site is read again) before it answers; `onChanged` then
 * reloads the list, whose ambiguous numbers came or went with it. A tab the scanner does not run in shows
 * nothing: the list below already says why.
 */
export function PageCountryLine({
  tabId,
  refreshKey,
  onChanged,
}: {
  tabId: number;
  refreshKey: string;
  onChanged: () => void;
}) {
  /** Undefined while loading; null when the tab has no scanner. */
  const [view, setView] = useState<PageCountryView | null>();
  /** The choice being sent: the select shows it until the answer comes, then the view's. */
  const [pending, setPending] = useState<SiteCountryChoice>();
  const [problem, setProblem] = useState<Problem>();
  /** Only the newest change's answer counts: a keyboard user may step through the options quickly. */
  const latest = useRef(0);

  useEffect(() => {
    let cancelled = false;
    latest.current++;
    setView(undefined);
    setPending(undefined);
    setProblem(undefined);
    readBackground(() => sendMessage('ui>bg:pageCountry', { tabId })).then(
      (found) => !cancelled && setView(found),
      () => !cancelled && setView(null),
    );
    return () => {
      cancelled = true;
    };
  }, [tabId, refreshKey]);

  if (!view) return null;
  const site = countrySiteName(view, translate);

  // The last view stays on show until a new one arrives: a failure never loses what the line said.
  async function choose(choice: SiteCountryChoice) {
    const ticket = ++latest.current;
    setPending(choice);
    setProblem(undefined);
    try {
      const next = await sendMessage('ui>bg:setSiteCountry', { tabId, choice });
      // A newer change is on its way and will show its own view; the list still reads this one's marks.
      if (ticket !== latest.current) return next && onChanged();
      if (next) {
        setView(next);
        onChanged();
      } else {
        setProblem({ message: i18n.t('panel.countryNoPage'), choice });
      }
    } catch (error) {
      if (ticket !== latest.current) return;
      // A full profile is the one failure the user can fix: the words say how.
      const message = isQuotaError(error)
        ? i18n.t('panel.countryStorageFull', [site])
        : i18n.t('panel.countryFailed', [site, describeMessagingError(error)]);
      setProblem({ message, choice });
    }
    setPending(undefined);
  }

  const words = pageCountryWords(view, translate);
  return (
    <div class="page-country">
      <div aria-live="polite">
        <p class="page-country__line">{words.line}</p>
        {words.pageAlone && <p class="page-country__alone muted">{words.pageAlone}</p>}
      </div>
      {/* A rule is kept per site: a page with no host name (a file, a picked PDF) has none to set. */}
      {view.site && (
        <>
          <label class="page-country__choice">
            <span>{i18n.t('panel.countryFor', [site])}</span>{' '}
            <select
              value={pending ?? view.choice}
              aria-busy={pending !== undefined}
              aria-describedby="page-country-hint"
              onChange={(event) => void choose(event.currentTarget.value as SiteCountryChoice)}
            >
              {CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label()}
                </option>
              ))}
            </select>
          </label>
          <p id="page-country-hint" class="page-country__hint muted">
            {i18n.t('panel.countryHint')}
          </p>
        </>
      )}
      {problem && (
        <div class="failure" role="alert">
          <p>{problem.message}</p>
          <button type="button" onClick={() => void choose(problem.choice)}>
            {i18n.t('lookup.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
