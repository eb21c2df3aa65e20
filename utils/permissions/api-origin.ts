import { browser } from 'wxt/browser';
import { LOOPBACK_HOSTS } from '@/utils/api/presets';

/** Asked at save time, as the prompt needs the click's gesture; preset and loopback hosts need none. */
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
    // request() resolves at once when already granted; contains() first would spend the gesture on an await.
    return (await browser.permissions.request({ origins })) ? 'granted' : 'denied';
  } catch {
    return 'denied';
  }
}
