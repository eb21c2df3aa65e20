/**
 * The preset API hosts: the install-time host permissions (wxt.config.ts PRESET_API_HOST_PERMISSIONS;
 * a unit test keeps the two equal). Holding them is for calling the API, never a wish to scan them.
 * A copy, because wxt.config.ts pulls build tools into whatever imports it.
 */
export const API_HOST_PATTERNS: readonly string[] = [
  'https://api.myidentitypass.com/*',
  'https://sandbox.myidentitypass.com/*',
  'https://api.prembly.com/*',
];
