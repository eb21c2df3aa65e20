import { describe, expect, it } from 'vitest';
import type { PageCountry } from '@/utils/detect/page-country';
import type { PageCountryView, SiteCountryChoice } from '@/utils/messaging/page-country-view';
import { pageCountryWords, shownCountryEvidence } from '@/utils/panel/page-country-line';
import { english } from '@/test/support/english';

const NAMES: Record<string, string> = { ZW: 'Zimbabwe', JP: 'Japan', NG: 'Nigeria' };
const nameOf = (code: string) => NAMES[code];

function view(
  reading: PageCountry,
  choice: SiteCountryChoice = 'auto',
  site = 'example.co.zw',
): PageCountryView {
  const verdict = choice === 'auto' ? reading.verdict : choice;
  return { site, reading, choice, verdict };
}
const words = (value: PageCountryView) => pageCountryWords(value, english, nameOf);

const zimbabwe: PageCountry = { verdict: 'foreign', country: 'ZW', evidence: ['Harare', '+263', 'ZIMRA'] };
const lagos: PageCountry = { verdict: 'nigerian', country: 'NG', evidence: ['Lagos', '₦'] };

describe('the side panel country line', () => {
  it('says what the page alone looks like, with what it printed that decided it', () => {
    expect(words(view(lagos))).toEqual({ line: 'This page looks Nigerian (Lagos, ₦)' });
    expect(words(view(zimbabwe))).toEqual({ line: 'This page looks like Zimbabwe (Harare, +263, ZIMRA)' });
    // No single country stands out: foreign, with its reasons.
    expect(words(view({ verdict: 'foreign', evidence: ['+263', '+260'] }))).toEqual({
      line: 'This page looks foreign (+263, +260)',
    });
    expect(words(view({ verdict: 'unknown', evidence: [] }))).toEqual({
      line: "This page's country is unknown",
    });
  });

  it("names the country from the detector's own table by default", () => {
    expect(pageCountryWords(view(zimbabwe), english).line).toBe(
      'This page looks like Zimbabwe (Harare, +263, ZIMRA)',
    );
    expect(pageCountryWords(view(zimbabwe, 'nigerian'), english).pageAlone).toMatch(/ like Zimbabwe /);
  });

  it('never shows a bare country code: one the names table does not know reads as foreign', () => {
    expect(words(view({ verdict: 'foreign', country: 'XQ', evidence: ['Qville'] })).line).toBe(
      'This page looks foreign (Qville)',
    );
  });

  it('with the user rule set, says the rule first and what the page alone says apart', () => {
    expect(words(view(zimbabwe, 'nigerian'))).toEqual({
      line: 'You treat example.co.zw as Nigerian',
      pageAlone: 'On its own, the page looks like Zimbabwe (Harare, +263, ZIMRA)',
    });
    expect(words(view(lagos, 'foreign', 'shop.example.ng'))).toEqual({
      line: 'You treat shop.example.ng as not Nigerian',
      pageAlone: 'On its own, the page looks Nigerian (Lagos, ₦)',
    });
    expect(words(view({ verdict: 'unknown', evidence: [] }, 'foreign')).pageAlone).toBe(
      'On its own, the page does not show its country',
    );
    expect(words(view({ verdict: 'foreign', evidence: [] }, 'nigerian')).pageAlone).toBe(
      'On its own, the page looks foreign',
    );
    // A page with no host name (a file, the viewer) has a rule all the same.
    expect(words(view(zimbabwe, 'nigerian', '')).line).toBe('You treat this site as Nigerian');
  });

  it('shows at most three things the page printed, each short, with no invisible characters', () => {
    expect(shownCountryEvidence(['Harare', '+263', 'ZIMRA', 'US$'])).toEqual(['Harare', '+263', 'ZIMRA']);
    // A right-to-left override would make "+263" read as "362+"; a page cannot stretch the line either.
    expect(shownCountryEvidence(['\u202e+263\u202c', ` Kwame\n\tNkrumah ${'Avenue '.repeat(20)}`])).toEqual([
      '+263',
      'Kwame Nkrumah Avenue Avenue Ave…', // 32 characters with the ellipsis
    ]);
    // Empty and repeated items say nothing more.
    expect(shownCountryEvidence(['\u200b', 'Harare', 'Harare ', 'ZWG'])).toEqual(['Harare', 'ZWG']);
    // "Unknown" shows no reasons, whatever the reading carries.
    expect(words(view({ verdict: 'unknown', evidence: ['Lagos'] })).line).toBe(
      "This page's country is unknown",
    );
  });
});
