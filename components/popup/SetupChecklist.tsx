import { i18n } from '#i18n';
import { useEffect, useState } from 'preact/hooks';
import { listScannedSites } from '@/utils/site-access/sites';

/** Until a key is saved: the three steps from trying the demo to paid lookups, each ticked when done. */
export function SetupChecklist({ triedLookup }: { triedLookup: boolean }) {
  const [siteAllowed, setSiteAllowed] = useState(false);
  useEffect(() => {
    listScannedSites().then(
      (sites) => setSiteAllowed(sites.length > 0),
      () => undefined,
    );
  }, []);

  const steps = [
    { done: triedLookup, text: i18n.t('checklist.try') },
    { done: siteAllowed, text: i18n.t('checklist.site') },
    { done: false, text: i18n.t('checklist.key') },
  ];
  return (
    <section class="checklist" aria-labelledby="checklist-heading">
      <h2 id="checklist-heading">{i18n.t('checklist.heading')}</h2>
      <ol>
        {steps.map((step) => (
          <li key={step.text} class={step.done ? 'checklist__done' : undefined}>
            <span aria-hidden="true">{step.done ? '✓' : '○'}</span> {step.text}
            {step.done && <span class="visually-hidden"> {i18n.t('checklist.doneSuffix')}</span>}
          </li>
        ))}
      </ol>
      <a href="/options.html" target="_blank">
        {i18n.t('checklist.connect')}
      </a>
    </section>
  );
}
