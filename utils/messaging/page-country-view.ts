/** What the side panel shows of a page's country: one line, and the user's rule for the page's site. */
import type { CountryVerdict, PageCountry } from '@/utils/detect/page-country';

export type SiteCountryChoice = 'auto' | 'nigerian' | 'foreign';

export interface PageCountryView {
  /** The site the rule applies to: the top frame's host name without a leading "www.". */
  site: string;
  /** The page's own signal, whatever the user's rule. */
  reading: PageCountry;
  choice: SiteCountryChoice;
  /** What the detectors use: the user's rule when set, else the reading's verdict. */
  verdict: CountryVerdict;
}
