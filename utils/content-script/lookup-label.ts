/**
 * The overlay button's words, from locales/en.yml (`page.*`). The accessible name starts with
 * "Look up" or "Verify" and names the identifier (docs/outside-contract.md's contract for outside tests and what screen readers
 * announce).
 */
import type { DetectionKind } from '@/utils/detect/types';
import { translate } from '@/utils/i18n/extension-translate';
import type { MessageKey } from '@/utils/i18n/translate';

const KIND_NAMES: Readonly<Record<DetectionKind, MessageKey>> = {
  vin: 'page.kindVin',
  tin: 'page.kindTin',
  cac: 'page.kindCac',
  phone: 'page.kindPhone',
};

export function kindName(kind: DetectionKind): string {
  return translate(KIND_NAMES[kind]);
}

// Vehicles are looked up, taxpayers verified: the button says which, and for CAC numbers which
// register (RC, BN, IT…), as the page prints it.
const BUTTON_NAMES: Readonly<Record<DetectionKind, readonly [MessageKey, MessageKey]>> = {
  vin: ['page.nameVin', 'page.idleVin'],
  tin: ['page.nameTin', 'page.idleTin'],
  cac: ['page.nameCac', 'page.idleCac'],
  phone: ['page.namePhone', 'page.idlePhone'],
};

/** "Look up VIN 1HGCM82633A004352", "Verify TIN 10493827-0001", "Verify RC1456032" */
export function lookupButtonName(kind: DetectionKind, value: string): string {
  return translate(isMasked(value) ? 'page.namePreview' : BUTTON_NAMES[kind][0], [value]);
}

/** A masked VIN ("1HGCM82633A******"): only its free preview, never a paid lookup. */
const isMasked = (value: string) => value.includes('*');

export type LookupButtonState = 'idle' | 'sending' | LookupResultState;
/** After a click: shown in the opened side panel, waiting in a panel the browser would not open, or failed. */
export type LookupResultState = 'sent' | 'ready' | 'failed';

const BUTTON_TEXT: Readonly<Record<Exclude<LookupButtonState, 'idle'>, MessageKey>> = {
  sending: 'page.sending',
  sent: 'page.sent',
  ready: 'page.ready',
  failed: 'page.failed',
};

/**
 * What the background said of an identifier, by value, shown in place of the idle text: a lookup's
 * answer ("2013 Toyota Camry LE · Details") or a listing that disagrees with its VIN.
 */
const answers = new Map<string, string>();

export function rememberAnswer(value: string, line: string): void {
  answers.set(value, line);
}

/** Said after the idle text: whether a click costs a paid lookup or answers from the demo. */
let costHint = '';

export function setCostHint(hint: string): void {
  costHint = hint;
}

/** Visible text per state; the accessible name (lookupButtonName) stays the same in every state. */
export function buttonText(state: LookupButtonState, kind: DetectionKind, value: string): string {
  const answer = answers.get(value);
  if (state === 'idle' && answer) return answer;
  if (state === 'idle' && isMasked(value)) return translate('page.idlePreview');
  if (state === 'idle')
    return translate(BUTTON_NAMES[kind][1], [/^[A-Z]+/.exec(value)?.[0] ?? '']) + costHint;
  return translate(BUTTON_TEXT[state]);
}

/** Announced in the overlay's live region after a click. */
export function lookupStatusMessage(state: LookupButtonState, kind: DetectionKind, value: string): string {
  const subs = [kindName(kind), value];
  switch (state) {
    case 'sending':
      return translate('page.statusSending', subs);
    case 'sent':
      return translate('page.statusSent', subs);
    case 'ready':
      return translate('page.statusReady', subs);
    case 'failed':
      return translate('page.statusFailed', subs);
    default:
      return '';
  }
}

export function noIdentifiersMessage(): string {
  return translate('page.noneFound');
}

/** Where focus lands on a block holding identifiers. */
export function containsMessage(kind: DetectionKind, value: string): string {
  return translate('page.contains', [kindName(kind), value]);
}

/** How to reach a mark from the keyboard. */
export function keyboardHintMessage(kind: DetectionKind, value: string): string {
  return translate('page.howTo', [kindName(kind), value]);
}

/** Said when the page altered our button, so the click was not trusted. */
export function tamperedMessage(kind: DetectionKind, value: string): string {
  return translate('page.tampered', [lookupButtonName(kind, value)]);
}
