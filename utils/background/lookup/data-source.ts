/** Settings turned into where answers come from: the built-in demo records or the user's API. */
import { API_PRESETS, hasTaxIdCheck, SPEC_TIN_PATH, SPEC_VIN_PATH } from '@/utils/api/presets';
import { isTaxId } from '@/utils/detect/tin';
import { sourceLabel } from '@/utils/settings/source-label';
import type { Translate } from '@/utils/i18n/translate';
import type { Settings } from '@/utils/settings/schema';
import type { DataSourceInfo } from '@/utils/lookup/schema';

export function describeDataSource(settings: Settings, t: Translate): DataSourceInfo {
  const via = hostBeyondPreset(settings);
  return { id: settings.dataSource, label: sourceLabel(settings, t), ...(via ? { via } : {}) };
}

/**
 * The host answers come from when a preset is pointed away from its own documented address: a Summary must
 * never read as the provider's when another server answered. Custom names no host: its label already says it
 * is the merchant's own gateway, and a result is no place for an address (Options shows it).
 */
export function hostBeyondPreset(settings: Settings): DataSourceInfo['via'] {
  if (settings.dataSource !== 'api' || settings.presetId === 'custom') return undefined;
  const preset = API_PRESETS[settings.presetId];
  const called = urlOf(effectiveBaseUrl(settings));
  if (!called) return undefined;
  const own = [preset.defaultBaseUrl, preset.sandboxBaseUrl].map((url) => url && urlOf(url)?.origin);
  return own.includes(called.origin) ? undefined : { host: called.host };
}

function urlOf(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** The base URL actually called: the user's override, or the preset's own. */
export function effectiveBaseUrl(settings: Settings): string {
  return (settings.baseUrl.trim() || API_PRESETS[settings.presetId].defaultBaseUrl).replace(/\/+$/, '');
}

/** Demo answers must never pass for the API's, and two API hosts (sandbox and live) may disagree. */
export function cacheNamespace(settings: Settings): string {
  if (settings.dataSource === 'demo') return 'demo';
  const base = `api:${settings.presetId}:${effectiveBaseUrl(settings)}`;
  const paths = customPaths(settings);
  // Spec paths keep the namespace Custom had before its paths could change, so its cache stays valid.
  const specPaths = paths.vinPath === SPEC_VIN_PATH && paths.tinPath === SPEC_TIN_PATH;
  if (settings.presetId !== 'custom') return base;
  const named = specPaths ? base : `${base}:${paths.vinPath}:${paths.tinPath}`;
  // A Tax ID path adds to the namespace only when set, so caches from before it existed stay valid.
  return paths.taxIdPath ? `${named}:${paths.taxIdPath}` : named;
}

/** Custom's VIN and TIN paths, the spec's when left empty, and its Tax ID path ('' for none). */
export function customPaths(settings: Settings): { vinPath: string; tinPath: string; taxIdPath: string } {
  return {
    vinPath: settings.customVinPath.trim() || SPEC_VIN_PATH,
    tinPath: settings.customTinPath.trim() || SPEC_TIN_PATH,
    taxIdPath: settings.customTaxIdPath.trim(),
  };
}

/** Whether these settings can send a 13-digit Tax ID: demo data, or an API with a Tax ID check. */
export function canSendTaxId(settings: Settings): boolean {
  return settings.dataSource === 'demo' || hasTaxIdCheck(settings.presetId, settings.customTaxIdPath);
}

/**
 * A 13-digit Tax ID these settings have no check for: refused before anything is sent (never to the TIN
 * check), by a lookup and by a bulk plan alike.
 */
export function isUncheckedTaxId(settings: Settings, kind: string, value: string): boolean {
  return kind === 'tin' && isTaxId(value) && !canSendTaxId(settings);
}

/** Test values such as the 11-character VIN AAA00000000 are only meaningful to demo data and sandboxes. */
export function acceptsSandboxValues(settings: Settings): boolean {
  if (settings.dataSource === 'demo' || settings.sandboxMode) return true;
  const sandboxUrl = API_PRESETS[settings.presetId].sandboxBaseUrl;
  return sandboxUrl !== undefined && effectiveBaseUrl(settings) === sandboxUrl;
}
