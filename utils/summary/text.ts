/**
 * The summary as a short plain message, a line a fact: it reads well in WhatsApp or an email and holds the
 * verdict, the identifier (masked unless the user chose to show it whole), what was and was not checked,
 * the time with its zone, the reference and the charge.
 */
import type { Translate } from '@/utils/i18n/translate';
import type { VerificationSummary } from './model';

export function summaryText(summary: VerificationSummary, t: Translate, whole = false): string {
  const identifier = whole ? summary.identifier : summary.masked;
  const lines = [
    summary.demo ? t('summary.textDemo') : undefined,
    // No mark for a found answer that verifies no identity (a specification, demo data): trimmed away.
    (summary.subject
      ? t('summary.textVerdictSubject', [summary.mark, summary.verdictText, summary.subject])
      : t('summary.textVerdict', [summary.mark, summary.verdictText])
    ).trim(),
    t('summary.textIdentifier', [summary.kindLabel, identifier, summary.check, summary.provider]),
    ...summary.matches.map((match) => `${match.ok === undefined ? '–' : match.ok ? '✓' : '✗'} ${match.text}`),
    ...summary.vinNotes,
    // What was not checked travels with the verdict: a specification is no history, theft or accident check.
    summary.notChecked,
    summary.answeredAt,
    summary.reference
      ? t('summary.textReference', [summary.reference, summary.charge])
      : t('summary.textCharge', [summary.charge]),
    t('summary.textMadeBy', [summary.version]),
  ];
  return lines.filter((line): line is string => !!line).join('\n');
}

/** A WhatsApp link with the message; opened only when the user clicks it. */
export function whatsAppHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
