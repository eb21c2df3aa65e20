/**
 * The preset APIs' hosts, read by the presets, the manifest's install-time host permissions
 * (wxt.config.ts) and site access, which never scans them. Imports nothing: the build config loads it.
 */
export const API_HOSTS = {
  identityPass: 'https://api.myidentitypass.com',
  identityPassSandbox: 'https://sandbox.myidentitypass.com',
  prembly: 'https://api.prembly.com',
} as const;

/** Match patterns of the hosts above: holding them is for calling the API, never a wish to scan them. */
export const API_HOST_PATTERNS: readonly string[] = Object.values(API_HOSTS).map((origin) => `${origin}/*`);
