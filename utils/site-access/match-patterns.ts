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

/** "Always scan this site" for a page URL: scheme and host, any path and port; undefined if unscannable. */
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

export function siteLabel(pattern: string): string {
  return pattern.replace(/\/\*$/, '');
}

const PATTERN = /^(\*|https?):\/\/(\*|(?:\*\.)?[^/*]+)(\/.*)$/;

/** A match pattern as a regex over a page's href: a page tests its own address once access is withdrawn. */
export function patternToRegExpSource(pattern: string): string | undefined {
  if (pattern === '<all_urls>') return '^https?://';
  const match = PATTERN.exec(pattern);
  if (!match) return undefined;
  const [, scheme = '', host = '', path = ''] = match;
  const wanted = host.toLowerCase();
  const hostSource =
    wanted === '*'
      ? '[^/?#]+'
      : wanted.startsWith('*.')
        ? `(?:[^/?#@]+\\.)?${escapeRegExp(wanted.slice(2))}(?::\\d+)?`
        : `${escapeRegExp(wanted)}(?::\\d+)?`;
  // The path is matched against path and query, never the fragment.
  const pathSource = path.split('*').map(escapeRegExp).join('[^#]*');
  return `^${scheme === '*' ? 'https?' : scheme}://${hostSource}${pathSource}(?:#.*)?$`;
}

export function urlMatchesPattern(url: string, pattern: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const source = patternToRegExpSource(pattern);
  return source !== undefined && new RegExp(source).test(parsed.href);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
