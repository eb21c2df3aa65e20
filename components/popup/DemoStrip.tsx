import { i18n } from '#i18n';
import { DEMO_SAMPLES } from '@/utils/demo/samples';
import type { LookupQuery } from '@/components/LookupForm';

/** Shown while answers come from demo data: says so, and offers the samples the demo knows. */
export function DemoStrip({ onTry }: { onTry: (query: LookupQuery) => void }) {
  return (
    <section class="demo-strip" aria-label={i18n.t('demo.region')}>
      <p>{i18n.t('demo.strip')}</p>
      <ul>
        {DEMO_SAMPLES.map((sample) => (
          <li key={sample.value}>
            <button type="button" class="link" onClick={() => onTry(sample)}>
              {sample.value}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
