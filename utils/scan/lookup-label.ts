/**
 * The overlay button's words. The accessible name starts with "Look up" and names the identifier
 * (DESIGN.md's contract for outside tests and what screen readers announce).
 */
import type { DetectionKind } from '../detect/types';

const KIND_NAMES: Readonly<Record<DetectionKind, string>> = {
  vin: 'VIN',
  tin: 'TIN',
  cac: 'CAC',
  phone: 'phone',
};

/** The page shortcut to the first Look up button (also the "scan-page" command's default key). */
export const SHORTCUT_HINT = 'Alt+Shift+S';

export function kindName(kind: DetectionKind): string {
  return KIND_NAMES[kind];
}

/** "Look up VIN 1HGCM82633A004352" */
export function lookupButtonName(kind: DetectionKind, value: string): string {
  return `Look up ${KIND_NAMES[kind]} ${value}`;
}

export type LookupButtonState = 'idle' | 'sending' | LookupResultState;
/** After a click: shown in the opened side panel, waiting in a panel the browser would not open, or failed. */
export type LookupResultState = 'sent' | 'ready' | 'failed';

/** Visible text per state; "Look up" stays the start of the accessible name in every state. */
export const BUTTON_TEXT: Readonly<Record<LookupButtonState, string>> = {
  idle: 'Look up',
  sending: 'Look up…',
  sent: 'Opened in side panel',
  ready: 'Result in side panel',
  failed: 'Lookup failed',
};

/** Announced in the overlay's live region after a click. */
export function lookupStatusMessage(state: LookupButtonState, kind: DetectionKind, value: string): string {
  switch (state) {
    case 'sending':
      return `Looking up ${KIND_NAMES[kind]} ${value}…`;
    case 'sent':
      return `${KIND_NAMES[kind]} ${value} opened in the side panel.`;
    case 'ready':
      return `The result for ${KIND_NAMES[kind]} ${value} is ready in the side panel: open it from the extension's toolbar menu.`;
    case 'failed':
      return `Could not look up ${KIND_NAMES[kind]} ${value}. Try again or use the extension's popup.`;
    default:
      return '';
  }
}
