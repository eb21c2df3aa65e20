/**
 * Whether a page is plainly another country's, from what the content script knows for free: the
 * region of its language ("en-ET") or its country-code domain (".sk"). Domains that sites everywhere
 * use (.io, .co, .ai, .tv, .me …) say nothing.
 */
const GENERIC_DOMAINS = 'ai co fm io ly me tv';

export function isForeignPage(hostname: string, language: string): boolean {
  const country = (/-([a-z]{2})$/i.exec(language) ?? /\.([a-z]{2})$/.exec(hostname))?.[1]?.toLowerCase();
  return !!country && country !== 'ng' && !GENERIC_DOMAINS.includes(country);
}
