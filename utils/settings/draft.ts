/**
 * Options as one form: the draft the user edits, what changed, the first problem, and the one save message.
 * Pure, so the rules are tested without a page; the settings store still validates the whole on save.
 */
import type { WalletProblem } from '@/utils/api/wallet';
import { validateApiPath, validateBaseUrl } from '@/utils/api/presets';
import type { MessageKey } from '@/utils/i18n/translate';
import type { LockedField } from '@/utils/policy/view';
import type { DetectorSettings, Settings } from './schema';

export interface OptionsDraft {
  dataSource: Settings['dataSource'];
  presetId: Settings['presetId'];
  baseUrl: string;
  /** Typed only: a saved key never comes back to the page. Empty means "keep the saved one". */
  apiKey: string;
  appId: string;
  sessionOnly: boolean;
  sandboxMode: boolean;
  customVinPath: string;
  customTinPath: string;
  customTaxIdPath: string;
  /** Number fields as typed, so "1e" can be shown and refused instead of silently read. */
  lowBalanceThreshold: string;
  cacheHours: string;
  historyLimit: string;
  bulkRunLimit: string;
  detectors: DetectorSettings;
}

export type DraftField = keyof OptionsDraft;

/** A message tied to the field it is about (none: about the whole form). */
export interface FieldMessage {
  ok: boolean;
  text: string;
  field?: DraftField;
}

export function draftFrom(settings: Settings): OptionsDraft {
  return {
    dataSource: settings.dataSource,
    presetId: settings.presetId,
    baseUrl: settings.baseUrl,
    apiKey: '',
    appId: settings.appId,
    sessionOnly: settings.keyPersistence === 'session',
    sandboxMode: settings.sandboxMode,
    customVinPath: settings.customVinPath,
    customTinPath: settings.customTinPath,
    customTaxIdPath: settings.customTaxIdPath,
    lowBalanceThreshold: settings.lowBalanceThreshold === null ? '' : String(settings.lowBalanceThreshold),
    cacheHours: String(settings.cacheHours),
    historyLimit: String(settings.historyLimit),
    bulkRunLimit: String(settings.bulkRunLimit),
    detectors: { ...settings.detectors },
  };
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The fields whose value differs from what is saved; a typed key always counts (it is not saved yet). */
export function changedFields(draft: OptionsDraft, settings: Settings): DraftField[] {
  const saved = draftFrom(settings);
  return (Object.keys(draft) as DraftField[]).filter((field) =>
    field === 'apiKey' ? draft.apiKey.trim() !== '' : !same(draft[field], saved[field]),
  );
}

function wholeNumberIn(text: string, min: number, max: number): boolean {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max;
}

/** The first problem a save would meet, tied to its field, before anything is sent. */
export function draftProblem(draft: OptionsDraft): { field: DraftField; key: MessageKey } | undefined {
  if (draft.presetId === 'custom' || draft.baseUrl.trim() !== '') {
    const problem = validateBaseUrl(draft.baseUrl);
    if (problem) return { field: 'baseUrl', key: problem };
  }
  if (draft.presetId === 'custom') {
    for (const field of ['customVinPath', 'customTinPath', 'customTaxIdPath'] as const) {
      const problem = validateApiPath(draft[field]);
      if (problem) return { field, key: problem };
    }
  }
  const threshold = draft.lowBalanceThreshold.trim();
  if (threshold !== '' && !(Number.isFinite(Number(threshold)) && Number(threshold) >= 0))
    return { field: 'lowBalanceThreshold', key: 'provider.lowThresholdInvalid' };
  const hours = Number(draft.cacheHours);
  if (draft.cacheHours.trim() === '' || !(hours >= 0 && hours <= 720))
    return { field: 'cacheHours', key: 'options.preferencesInvalid' };
  if (!wholeNumberIn(draft.historyLimit, 10, 5000))
    return { field: 'historyLimit', key: 'options.preferencesInvalid' };
  if (!wholeNumberIn(draft.bulkRunLimit, 1, 20_000))
    return { field: 'bulkRunLimit', key: 'bulk.limitInvalid' };
  if (draft.apiKey.trim() !== '' && draft.apiKey.trim().length < 8)
    return { field: 'apiKey', key: 'connect.keyShort' };
  return undefined;
}

/** Draft fields the organisation's lock covers (the key's persistence goes with the key). */
const LOCKED_BY: Partial<Record<DraftField, LockedField>> = {
  dataSource: 'dataSource',
  presetId: 'presetId',
  baseUrl: 'baseUrl',
  apiKey: 'apiKey',
  sessionOnly: 'apiKey',
  appId: 'appId',
  customVinPath: 'customVinPath',
  customTinPath: 'customTinPath',
  customTaxIdPath: 'customTaxIdPath',
  detectors: 'detectors',
};

export function isLocked(field: DraftField, locked: readonly LockedField[]): boolean {
  const lock = LOCKED_BY[field];
  return lock !== undefined && locked.includes(lock);
}

export interface SaveMessage extends Partial<Settings> {
  apiKey?: { key: string; persistence: 'local' | 'session' };
}

/**
 * Everything one Save sends, in one message: the settings the user may change (a locked field is left out,
 * the background would refuse it) and the key only when one was typed. Call after `draftProblem` is clear.
 */
export function saveMessage(draft: OptionsDraft, locked: readonly LockedField[]): SaveMessage {
  const persistence = draft.sessionOnly ? 'session' : 'local';
  const threshold = draft.lowBalanceThreshold.trim();
  const all: SaveMessage = {
    dataSource: draft.dataSource,
    presetId: draft.presetId,
    baseUrl: draft.baseUrl.trim(),
    appId: draft.appId.trim(),
    keyPersistence: persistence,
    sandboxMode: draft.sandboxMode,
    customVinPath: draft.customVinPath.trim(),
    customTinPath: draft.customTinPath.trim(),
    customTaxIdPath: draft.customTaxIdPath.trim(),
    lowBalanceThreshold: threshold === '' ? null : Number(threshold),
    cacheHours: Number(draft.cacheHours),
    historyLimit: Number(draft.historyLimit),
    bulkRunLimit: Number(draft.bulkRunLimit),
    detectors: { ...draft.detectors },
  };
  const message = Object.fromEntries(
    Object.entries(all).filter(([field]) => !isLocked(field as DraftField, locked)),
  ) as SaveMessage;
  if (isLocked('apiKey', locked)) delete message.keyPersistence;
  else if (draft.apiKey.trim() !== '') message.apiKey = { key: draft.apiKey.trim(), persistence };
  return message;
}

/**
 * A message outlives an edit only when it is a problem with another field: a "Saved" is no longer true once
 * something changed, and a problem with the field just edited may be fixed by the edit.
 */
export function messageAfterEdit(
  message: FieldMessage | undefined,
  field: DraftField,
): FieldMessage | undefined {
  if (!message || message.ok || message.field === undefined || message.field === field) return undefined;
  return message;
}

/** Which field fixes a failed Connect: the key, the address, or none (try again later). */
export function connectProblemField(problem: WalletProblem | undefined): DraftField | undefined {
  switch (problem) {
    case 'no_key':
    case 'key_refused':
      return 'apiKey';
    case 'bad_url':
    case 'unreachable':
    case 'not_provider':
      return 'baseUrl';
    default:
      return undefined;
  }
}
