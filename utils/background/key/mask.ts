/** The only form of the API key that ever leaves the background: enough to recognise it, not to use it. */
export function maskApiKey(key: string): string {
  const trimmed = key.trim();
  if (trimmed.length === 0) return '';
  const visible = trimmed.length >= 12 ? trimmed.slice(-4) : '';
  return `••••${visible}`;
}
