/** The overlay's words (locales/en.yml, `page.*`); the accessible name is in docs/outside-contract.md. */
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

// Vehicles are looked up, taxpayers verified; a CAC number's button names its register (RC, BN, IT…).
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

/** By value, in place of the idle text: a lookup's answer, or a listing that disagrees with its VIN. */
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

const STATUS: Readonly<Record<Exclude<LookupButtonState, 'idle'>, MessageKey>> = {
  sending: 'page.statusSending',
  sent: 'page.statusSent',
  ready: 'page.statusReady',
  failed: 'page.statusFailed',
};

export function lookupStatusMessage(state: LookupButtonState, kind: DetectionKind, value: string): string {
  return state === 'idle' ? '' : translate(STATUS[state], [kindName(kind), value]);
}

export function noIdentifiersMessage(): string {
  return translate('page.noneFound');
}

export function containsMessage(kind: DetectionKind, value: string): string {
  return translate('page.contains', [kindName(kind), value]);
}

export function keyboardHintMessage(kind: DetectionKind, value: string): string {
  return translate('page.howTo', [kindName(kind), value]);
}

/** Said when the page altered our button, so the click was not trusted. */
export function tamperedMessage(kind: DetectionKind, value: string): string {
  return translate('page.tampered', [lookupButtonName(kind, value)]);
}
