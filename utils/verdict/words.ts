/**
 * The verdict in words, from the verdict alone: the one-line heading every surface shows, the kind's name,
 * and one line per check. Pure (takes a Translate), so pages, the worker and Node tests say the same.
 */
import type { MessageKey, Translate } from '@/utils/i18n/translate';
import { describeListingMismatch, describeMismatch } from '@/utils/vin-decode/mismatch-text';
import type { VerdictCheck } from './checks';
import type { Verdict, VerdictKind, VerdictState } from './state';

const STATE_KEYS: Readonly<
  Record<Exclude<VerdictState, 'found-but-differs' | 'found-but-unchecked'>, MessageKey>
> = {
  verified: 'verdict.verified',
  'specification-found': 'verdict.specificationFound',
  'demo-found': 'verdict.demoFound',
  'not-found': 'verdict.notFound',
  'not-verified': 'verdict.notVerified',
  pending: 'verdict.pending',
  masked: 'verdict.masked',
  'needs-confirmation': 'verdict.needsConfirmation',
  failed: 'verdict.failed',
};

const REASON_KEYS: Readonly<Record<VerdictCheck['name'], MessageKey>> = {
  name: 'verdict.reasonName',
  rc: 'verdict.reasonRc',
  vin: 'verdict.reasonVin',
  listing: 'verdict.reasonListing',
};

const UNCHECKED_KEYS: Readonly<Record<VerdictCheck['name'], MessageKey>> = {
  name: 'verdict.uncheckedName',
  rc: 'verdict.uncheckedRc',
  vin: 'verdict.uncheckedVin',
  listing: 'verdict.uncheckedListing',
};

const KIND_KEYS: Readonly<Record<VerdictKind, MessageKey>> = {
  vin: 'kind.vin',
  tin: 'kind.tin',
  taxId: 'kind.taxId',
  cac: 'kind.cac',
  phone: 'kind.phone',
  identifier: 'kind.identifier',
};

/** "Verified", "Specification found", "Found, but the name differs", "Found in the demo data, but …". */
export function verdictHeading(
  verdict: Pick<Verdict, 'state' | 'demo'> & { differs: readonly Pick<VerdictCheck, 'name'>[] },
  t: Translate,
): string {
  if (verdict.state === 'found-but-differs') {
    const reasons = verdict.differs.map((check) => t(REASON_KEYS[check.name]));
    return t(verdict.demo ? 'verdict.demoFoundBut' : 'verdict.foundBut', [reasons.join(t('verdict.and'))]);
  }
  if (verdict.state === 'found-but-unchecked') {
    const what = verdict.differs.map((check) => t(UNCHECKED_KEYS[check.name]));
    return t(verdict.demo ? 'verdict.demoFoundUnchecked' : 'verdict.foundUnchecked', [
      what.join(t('verdict.and')),
    ]);
  }
  if (verdict.demo && verdict.state === 'not-found') return t('verdict.demoNotFound');
  return t(STATE_KEYS[verdict.state]);
}

/** The mark beside the heading: ✓ only for green, ⚠ for amber, ✗ for no answer. */
export function verdictMark(verdict: Pick<Verdict, 'tone'>): string {
  switch (verdict.tone) {
    case 'ok':
      return '✓';
    case 'warn':
      return '⚠';
    case 'bad':
    case 'none':
      return '✗';
    default:
      return '•';
  }
}

/** The kind named by the check that ran: "Tax ID" for a 13-digit number checked on Business Tax. */
export function verdictKindLabel(verdict: Pick<Verdict, 'kind'>, t: Translate): string {
  return t(KIND_KEYS[verdict.kind]);
}

const NAME_HELD: Readonly<Record<NonNullable<VerdictCheck['from']>, MessageKey>> = {
  page: 'verdict.namePageHeld',
  typed: 'verdict.nameTypedHeld',
  file: 'verdict.nameFileHeld',
};
const NAME_DIFFERS: Readonly<Record<NonNullable<VerdictCheck['from']>, MessageKey>> = {
  page: 'verdict.namePageDiffers',
  typed: 'verdict.nameTypedDiffers',
  file: 'verdict.nameFileDiffers',
};

/** One check in a sentence that names what was compared ("The name you typed, X, matches"). */
export function checkLine(check: VerdictCheck, t: Translate): string {
  switch (check.name) {
    case 'name': {
      if (check.state === 'unchecked') return t('nameCheck.hiddenNote');
      const from = check.from ?? 'page';
      return check.state === 'held'
        ? t(NAME_HELD[from], [check.claimed])
        : t(NAME_DIFFERS[from], [check.claimed, check.answered]);
    }
    case 'rc':
      return check.state === 'held'
        ? t('verdict.rcHeld', [check.claimed])
        : t('verdict.rcDiffers', [check.claimed, check.answered]);
    case 'vin':
      return check.mismatch
        ? describeMismatch(check.mismatch, t).join(' ')
        : t('verdict.vinHeld', [check.claimed]);
    case 'listing':
      return check.listing && check.state === 'differs'
        ? describeListingMismatch(check.listing.claim, check.listing.decode, t)
        : t('verdict.listingHeld', [check.claimed]);
  }
}

/** A check's state as one word for a table cell or a CSV column: matches, differs, not checked. */
export function checkStateWord(check: VerdictCheck | undefined, t: Translate): string {
  if (!check) return '';
  return t(
    check.state === 'held'
      ? 'verdict.cellHeld'
      : check.state === 'differs'
        ? 'verdict.cellDiffers'
        : 'verdict.cellUnchecked',
  );
}
