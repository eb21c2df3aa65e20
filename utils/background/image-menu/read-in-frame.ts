/**
 * Reading a page image's bytes in its own frame, in the extension's isolated world (never the page's own
 * world, which sees at most a fetch of its own image). The function is handed to scripting.executeScript from
 * the worker: the always-on content script carries none of it.
 *
 * How the bytes travel: one data: URL string (base64, 4/3 of the size). executeScript results cross as JSON in
 * Chrome, where a Uint8Array arrives as an object of indexed keys and a number array as ~3.7 characters a
 * byte; FileReader encodes base64 natively and asynchronously, so the page's main thread is not held. Figures
 * in test/e2e/image-menu.spec.ts and the report of issue 41.
 */
import { browser } from 'wxt/browser';
import { z } from 'zod';
import { IMAGE_FILE_LIMIT_BYTES, IMAGE_PIXEL_LIMIT } from '@/utils/image/file-check';

/** How long the frame's fetch may take before the canvas is tried instead. */
const FETCH_TIMEOUT_MS = 20_000;

/**
 * Runs in the frame (no closures: the browser serialises it). First the page's own request for its image
 * (from the HTTP cache where it can be; cookies only for its own site): blob:, data:, same-origin and CORS
 * images. Else the <img> showing it, drawn to an OffscreenCanvas (outside the document): refused when the
 * image is another site's without CORS (the canvas is tainted).
 */
export async function readImageInFrame(
  srcUrl: string,
  maxBytes: number,
  maxPixels: number,
  timeoutMs: number,
) {
  const asDataUrl = (blob: Blob) =>
    new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
      reader.readAsDataURL(blob);
    });
  let blob: Blob | undefined;
  let via: 'fetch' | 'canvas' = 'fetch';
  try {
    const response = await fetch(srcUrl, {
      cache: 'force-cache',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.ok) {
      const declared = Number(response.headers.get('content-length'));
      if (declared > maxBytes) {
        void response.body?.cancel();
        return { ok: false as const, reason: 'too-large' as const, bytes: declared };
      }
      // No length declared (sent in chunks): read no further than the limit, whatever the server sends.
      const reader = response.body?.getReader();
      if (reader) {
        const parts: Uint8Array[] = [];
        let received = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          received += value.byteLength;
          if (received > maxBytes) {
            void reader.cancel();
            return { ok: false as const, reason: 'too-large' as const };
          }
          parts.push(value);
        }
        blob = new Blob(parts as BlobPart[], { type: response.headers.get('content-type') ?? '' });
      } else blob = await response.blob();
    }
  } catch {
    blob = undefined;
  }
  if (!blob) {
    const image = Array.from(document.images).find((img) => img.currentSrc === srcUrl || img.src === srcUrl);
    if (!image) return { ok: false as const, reason: 'gone' as const };
    try {
      if (!image.complete || image.naturalWidth === 0) await image.decode();
    } catch {
      return { ok: false as const, reason: 'gone' as const };
    }
    if (image.naturalWidth * image.naturalHeight > maxPixels) {
      return { ok: false as const, reason: 'too-many-pixels' as const };
    }
    try {
      const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
      canvas.getContext('2d')?.drawImage(image, 0, 0);
      // Throws a SecurityError when the image tainted the canvas.
      blob = await canvas.convertToBlob({ type: 'image/png' });
      via = 'canvas';
    } catch {
      return { ok: false as const, reason: 'tainted' as const };
    }
  }
  if (blob.size > maxBytes) return { ok: false as const, reason: 'too-large' as const, bytes: blob.size };
  if (blob.size === 0) return { ok: false as const, reason: 'gone' as const };
  return { ok: true as const, dataUrl: await asDataUrl(blob), type: blob.type, size: blob.size, via };
}

/** What comes back from the frame, checked: the frame's world is ours, but what it read is the site's. */
export const frameImageReadSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    dataUrl: z.string().startsWith('data:'),
    type: z.string().max(200),
    size: z.number().int().positive(),
    via: z.enum(['fetch', 'canvas']),
  }),
  z.object({
    ok: z.literal(false),
    reason: z.enum(['too-large', 'too-many-pixels', 'tainted', 'gone']),
    bytes: z.number().int().nonnegative().optional(),
  }),
]);

export type FrameImageRead =
  | z.infer<typeof frameImageReadSchema>
  /** The browser would not run our function there (a browser page, a frame without access, a closed tab). */
  | { ok: false; reason: 'no-access' };

/** Reads `srcUrl` in frame `frameId` of tab `tabId`; never throws. */
export async function readImageInTab(
  tabId: number,
  frameId: number,
  srcUrl: string,
): Promise<FrameImageRead> {
  const inject = browser.scripting.executeScript as (options: {
    target: { tabId: number; frameIds: number[] };
    world: 'ISOLATED';
    func: typeof readImageInFrame;
    args: Parameters<typeof readImageInFrame>;
  }) => Promise<{ result?: unknown }[]>;
  try {
    const [injection] = await inject({
      target: { tabId, frameIds: [frameId] },
      world: 'ISOLATED',
      func: readImageInFrame,
      // The image limits every surface reads to (file-check.ts): a canvas over the pixel limit is not even drawn
      // (a 20,000 × 20,000 <img> would be 1.6 GB).
      args: [srcUrl, IMAGE_FILE_LIMIT_BYTES, IMAGE_PIXEL_LIMIT, FETCH_TIMEOUT_MS],
    });
    const parsed = frameImageReadSchema.safeParse(await injection?.result);
    return parsed.success ? parsed.data : { ok: false, reason: 'no-access' };
  } catch {
    return { ok: false, reason: 'no-access' };
  }
}
