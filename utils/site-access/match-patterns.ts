/**
 * Which pages the content script is registered for, from the host permissions the user granted:
 * "granting is enabling, revoking is disabling". Pure.
 */

export interface ScanRegistrationMatches {
  matches: string[];
  /** The API hosts, so a broad grant ("all sites") still never scans them. */
  excludeMatches: string[];
}

/** Web pages only: a grant for another scheme (file, ftp, the extension's own) is not a site to scan. */
const SCANNABLE = /^(?:<all_urls>|(?:\*|https?):\/\/[^/]+\/.*)$/;

export function scanRegistrationMatches(
  grantedOrigins: readonly string[],
  apiHostPatterns: readonly string[],
): ScanRegistrationMatches {
  const excluded = new Set(apiHostPatterns);
  const matches = [...new Set(grantedOrigins)]
    .filter((pattern) => SCANNABLE.test(pattern) && !excluded.has(pattern))
    .sort();
  return { matches, excludeMatches: [...apiHostPatterns] };
}

/**
 * The match pattern for "always scan this site" from a page URL: scheme and host, any path, any port
 * (match patterns cannot name a port). Undefined for pages that cannot be scanned (chrome://, file://…).
 */
export function sitePatternForUrl(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  if (parsed.hostname === '') return undefined;
  return `${parsed.protocol}//${parsed.hostname}/*`;
}

/** "https://example.com/*" → "https://example.com", for lists shown to the user. */
export function siteLabel(pattern: string): string {
  return pattern.replace(/\/\*$/, '');
}

const PATTERN = /^(\*|https?):\/\/(\*|(?:\*\.)?[^/*]+)(\/.*)$/;

/**
 * Whether a page URL falls under a host-permission match pattern: the shapes a grant can take
 * (`<all_urls>`, `*://*.example.com/*`, `https://example.com/path*`), for the web pages we scan.
 * Pure: the background uses it to find the open pages a withdrawn grant covered.
 */
export function urlMatchesPattern(url: string, pattern: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (pattern === '<all_urls>') return true;
  const match = PATTERN.exec(pattern);
  if (!match) return false;
  const [, scheme = '', host = '', path = ''] = match;
  if (scheme !== '*' && `${scheme}:` !== parsed.protocol) return false;
  const hostname = parsed.hostname.toLowerCase();
  const wanted = host.toLowerCase();
  if (wanted.startsWith('*.')) {
    const domain = wanted.slice(2);
    if (hostname !== domain && !hostname.endsWith(`.${domain}`)) return false;
  } else if (wanted !== '*' && wanted !== hostname) return false;
  const glob = new RegExp(`^${path.split('*').map(escapeRegExp).join('.*')}$`);
  return glob.test(parsed.pathname + parsed.search);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
