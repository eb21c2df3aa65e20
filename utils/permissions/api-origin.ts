import { browser } from 'wxt/browser';
import { LOOPBACK_HOSTS } from '@/utils/api/presets';

/**
 * A custom gateway's origin is asked for at save time (the permissions prompt needs the click's gesture).
 * Preset hosts are in the manifest already; loopback gateways used for testing answer CORS themselves.
 */
export async function requestApiOriginPermission(
  baseUrl: string,
): Promise<'granted' | 'denied' | 'not-needed'> {
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch {
    return 'not-needed';
  }
  if (LOOPBACK_HOSTS.has(url.hostname)) return 'not-needed';
  // Match patterns cannot name a port: the pattern covers the host on any port.
  const origins = [`${url.protocol}//${url.hostname}/*`];
  try {
    // request() resolves true at once when the origin is already granted; calling contains() first
    // would spend the user gesture on an await.
    return (await browser.permissions.request({ origins })) ? 'granted' : 'denied';
  } catch {
    return 'denied';
  }
}
