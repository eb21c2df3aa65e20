/** A site is scanned exactly when its host permission is granted; the background follows the grants. */
import { browser } from 'wxt/browser';
import { API_HOST_PATTERNS } from '@/utils/api/hosts';
import { scanRegistrationMatches, sitePatternForUrl } from './match-patterns';

/** Call it from the click handler before any await: the permission prompt needs the user gesture. */
export function requestSiteAccess(pageUrl: string): Promise<boolean> {
  const pattern = sitePatternForUrl(pageUrl);
  if (!pattern) return Promise.resolve(false);
  return browser.permissions.request({ origins: [pattern] }).catch(() => false);
}

export async function isSiteScanned(pageUrl: string): Promise<boolean> {
  const pattern = sitePatternForUrl(pageUrl);
  if (!pattern) return false;
  return browser.permissions.contains({ origins: [pattern] }).catch(() => false);
}

export async function listScannedSites(): Promise<string[]> {
  const granted = (await browser.permissions.getAll()).origins ?? [];
  return scanRegistrationMatches(granted, API_HOST_PATTERNS).matches;
}

export function removeScannedSite(pattern: string): Promise<boolean> {
  return browser.permissions.remove({ origins: [pattern] }).catch(() => false);
}

/** The sites of a list not granted yet: an organisation's list is offered until every one is allowed. */
export async function sitesNotGranted(patterns: readonly string[]): Promise<string[]> {
  const granted = await Promise.all(
    patterns.map((pattern) => browser.permissions.contains({ origins: [pattern] }).catch(() => false)),
  );
  return patterns.filter((_pattern, index) => !granted[index]);
}

/** One prompt for all of them. Call it from the click handler before any await (the user gesture). */
export function requestSites(patterns: readonly string[]): Promise<boolean> {
  return browser.permissions.request({ origins: [...patterns] }).catch(() => false);
}
