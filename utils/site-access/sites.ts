/**
 * "Always scan this site" and the list of such sites, for the popup and the options page.
 * A site is scanned exactly when its host permission is granted; the background (install.ts) follows
 * grants and revocations.
 */
import { browser } from 'wxt/browser';
import { API_HOST_PATTERNS } from '@/utils/api/hosts';
import { scanRegistrationMatches, sitePatternForUrl } from './match-patterns';

/**
 * Asks the user to let the extension scan `pageUrl`'s site from now on. Call it directly from a click
 * handler, before any await: the permission prompt needs the click's user gesture.
 */
export function requestSiteAccess(pageUrl: string): Promise<boolean> {
  const pattern = sitePatternForUrl(pageUrl);
  if (!pattern) return Promise.resolve(false);
  return browser.permissions.request({ origins: [pattern] }).catch(() => false);
}

/** Whether `pageUrl`'s site is already always scanned (to show the checkbox state). */
export async function isSiteScanned(pageUrl: string): Promise<boolean> {
  const pattern = sitePatternForUrl(pageUrl);
  if (!pattern) return false;
  return browser.permissions.contains({ origins: [pattern] }).catch(() => false);
}

/** Match patterns of the sites scanned automatically, e.g. "https://example.com/*", sorted. */
export async function listScannedSites(): Promise<string[]> {
  const granted = (await browser.permissions.getAll()).origins ?? [];
  return scanRegistrationMatches(granted, API_HOST_PATTERNS).matches;
}

/** Stops scanning a site by giving back its permission. Resolves true when it was removed. */
export function removeScannedSite(pattern: string): Promise<boolean> {
  return browser.permissions.remove({ origins: [pattern] }).catch(() => false);
}
