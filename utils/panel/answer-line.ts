import type { LookupResult } from '@/utils/lookup/schema';
import { summariseVehicle } from '@/utils/format/vehicle-summary';
import { translate } from '@/utils/i18n/extension-translate';
import type { Translate } from '@/utils/i18n/translate';
import { decodeVin } from '@/utils/vin-decode/decode';
import { describeMaskedLine } from '@/utils/vin-decode/describe';
import { verdictOf, type Verdict } from '@/utils/verdict/state';
import { verdictHeading, verdictMark } from '@/utils/verdict/words';

/** What the answer names: the vehicle, the taxpayer, or (for a call that failed) what went wrong. */
function subjectOf(result: LookupResult): string {
  const { payload } = result;
  switch (payload.type) {
    case 'vehicle':
      return summariseVehicle(payload.report).title;
    case 'taxpayer':
      return payload.record.taxpayerName;
    case 'failure':
      return payload.failure.title;
    default:
      return '';
  }
}

/** The mark before the line: ✓ only for green, so a specification or demo record carries none. */
function markOf(verdict: Verdict): string {
  return verdict.tone === 'info' ? '' : `${verdictMark(verdict)} `;
}

/**
 * The answer in one line for the page's card and the side panel's row, in the verdict's words
 * (utils/verdict/): "✓ Verified · NAME", "⚠ Found, but the name differs · NAME", "Specification found · 2013
 * Toyota Camry LE". '' while a warning awaits confirmation in the side panel. Short enough to wrap on the
 * card, never cut: the check's details are in the side panel and the Summary.
 */
export function answerLine(result: LookupResult, t: Translate = translate): string {
  const verdict = verdictOf(result);
  switch (verdict.state) {
    case 'needs-confirmation':
      return '';
    case 'masked':
      // A masked VIN reads as what it says ("Honda · 2003 · United States · serial hidden by the auction").
      return describeMaskedLine(decodeVin(result.value), t);
    case 'failed':
      // What went wrong, as the failure names it ("The API key was refused").
      return `${markOf(verdict)}${subjectOf(result)}`;
    case 'not-found':
    case 'not-verified':
    case 'pending':
      return `${markOf(verdict)}${verdictHeading(verdict, t)}`;
    default: {
      const subject = subjectOf(result);
      const heading = verdictHeading(verdict, t);
      return `${markOf(verdict)}${subject ? `${heading} · ${subject}` : heading}`;
    }
  }
}
