/**
 * Cleaning of text that came from the provider before it reaches a Failure, the UI or history.
 * A provider may echo the key it rejected ("Invalid API key abc123"): the key must never be shown or stored.
 */

const MAX_PROVIDER_MESSAGE = 300;
const MASK = '[hidden]';

/** Replaces every occurrence of each secret (3+ characters, so masking stays meaningful) with a mask. */
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
