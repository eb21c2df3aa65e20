import { useEffect, useRef } from 'preact/hooks';
import type { ImageBox } from '@/utils/image/types';
import type { ImagePicture } from './useImagePicture';

/** A thumbnail's height in CSS pixels; its width follows the crop, up to THUMB_MAX_WIDTH. */
const THUMB_HEIGHT = 40;
const THUMB_MAX_WIDTH = 320;

/**
 * Where in the image a candidate was read, cut out and shown small beside it: what the person checks a doubtful
 * reading against. Drawn on a canvas (the pages' CSP allows no blob: images).
 */
export function CropThumbnail({
  picture,
  crop,
  label,
}: {
  picture: ImagePicture;
  crop: ImageBox;
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const target = canvas.current;
    const context = target?.getContext('2d');
    if (!target || !context) return;
    // A little margin around the crop, so the characters' edges show.
    const margin = Math.round(Math.min(crop.width, crop.height) * 0.15);
    const sx = Math.max(0, (crop.x - margin) * picture.scale);
    const sy = Math.max(0, (crop.y - margin) * picture.scale);
    const sw = Math.min(picture.bitmap.width - sx, (crop.width + 2 * margin) * picture.scale);
    const sh = Math.min(picture.bitmap.height - sy, (crop.height + 2 * margin) * picture.scale);
    if (sw <= 0 || sh <= 0) return;
    const ratio = window.devicePixelRatio || 1;
    const cssWidth = Math.min(THUMB_MAX_WIDTH, Math.round((THUMB_HEIGHT * sw) / sh));
    const cssHeight = Math.round((cssWidth * sh) / sw);
    target.style.width = `${cssWidth}px`;
    target.style.height = `${cssHeight}px`;
    target.width = Math.max(1, Math.round(cssWidth * ratio));
    target.height = Math.max(1, Math.round(cssHeight * ratio));
    try {
      context.drawImage(picture.bitmap, sx, sy, sw, sh, 0, 0, target.width, target.height);
    } catch {
      // The image was replaced (its bitmap let go) as this drew: the next image's crops follow.
    }
  }, [picture, crop.x, crop.y, crop.width, crop.height]);
  return <canvas ref={canvas} class="image-crop" role="img" aria-label={label} />;
}
