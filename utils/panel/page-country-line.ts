/**
 * The side panel's country line in words: what the page looks like, or the user's rule for its site and,
 * muted, what the page alone says. Pure (a Translate and a country-name reader come in), so its English is
 * unit-tested in Node.
 */
import { countryName } from '@/utils/detect/page-country';
import type { PageCountry } from '@/utils/detect/page-country';
import type { MessageKey, Translate } from '@/utils/i18n/translate';
import type { PageCountryView } from '@/utils/messaging/page-country-view';

/** A dealer reads the line at a glance: three things the page printed say enough. */
const EVIDENCE_SHOWN = 3;
/** Evidence is page text: a page cannot stretch the line with a long "city". */
const EVIDENCE_CHARS = 32;
// Direction overrides and other invisible controls could make the printed evidence read as something else.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g;

export interface PageCountryWords {
  /** The line itself: the page's reading, or the user's rule when one is set. */
  line: string;
  /** With a rule set: what the page alone says, shown muted beside the rule. */
  pageAlone?: string;
}

/** The evidence as printed, cleaned of invisible characters, each kept short, at most three. */
export function shownCountryEvidence(evidence: readonly string[]): string[] {
  const shown: string[] = [];
  for (const item of evidence) {
    const text = item.replace(/\s+/g, ' ').replace(INVISIBLE, '').trim();
    if (!text || shown.includes(text)) continue;
    shown.push(text.length > EVIDENCE_CHARS ? `${text.slice(0, EVIDENCE_CHARS - 1).trimEnd()}…` : text);
    if (shown.length === EVIDENCE_SHOWN) break;
  }
  return shown;
}

const SENTENCES = {
  line: {
    nigerian: 'panel.countryNigerian',
    like: 'panel.countryLike',
    foreign: 'panel.countryForeign',
    unknown: 'panel.countryUnknown',
  },
  alone: {
    nigerian: 'panel.countryAloneNigerian',
    like: 'panel.countryAloneLike',
    foreign: 'panel.countryAloneForeign',
    unknown: 'panel.countryAloneUnknown',
  },
} as const satisfies Record<string, Record<string, MessageKey>>;

function readingWords(
  reading: PageCountry,
  form: keyof typeof SENTENCES,
  t: Translate,
  nameOf: (code: string) => string | undefined,
): string {
  const keys = SENTENCES[form];
  // A country code the names table does not know reads as "foreign", never as a bare code.
  const name = reading.verdict === 'foreign' && reading.country ? nameOf(reading.country) : undefined;
  const sentence =
    reading.verdict === 'nigerian'
      ? t(keys.nigerian)
      : reading.verdict === 'foreign'
        ? name
          ? t(keys.like, [name])
          : t(keys.foreign)
        : t(keys.unknown);
  // "Unknown" has nothing that decided it; whatever a reader sends, no evidence is shown for it.
  const evidence = reading.verdict === 'unknown' ? [] : shownCountryEvidence(reading.evidence);
  return evidence.length ? t('panel.countryEvidence', [sentence, evidence.join(', ')]) : sentence;
}

/** The site as the panel names it; a page without a host name (a file, the viewer) is "this site". */
export function countrySiteName(view: PageCountryView, t: Translate): string {
  return view.site || t('panel.countryThisSite');
}

/**
 * "This page looks like Zimbabwe (Harare, +263)", or with the user's rule "You treat example.co.zw as
 * Nigerian" and, muted, "On its own, the page looks like Zimbabwe (Harare, +263)".
 */
export function pageCountryWords(
  view: PageCountryView,
  t: Translate,
  nameOf: (code: string) => string | undefined = countryName,
): PageCountryWords {
  if (view.choice === 'auto') return { line: readingWords(view.reading, 'line', t, nameOf) };
  const site = countrySiteName(view, t);
  return {
    line: t(view.choice === 'nigerian' ? 'panel.countryRuleNigerian' : 'panel.countryRuleForeign', [site]),
    pageAlone: readingWords(view.reading, 'alone', t, nameOf),
  };
}
