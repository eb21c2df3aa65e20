import type { Verdict } from '@/utils/verdict/state';
import { verdictHeading, verdictMark } from '@/utils/verdict/words';
import { translate } from '@/utils/i18n/extension-translate';

/**
 * The answer's verdict as its heading line, in the verdict's words and tone (utils/verdict/): green and ✓
 * only when verified, amber "Found, but …" when a check differs. Views show it; none decides it.
 */
export function VerdictLine({ verdict }: { verdict: Verdict }) {
  const mark = verdict.tone === 'info' ? '' : verdictMark(verdict);
  return (
    <p class={`verdict verdict--${verdict.tone}`}>
      {mark && <span aria-hidden="true">{mark} </span>}
      {verdictHeading(verdict, translate)}
    </p>
  );
}
