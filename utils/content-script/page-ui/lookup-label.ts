/** The overlay's words (locales/en.yml, `page.*`); the accessible name is in docs/outside-contract.md. */
import type { DetectionKind } from '@/utils/detect/types';
import { translate } from '@/utils/i18n/extension-translate';
import type { MessageKey } from '@/utils/i18n/translate';
import type { LookupResultState } from './ui-link';
import type { ClickRefusal } from './click-guard';

const KIND_NAMES: Readonly<Record<DetectionKind, MessageKey>> = {
  vin: 'page.kindVin',
  tin: 'page.kindTin',
  cac: 'page.kindCac',
  phone: 'page.kindPhone',
};

// A 13-digit number found as a TIN is a Tax ID, checked on Business Tax: named by the check that runs.
const isTaxIdValue = (kind: DetectionKind, value: string) => kind === 'tin' && /^\d{13}$/.test(value);

export function kindName(kind: DetectionKind, value = ''): string {
  return translate(isTaxIdValue(kind, value) ? 'page.kindTaxId' : KIND_NAMES[kind]);
}

// Vehicles are looked up, taxpayers verified; a CAC number's button names its register (RC, BN, IT…).
const BUTTON_NAMES: Readonly<Record<DetectionKind, readonly [MessageKey, MessageKey]>> = {
  vin: ['page.nameVin', 'page.idleVin'],
  tin: ['page.nameTin', 'page.idleTin'],
  cac: ['page.nameCac', 'page.idleCac'],
  phone: ['page.namePhone', 'page.idlePhone'],
};

/** "Look up VIN 1HGCM82633A004352", "Verify TIN 10493827-0001", "Verify RC1456032" */
export function lookupButtonName(kind: DetectionKind, value: string): string {
  if (isTaxIdValue(kind, value)) return translate('page.nameTaxId', [value]);
  return translate(isMasked(value) ? 'page.namePreview' : BUTTON_NAMES[kind][0], [value]);
}

/** A masked VIN ("1HGCM82633A******"): only its free preview, never a paid lookup. */
const isMasked = (value: string) => value.includes('*');

export type LookupButtonState = 'idle' | 'sending' | LookupResultState;

const BUTTON_TEXT: Readonly<Record<Exclude<LookupButtonState, 'idle'>, MessageKey>> = {
  sending: 'page.sending',
  sent: 'page.sent',
  ready: 'page.ready',
  failed: 'page.failed',
};

/**
 * Visible text per state; the accessible name (lookupButtonName) stays the same in every state. Once
 * answered, the idle button opens the answer again (free: it is cached); else it says whether a click
 * costs a paid lookup or answers from the demo (`costHint`). The answer itself is never on the button.
 */
export function buttonText(
  state: LookupButtonState,
  kind: DetectionKind,
  value: string,
  answered = false,
  costHint = '',
): string {
  if (state !== 'idle') return translate(BUTTON_TEXT[state]);
  if (answered) return translate('page.details');
  if (isMasked(value)) return translate('page.idlePreview');
  if (isTaxIdValue(kind, value)) return translate('page.idleTaxId') + costHint;
  return translate(BUTTON_NAMES[kind][1], [/^[A-Z]+/.exec(value)?.[0] ?? '']) + costHint;
}

const STATUS: Readonly<Record<Exclude<LookupButtonState, 'idle'>, MessageKey>> = {
  sending: 'page.statusSending',
  sent: 'page.statusSent',
  ready: 'page.statusReady',
  failed: 'page.statusFailed',
};

export function lookupStatusMessage(state: LookupButtonState, kind: DetectionKind, value: string): string {
  return state === 'idle' ? '' : translate(STATUS[state], [kindName(kind, value), value]);
}

export function noIdentifiersMessage(): string {
  return translate('page.noneFound');
}

export function containsMessage(kind: DetectionKind, value: string): string {
  return translate('page.contains', [kindName(kind, value), value]);
}

export function keyboardHintMessage(kind: DetectionKind, value: string): string {
  return translate('page.howTo', [kindName(kind), value]);
}

const REFUSED: Readonly<Record<ClickRefusal, MessageKey>> = {
  small: 'page.refusedSmall',
  moved: 'page.refusedMoved',
  covered: 'page.refusedCovered',
};

/**
 * Shown on the button itself after a click that did not count, where the person is looking: why, and
 * what to do ("Not sent: the button had just appeared. Click again").
 */
export function refusedText(refusal: ClickRefusal): string {
  return translate(REFUSED[refusal]);
}

/** The same, said by the live region with the button's name. */
export function refusedMessage(refusal: ClickRefusal, kind: DetectionKind, value: string): string {
  return translate('page.refusedSaid', [lookupButtonName(kind, value), refusedText(refusal)]);
}

/** Said when an answer arrives: where it is, never what it says (the page could find the words). */
export function answerReadyMessage(kind: DetectionKind, value: string): string {
  return translate('page.answerReady', [kindName(kind), value]);
}

/** Said when the page altered our button, so the click was not trusted. */
export function tamperedMessage(kind: DetectionKind, value: string): string {
  return translate('page.tampered', [lookupButtonName(kind, value)]);
}
