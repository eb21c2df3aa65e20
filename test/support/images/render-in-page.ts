/**
 * Draws a test picture in a Playwright page's canvas and returns its encoded bytes: the shapes and text of a
 * scene, then what a phone camera does to it (rotation, perspective, shadow, blur, noise, JPEG). Chromium's own
 * canvas draws the fonts and encodes the files, so the pictures are real PNG/JPEG bytes, the same on every run
 * (the noise comes from a seeded generator, never Math.random).
 */
import type { Page } from '@playwright/test';

/** tsx (esbuild keepNames) wraps inner functions in `__name(...)`; the page needs it defined. */
const NAME_SHIM = 'globalThis.__name ??= (fn) => fn;';

/** One thing drawn on the scene, in the scene's pixels (before any effect). */
export type SceneItem =
  | {
      type: 'text';
      text: string;
      x: number;
      /** The text's alphabetic baseline. */
      y: number;
      /** A CSS font, e.g. `28px "DejaVu Sans"`. */
      font: string;
      color?: string;
      align?: 'left' | 'center' | 'right';
    }
  | {
      type: 'rect';
      x: number;
      y: number;
      width: number;
      height: number;
      fill?: string;
      stroke?: string;
      lineWidth?: number;
    }
  /** A PNG (a barcode from bwip-js), drawn without smoothing so its modules stay sharp. */
  | { type: 'png'; base64: string; x: number; y: number; width: number; height: number };

/** What a camera does to a flat picture; every field optional, applied in this order. */
export interface PhotoEffects {
  /** Turns the picture by this many degrees (clockwise) on a background of `surround`. */
  rotateDeg?: number;
  /** Resizes the finished picture (0.5: half the pixels each way), smoothed as a camera would. */
  scale?: number;
  /** Keystone: 0..0.4, the share by which the far edge shrinks, as when a page is shot from an angle. */
  perspective?: number;
  /** A soft dark shadow across one corner, as a hand or phone casts. */
  shadow?: boolean;
  /** Gaussian blur radius in pixels (out of focus). */
  blurPx?: number;
  /** Grain: the standard deviation of the added noise, in 0-255 grey levels. */
  noise?: number;
  /** Encode as JPEG at this quality (1-100); PNG when absent. */
  jpegQuality?: number;
  /** Places the picture in a larger frame of this size (a phone photo of a small label). */
  frame?: { width: number; height: number; x?: number; y?: number };
  /** Seeds the noise; the same seed gives the same bytes. */
  seed?: number;
}

export interface Scene {
  width: number;
  height: number;
  background: string;
  /** What shows around the picture once it is turned, warped or framed. */
  surround?: string;
  items: SceneItem[];
  effects?: PhotoEffects;
}

/** A picture's grey levels (0-255, one byte a pixel), for encoders the canvas lacks (GIF). */
export interface GreyPixels {
  width: number;
  height: number;
  grey: Uint8Array;
}

/** Renders `scene` in `page` and returns the encoded file. */
export async function renderScene(page: Page, scene: Scene): Promise<Buffer> {
  await page.evaluate(NAME_SHIM);
  const drawn = await page.evaluate(drawSceneInPage, { scene, grey: false });
  return Buffer.from(drawn.base64, 'base64');
}

/** Renders `scene` in `page` and returns its grey levels instead of a file. */
export async function renderSceneGrey(page: Page, scene: Scene): Promise<GreyPixels> {
  await page.evaluate(NAME_SHIM);
  const drawn = await page.evaluate(drawSceneInPage, { scene, grey: true });
  return {
    width: drawn.width,
    height: drawn.height,
    grey: new Uint8Array(Buffer.from(drawn.base64, 'base64')),
  };
}

/** Widths of `texts` in `font` as the page's canvas measures them (to lay a scene out before drawing). */
export async function measureTexts(page: Page, font: string, texts: string[]): Promise<number[]> {
  await page.evaluate(NAME_SHIM);
  return page.evaluate(
    async ({ font, texts }) => {
      await document.fonts?.load(font).catch(() => undefined);
      const context = new OffscreenCanvas(1, 1).getContext('2d')!;
      context.font = font;
      return texts.map((text) => Math.ceil(context.measureText(text).width));
    },
    { font, texts },
  );
}

/**
 * Runs inside the page: everything it needs is inside it (Playwright sends the function's source).
 * Returns the encoded file as base64.
 */
async function drawSceneInPage({
  scene,
  grey,
}: {
  scene: Scene;
  grey: boolean;
}): Promise<{ base64: string; width: number; height: number }> {
  const effects = scene.effects ?? {};
  const surround = scene.surround ?? '#8a8f96';
  const canvasOf = (width: number, height: number) => {
    const canvas = new OffscreenCanvas(Math.max(1, Math.round(width)), Math.max(1, Math.round(height)));
    return { canvas, context: canvas.getContext('2d', { willReadFrequently: true })! };
  };

  // The flat picture.
  let { canvas, context } = canvasOf(scene.width, scene.height);
  context.fillStyle = scene.background;
  context.fillRect(0, 0, canvas.width, canvas.height);
  for (const item of scene.items) {
    if (item.type === 'rect') {
      if (item.fill) {
        context.fillStyle = item.fill;
        context.fillRect(item.x, item.y, item.width, item.height);
      }
      if (item.stroke) {
        context.strokeStyle = item.stroke;
        context.lineWidth = item.lineWidth ?? 1;
        context.strokeRect(item.x, item.y, item.width, item.height);
      }
    } else if (item.type === 'text') {
      await document.fonts?.load(item.font).catch(() => undefined);
      context.font = item.font;
      context.fillStyle = item.color ?? '#111';
      context.textAlign = item.align ?? 'left';
      context.textBaseline = 'alphabetic';
      context.fillText(item.text, item.x, item.y);
    } else {
      const bytes = Uint8Array.from(atob(item.base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      context.imageSmoothingEnabled = false;
      context.drawImage(bitmap, item.x, item.y, item.width, item.height);
      context.imageSmoothingEnabled = true;
      bitmap.close();
    }
  }

  // Turned: the bounding box of the turned picture, the surround around it.
  if (effects.rotateDeg) {
    const angle = (effects.rotateDeg * Math.PI) / 180;
    const cos = Math.abs(Math.cos(angle));
    const sin = Math.abs(Math.sin(angle));
    const width = canvas.width * cos + canvas.height * sin;
    const height = canvas.width * sin + canvas.height * cos;
    // Transparent around it until the picture is laid on its surround or frame below.
    const turned = canvasOf(width, height);
    turned.context.translate(turned.canvas.width / 2, turned.canvas.height / 2);
    turned.context.rotate(angle);
    // Right angles keep every pixel: no smoothing, so a 90° turn is exact.
    turned.context.imageSmoothingEnabled = effects.rotateDeg % 90 !== 0;
    turned.context.drawImage(canvas, -canvas.width / 2, -canvas.height / 2);
    ({ canvas, context } = turned);
  }

  if (effects.scale && effects.scale !== 1) {
    const scaled = canvasOf(canvas.width * effects.scale, canvas.height * effects.scale);
    scaled.context.imageSmoothingQuality = 'high';
    scaled.context.drawImage(canvas, 0, 0, scaled.canvas.width, scaled.canvas.height);
    ({ canvas, context } = scaled);
  }

  // Keystone: the top edge shrinks by `perspective` and the picture leans; each output pixel is sampled
  // from the flat picture through the inverse homography (bilinear), the surround outside it.
  if (effects.perspective) {
    const w = canvas.width;
    const h = canvas.height;
    const inset = effects.perspective * w * 0.5;
    const corners: [number, number][] = [
      [inset, h * effects.perspective * 0.15],
      [w - inset * 0.6, 0],
      [w, h],
      [0, h * (1 - effects.perspective * 0.1)],
    ];
    const source: [number, number][] = [
      [0, 0],
      [w, 0],
      [w, h],
      [0, h],
    ];
    // Solves for H with H * destination = source (8 unknowns, h33 = 1), by Gaussian elimination.
    const rows: number[][] = [];
    for (let index = 0; index < 4; index++) {
      const [x, y] = corners[index]!;
      const [u, v] = source[index]!;
      rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
      rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
    }
    for (let column = 0; column < 8; column++) {
      let pivot = column;
      for (let row = column + 1; row < 8; row++) {
        if (Math.abs(rows[row]![column]!) > Math.abs(rows[pivot]![column]!)) pivot = row;
      }
      [rows[column], rows[pivot]] = [rows[pivot]!, rows[column]!];
      for (let row = 0; row < 8; row++) {
        if (row === column) continue;
        const factor = rows[row]![column]! / rows[column]![column]!;
        for (let k = column; k < 9; k++) rows[row]![k]! -= factor * rows[column]![k]!;
      }
    }
    const m = rows.map((row, index) => row[8]! / row[index]!);
    const from = context.getImageData(0, 0, w, h).data;
    const warped = canvasOf(w, h);
    const out = warped.context.getImageData(0, 0, w, h);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const d = m[6]! * x + m[7]! * y + 1;
        const u = (m[0]! * x + m[1]! * y + m[2]!) / d;
        const v = (m[3]! * x + m[4]! * y + m[5]!) / d;
        if (u < 0 || v < 0 || u > w - 1 || v > h - 1) continue;
        const x0 = Math.floor(u);
        const y0 = Math.floor(v);
        const fx = u - x0;
        const fy = v - y0;
        const x1 = Math.min(x0 + 1, w - 1);
        const y1 = Math.min(y0 + 1, h - 1);
        const at = (y * w + x) * 4;
        for (let c = 0; c < 4; c++) {
          const top = from[(y0 * w + x0) * 4 + c]! * (1 - fx) + from[(y0 * w + x1) * 4 + c]! * fx;
          const bottom = from[(y1 * w + x0) * 4 + c]! * (1 - fx) + from[(y1 * w + x1) * 4 + c]! * fx;
          out.data[at + c] = top * (1 - fy) + bottom * fy;
        }
      }
    }
    warped.context.putImageData(out, 0, 0);
    canvas = warped.canvas;
  }

  // Laid on its frame (a larger photo) or on the plain surround: no transparent pixel is left.
  {
    const frame = effects.frame ?? { width: canvas.width, height: canvas.height };
    const laid = canvasOf(frame.width, frame.height);
    if (effects.frame) {
      const gradient = laid.context.createLinearGradient(0, 0, laid.canvas.width, laid.canvas.height);
      gradient.addColorStop(0, '#6d7379');
      gradient.addColorStop(1, '#3f4449');
      laid.context.fillStyle = gradient;
    } else laid.context.fillStyle = surround;
    laid.context.fillRect(0, 0, laid.canvas.width, laid.canvas.height);
    const x = effects.frame?.x ?? (laid.canvas.width - canvas.width) / 2;
    const y = effects.frame?.y ?? (laid.canvas.height - canvas.height) / 2;
    laid.context.drawImage(canvas, Math.round(x), Math.round(y));
    ({ canvas, context } = laid);
  }

  if (effects.shadow) {
    const gradient = context.createLinearGradient(0, 0, canvas.width, canvas.height * 0.8);
    gradient.addColorStop(0, 'rgba(0,0,0,0.55)');
    gradient.addColorStop(0.45, 'rgba(0,0,0,0.25)');
    gradient.addColorStop(0.75, 'rgba(0,0,0,0)');
    context.fillStyle = gradient;
    context.fillRect(0, 0, canvas.width, canvas.height);
  }

  if (effects.blurPx) {
    const blurred = canvasOf(canvas.width, canvas.height);
    blurred.context.drawImage(canvas, 0, 0);
    blurred.context.filter = `blur(${effects.blurPx}px)`;
    blurred.context.drawImage(canvas, 0, 0);
    ({ canvas, context } = blurred);
  }

  if (effects.noise) {
    // mulberry32, Box-Muller: grey grain, the same for a given seed.
    let state = (effects.seed ?? 41) >>> 0;
    const random = () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    for (let at = 0; at < image.data.length; at += 4) {
      const gauss = Math.sqrt(-2 * Math.log(random() || 1e-9)) * Math.cos(2 * Math.PI * random());
      const delta = gauss * effects.noise;
      for (let c = 0; c < 3; c++)
        image.data[at + c] = Math.max(0, Math.min(255, image.data[at + c]! + delta));
    }
    context.putImageData(image, 0, 0);
  }

  let bytes: Uint8Array;
  if (grey) {
    const rgba = context.getImageData(0, 0, canvas.width, canvas.height).data;
    bytes = new Uint8Array(canvas.width * canvas.height);
    for (let at = 0; at < bytes.length; at++) {
      bytes[at] = Math.round(rgba[at * 4]! * 0.299 + rgba[at * 4 + 1]! * 0.587 + rgba[at * 4 + 2]! * 0.114);
    }
  } else {
    const blob = await canvas.convertToBlob(
      effects.jpegQuality
        ? { type: 'image/jpeg', quality: effects.jpegQuality / 100 }
        : { type: 'image/png' },
    );
    bytes = new Uint8Array(await blob.arrayBuffer());
  }
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return { base64: btoa(binary), width: canvas.width, height: canvas.height };
}
