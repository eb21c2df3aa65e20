/** From the language region ("en-ET") or country domain; generic domains (.io, .tv …) say nothing. */
const GENERIC_DOMAINS = 'ai co fm io ly me tv';

export function isForeignPage(hostname: string, language: string): boolean {
  const country = (/-([a-z]{2})$/i.exec(language) ?? /\.([a-z]{2})$/.exec(hostname))?.[1]?.toLowerCase();
  return !!country && country !== 'ng' && !GENERIC_DOMAINS.includes(country);
}
