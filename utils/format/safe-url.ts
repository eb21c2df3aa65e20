/** API values are untrusted: only these URL shapes may reach an <img src> or an <a href>. */
const SAFE_IMAGE_DATA = /^data:image\/(png|jpeg|jpg|gif|webp|svg\+xml)[;,]/i;

export function safeImageUrl(url: string): string | undefined {
  const trimmed = url.trim();
  if (SAFE_IMAGE_DATA.test(trimmed)) return trimmed;
  try {
    return new URL(trimmed).protocol === 'https:' ? trimmed : undefined;
  } catch {
    return undefined;
  }
}

const EMAIL = /^[^\s@<>"'()]+@[^\s@<>"'()]+\.[^\s@<>"'()]+$/;

export function mailtoHref(email: string): string | undefined {
  const trimmed = email.trim();
  return EMAIL.test(trimmed) ? `mailto:${encodeURIComponent(trimmed).replace('%40', '@')}` : undefined;
}

export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/[\s-]/g, '');
  return /^\+?\d{7,15}$/.test(digits) ? `tel:${digits}` : undefined;
}
