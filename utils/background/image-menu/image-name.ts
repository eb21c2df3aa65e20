/** The name the viewer shows for a page's image. Pure. */
import type { Translate } from '@/utils/i18n/translate';

const MAX_NAME = 80;

/**
 * A web or file image's file name (the last segment of its path, decoded); a blob: or data: image, whose address
 * says nothing to a reader (and a data: one may be megabytes long), is named by the page it was on.
 */
export function pageImageName(srcUrl: string, pageUrl: string | undefined, t: Translate): string {
  const fromPage = () => {
    try {
      const host = pageUrl ? new URL(pageUrl).host : '';
      return host ? t('imageMenu.imageFrom', [host]) : t('imageMenu.imageName');
    } catch {
      return t('imageMenu.imageName');
    }
  };
  let parsed: URL;
  try {
    parsed = new URL(srcUrl);
  } catch {
    return fromPage();
  }
  if (!/^(https?|file):$/.test(parsed.protocol)) return fromPage();
  const last = parsed.pathname.split('/').filter(Boolean).pop();
  if (!last) return fromPage();
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // Kept as written.
  }
  return name.length > MAX_NAME ? `${name.slice(0, MAX_NAME - 1)}…` : name;
}
