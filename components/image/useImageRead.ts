/**
 * One image read at a time, on this device: the reader (utils/image/read-image.ts) is handed the image, its
 * progress and the barcodes it finds before the text are shown as they come, and Cancel stops it at once.
 * A newer image replaces the one being read; nothing of the older one is shown after.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { readImage, readImageData } from '@/utils/image/read-image';
import type { ImageFailure, ImageReadProgress, ImageReadResult, ImageReading } from '@/utils/image/types';
import { settledImageState, type ImageReadState } from './image-read-state';

export type { ImageReadState };

/**
 * An image as it came: a file or a paste (bytes), pixels already drawn (a scanned PDF page), or why it never
 * came (a page's image the site refused: its failure is shown as a reading's would be).
 */
export type ImageInput = { blob: Blob } | { pixels: ImageData } | { failure: ImageFailure };

/** As utils/image/read-image.ts takes them. */
interface ReadOptions {
  signal?: AbortSignal;
  onProgress?(progress: ImageReadProgress): void;
  onBarcodes?(reading: ImageReading): void;
}

/** The reader's two entries; unit tests and the bench hand in their own. */
export interface ImageReaderEntries {
  readBlob(blob: Blob, options: ReadOptions): Promise<ImageReadResult>;
  readPixels(data: ImageData, options: ReadOptions): Promise<ImageReadResult>;
}

const DEVICE_READER: ImageReaderEntries = { readBlob: readImage, readPixels: readImageData };

export function useImageRead(reader: ImageReaderEntries = DEVICE_READER) {
  const [state, setState] = useState<ImageReadState>({ phase: 'idle' });
  /** The image being read or shown, for its crops. */
  const [input, setInput] = useState<ImageInput>();
  const ticket = useRef(0);
  const controller = useRef<AbortController | undefined>(undefined);
  const partial = useRef<ImageReading | undefined>(undefined);
  const last = useRef<ImageInput | undefined>(undefined);

  const stop = useCallback(() => {
    ticket.current++;
    controller.current?.abort();
    controller.current = undefined;
  }, []);

  const read = useCallback(
    async (input: ImageInput) => {
      stop();
      setInput(input);
      if ('failure' in input) {
        last.current = undefined;
        return setState({ phase: 'failed', failure: input.failure });
      }
      const mine = ticket.current;
      const abort = new AbortController();
      controller.current = abort;
      partial.current = undefined;
      last.current = input;
      const current = () => mine === ticket.current;
      setState({ phase: 'reading' });
      const options: ReadOptions = {
        signal: abort.signal,
        onProgress: (progress) => {
          if (current()) setState({ phase: 'reading', progress, partial: partial.current });
        },
        onBarcodes: (reading) => {
          partial.current = reading;
          if (current()) setState((shown) => ({ ...shown, phase: 'reading', partial: reading }));
        },
      };
      let result: ImageReadResult;
      try {
        result =
          'blob' in input
            ? await reader.readBlob(input.blob, options)
            : await reader.readPixels(input.pixels, options);
      } catch (error) {
        result = { ok: false, failure: { code: 'reader-failed', detail: String(error) } };
      }
      if (!current()) return;
      controller.current = undefined;
      setState(settledImageState(result, partial.current));
    },
    [reader, stop],
  );

  /** Stops reading now: the screen says so at once, whether or not the reader has noticed yet. */
  const cancel = useCallback(() => {
    if (!controller.current) return;
    stop();
    setState(settledImageState({ ok: false, failure: { code: 'cancelled' } }, partial.current));
  }, [stop]);

  const retry = useCallback(() => {
    if (last.current) void read(last.current);
  }, [read]);

  const clear = useCallback(() => {
    stop();
    last.current = undefined;
    setInput(undefined);
    setState({ phase: 'idle' });
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { state, input, read, cancel, retry, clear };
}

export type ImageReadControl = ReturnType<typeof useImageRead>;
