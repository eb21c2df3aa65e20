/** Provider text is cleaned before it is shown or stored: a provider may echo the key it rejected. */

const MAX_PROVIDER_MESSAGE = 300;
const MASK = '[hidden]';

/** Masks each secret of 3+ characters (shorter ones would mask noise). */
export function redactSecrets(text: string, secrets: readonly (string | undefined)[]): string {
  let result = text;
  for (const secret of secrets) {
    const value = secret?.trim();
    if (value && value.length >= 3) result = result.split(value).join(MASK);
  }
  return result;
}

/** A provider message fit to show: secrets masked, whitespace collapsed, length capped. */
export function cleanProviderMessage(
  text: string | undefined,
  secrets: readonly (string | undefined)[],
): string | undefined {
  if (text === undefined) return undefined;
  const collapsed = redactSecrets(text, secrets).replace(/\s+/g, ' ').trim();
  if (collapsed === '') return undefined;
  return collapsed.length > MAX_PROVIDER_MESSAGE
    ? `${collapsed.slice(0, MAX_PROVIDER_MESSAGE - 1)}…`
    : collapsed;
}
