import { i18n } from '#i18n';
import { useEffect, useRef } from 'preact/hooks';
import { answerLine } from '@/utils/panel/answer-line';
import { isInterrupted, type TabLookup } from '@/utils/panel/tab-lookups';
import type { LookupQuery } from '@/components/LookupForm';
import { ResultCard } from '@/components/ResultCard';

/** Newest first, one report open at a time; `reveal` bumps when the user asks, scrolling it into view. */
export function TabLookups({
  lookups,
  openId,
  reveal,
  now,
  onOpen,
  onRetry,
  onLookup,
}: {
  lookups: TabLookup[];
  openId: string | undefined;
  reveal: number;
  now: number;
  onOpen: (lookupId: string | undefined) => void;
  onRetry: (lookup: TabLookup, refresh?: boolean, confirmCost?: boolean) => void;
  /** A next lookup offered by a card (the RC printed beside a Tax ID the provider did not know). */
  onLookup?: (query: LookupQuery) => void;
}) {
  const open = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reveal > 0) open.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [reveal]);
  if (lookups.length === 0) {
    return <p class="muted">{i18n.t('panel.noTabLookups')}</p>;
  }
  return (
    <div class="tab-lookups">
      {lookups.map((lookup) => {
        const isOpen = lookup.id === openId;
        return (
          <div key={lookup.id} class="tab-lookups__item" ref={isOpen ? open : undefined}>
            <button
              type="button"
              class="tab-lookups__row"
              aria-expanded={isOpen}
              onClick={() => onOpen(isOpen ? undefined : lookup.id)}
            >
              <code>{lookup.result?.value ?? lookup.value}</code> <span>{rowLine(lookup, now)}</span>
            </button>
            {isOpen && <TabLookupBody lookup={lookup} now={now} onRetry={onRetry} onLookup={onLookup} />}
          </div>
        );
      })}
    </div>
  );
}

function rowLine(lookup: TabLookup, now: number): string {
  if (lookup.result) return answerLine(lookup.result) || i18n.t('panel.needsConfirmation');
  return isInterrupted(lookup, now) ? i18n.t('panel.interruptedShort') : i18n.t('panel.lookingUpShort');
}

function TabLookupBody({
  lookup,
  now,
  onRetry,
  onLookup,
}: {
  lookup: TabLookup;
  now: number;
  onRetry: (lookup: TabLookup, refresh?: boolean, confirmCost?: boolean) => void;
  onLookup?: (query: LookupQuery) => void;
}) {
  if (lookup.result) {
    return (
      <ResultCard
        result={lookup.result}
        pageText={lookup.pageText}
        now={now}
        onRetry={() => onRetry(lookup)}
        onRefresh={() => onRetry(lookup, true)}
        onConfirm={() => onRetry(lookup, false, true)}
        onLookup={onLookup}
      />
    );
  }
  if (isInterrupted(lookup, now)) {
    return (
      <div class="failure" role="alert">
        <p class="failure__title">{i18n.t('panel.noAnswerFor', [lookup.value])}</p>
        <p>{i18n.t('panel.interrupted')}</p>
        <button type="button" onClick={() => onRetry(lookup)}>
          {i18n.t('lookup.retry')}
        </button>
      </div>
    );
  }
  return (
    <p class="loading" role="status">
      {i18n.t('panel.lookingUp', [lookup.value])}
    </p>
  );
}
