/**
 * Where the verification API lives. The same provider has moved hosts and paths over the years,
 * so the user picks a preset and may override its base URL.
 */
import { z } from 'zod';
import type { MessageKey } from '@/utils/i18n/translate';
import { API_HOSTS } from './hosts';
import type { TaxChannel } from './model';

export const PRESET_IDS = ['prembly', 'prembly-v2', 'identitypass-v1', 'custom'] as const;
export const presetIdSchema = z.enum(PRESET_IDS);
export type PresetId = z.infer<typeof presetIdSchema>;

export type EndpointKind = 'vin' | 'tax' | 'taxId' | 'wallet' | 'status';

export interface ApiPreset {
  id: PresetId;
  label: string;
  /** Empty for `custom`: the user must supply one. */
  defaultBaseUrl: string;
  /** A separate test host, when the provider has one (Prembly 2.0 picks sandbox by key instead). */
  sandboxBaseUrl?: string;
  vinPath: string;
  tinPath: string;
  /** The check that takes the 13-digit Tax ID (`tax_number`); absent where none is documented. */
  taxIdPath?: string;
  /** The free balance check (GET). */
  walletPath: string;
  /** The free status check of an earlier answer (GET); `{reference}` is replaced by the provider's reference. */
  statusPath: string;
  /** How this preset spells the phone channel in the request body. */
  phoneChannel: 'Phone' | 'PHONE';
}

// The spec's paths; a custom gateway mirrors the spec unless the user edits them.
export const SPEC_VIN_PATH = '/api/v1/biometrics/merchant/data/verification/vehicle/vin';
export const SPEC_TIN_PATH = '/api/v1/biometrics/merchant/data/verification/tin';
const SPEC_WALLET_PATH = '/api/v1/biometrics/merchant/data/wallet/balance';
const CURRENT_WALLET_PATH = '/api/v1/wallet';
const STATUS_PATH = '/api/v1/verification/api/status/{reference}/';
export const BUSINESS_TAX_PATH = '/verification/ng/business_tax';

export const API_PRESETS: Readonly<Record<PresetId, ApiPreset>> = {
  prembly: {
    id: 'prembly',
    label: 'Prembly',
    defaultBaseUrl: API_HOSTS.prembly,
    vinPath: '/verification/vehicle/vin',
    tinPath: '/verification/tin',
    // Business Tax, documented on the current docs only (docs/tax-identity.md).
    taxIdPath: BUSINESS_TAX_PATH,
    walletPath: CURRENT_WALLET_PATH,
    statusPath: STATUS_PATH,
    phoneChannel: 'PHONE',
  },
  'identitypass-v1': {
    id: 'identitypass-v1',
    label: 'IdentityPass v1',
    defaultBaseUrl: API_HOSTS.identityPass,
    sandboxBaseUrl: API_HOSTS.identityPassSandbox,
    vinPath: SPEC_VIN_PATH,
    tinPath: SPEC_TIN_PATH,
    walletPath: SPEC_WALLET_PATH,
    statusPath: STATUS_PATH,
    phoneChannel: 'Phone',
  },
  'prembly-v2': {
    id: 'prembly-v2',
    label: 'Prembly 2.0',
    defaultBaseUrl: API_HOSTS.prembly,
    vinPath: '/identitypass/verification/vehicle/vin',
    tinPath: '/identitypass/verification/tin',
    walletPath: CURRENT_WALLET_PATH,
    statusPath: STATUS_PATH,
    phoneChannel: 'PHONE',
  },
  custom: {
    id: 'custom',
    label: 'Custom',
    defaultBaseUrl: '',
    vinPath: SPEC_VIN_PATH,
    tinPath: SPEC_TIN_PATH,
    walletPath: SPEC_WALLET_PATH,
    statusPath: STATUS_PATH,
    phoneChannel: 'Phone',
  },
};

/** The channel value to put in the request body: Prembly 2.0 writes PHONE where the spec writes Phone. */
export function channelForPreset(presetId: PresetId, channel: TaxChannel): string {
  return channel === 'Phone' ? API_PRESETS[presetId].phoneChannel : channel;
}

/**
 * Full endpoint URL. The base URL may carry a path prefix (a merchant's gateway at
 * https://gw.example.com/kyc), so the preset path is appended rather than resolved against the origin.
 */
export function buildEndpoint(
  presetId: PresetId,
  baseUrl: string,
  kind: EndpointKind,
  options: EndpointOptions = {},
): string {
  const preset = API_PRESETS[presetId];
  const base = (baseUrl.trim() || preset.defaultBaseUrl).replace(/\/+$/, '');
  // Only Custom takes the user's paths: a preset's paths are the provider's documented ones.
  const custom = presetId === 'custom';
  switch (kind) {
    case 'vin':
      return base + withSlash((custom && options.vinPath?.trim()) || preset.vinPath);
    case 'tax':
      return base + withSlash((custom && options.tinPath?.trim()) || preset.tinPath);
    case 'taxId': {
      const path = custom ? options.taxIdPath?.trim() : preset.taxIdPath;
      return path ? base + withSlash(path) : '';
    }
    case 'wallet':
      return base + preset.walletPath;
    case 'status':
      return base + preset.statusPath.replace('{reference}', encodeURIComponent(options.reference ?? ''));
  }
}

export interface EndpointOptions {
  /** Custom only: the gateway's own paths. */
  vinPath?: string;
  tinPath?: string;
  /** Custom only: where the gateway takes a 13-digit Tax ID; empty when it has no such check. */
  taxIdPath?: string;
  /** For `status`: the provider's reference of the earlier answer. */
  reference?: string;
}

/** Whether Tax IDs can be sent: a preset's documented check, or Custom's own Tax ID path. */
export function hasTaxIdCheck(presetId: PresetId, customTaxIdPath = ''): boolean {
  return presetId === 'custom'
    ? customTaxIdPath.trim() !== ''
    : API_PRESETS[presetId].taxIdPath !== undefined;
}

function withSlash(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

/** What is wrong with a Custom path, or null: a path only, never a host, query or fragment. */
export function validateApiPath(path: string): 'provider.pathInvalid' | null {
  const trimmed = path.trim();
  if (trimmed === '') return null;
  return /^\/?[A-Za-z0-9._~\-/{}%]+$/.test(trimmed) && !trimmed.includes('//')
    ? null
    : 'provider.pathInvalid';
}

// Plain http is only acceptable where nothing leaves the machine: the key travels in a header. IPv6
// loopback ([::1]) is left out because the extension pages' CSP cannot name an IPv6 address.
export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1']);

/** What is wrong with an API base URL; each names its sentence in locales/en.yml. */
export type BaseUrlProblem = Extract<MessageKey, `baseUrl.${string}`>;

/** Null when the URL can be used as an API base URL, otherwise the problem (show it with `t(problem)`). */
export function validateBaseUrl(url: string): BaseUrlProblem | null {
  const trimmed = url.trim();
  if (trimmed === '') return 'baseUrl.empty';
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return 'baseUrl.invalid';
  }
  if (parsed.username !== '' || parsed.password !== '') return 'baseUrl.credentials';
  if (parsed.search !== '' || parsed.hash !== '' || /[?#]/.test(trimmed)) return 'baseUrl.query';
  if (parsed.protocol === 'https:') return null;
  if (parsed.protocol === 'http:') {
    // The key travels in a header: plain http only where nothing leaves the machine.
    return LOOPBACK_HOSTS.has(parsed.hostname) ? null : 'baseUrl.plainHttp';
  }
  return 'baseUrl.scheme';
}
