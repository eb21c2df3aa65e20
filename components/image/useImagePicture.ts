/**
 * The image once more, small, for the crops shown beside each candidate: decoded once per image, only after the
 * reader has checked it (so a huge or hostile file is never decoded here), and let go when the image changes.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ImageInput } from './useImageRead';

/** The longest edge the crops are cut from: enough for a thumbnail of a line of print. */
const PICTURE_MAX_EDGE = 2000;

export interface ImagePicture {
  bitmap: ImageBitmap;
  /** The bitmap's pixels per source pixel (crops are in source pixels). */
  scale: number;
}

/** `size`: the source's size from the reading, set once the reader has checked the image; undefined before. */
export function useImagePicture(
  input: ImageInput | undefined,
  size: { width: number; height: number } | undefined,
): ImagePicture | undefined {
  const [picture, setPicture] = useState<ImagePicture>();
  const width = size?.width ?? 0;
  const height = size?.height ?? 0;
  useEffect(() => {
    setPicture(undefined);
    if (!input || 'failure' in input || width === 0 || height === 0) return;
    let live = true;
    let made: ImageBitmap | undefined;
    const scale = Math.min(1, PICTURE_MAX_EDGE / Math.max(width, height));
    const resize = {
      resizeWidth: Math.max(1, Math.round(width * scale)),
      resizeHeight: Math.max(1, Math.round(height * scale)),
    };
    const source = 'blob' in input ? input.blob : input.pixels;
    createImageBitmap(source, resize).then(
      (bitmap) => {
        made = bitmap;
        if (live) setPicture({ bitmap, scale: bitmap.width / width });
        else bitmap.close();
      },
      () => undefined, // no crops: the candidates still show
    );
    return () => {
      live = false;
      made?.close();
    };
  }, [input, width, height]);
  return picture;
}
