import { i18n } from '#i18n';
import { useEffect, useRef, useState } from 'preact/hooks';
import { LookupForm } from '@/components/LookupForm';
import { ResultCard } from '@/components/ResultCard';
import { useLookup } from '@/components/hooks/useLookup';
import type { ImageInput } from '@/components/image/useImageRead';
import { checkImageFile } from '@/utils/image/file-check';

/** An image the viewer shows and reads: a file opened, dropped or pasted, or a scanned page's pixels. */
export interface ViewerImageShown {
  key: number;
  name: string;
  input: ImageInput;
}

/** The longest edge the viewer draws an image at: the reader reads the file itself, not this drawing. */
const SHOWN_MAX_EDGE = 1600;

/**
 * The image, drawn on a canvas of the viewer's own page (its CSP allows no blob: images, and nothing is
 * loosened for this), drawn only once its header says it is an image of a size that can be decoded.
 */
function ImageCanvas({ blob, name }: { blob: Blob; name: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      const checked = await checkImageFile(blob);
      if (!checked.ok || !live) return;
      const scale = Math.min(1, SHOWN_MAX_EDGE / Math.max(checked.width, checked.height));
      const width = Math.max(1, Math.round(checked.width * scale));
      const height = Math.max(1, Math.round(checked.height * scale));
      const bitmap = await createImageBitmap(blob, { resizeWidth: width, resizeHeight: height });
      const target = canvas.current;
      if (!live || !target) return bitmap.close();
      target.width = width;
      target.height = height;
      target.getContext('2d')?.drawImage(bitmap, 0, 0);
      bitmap.close();
    })().catch(() => undefined); // a file that does not decode: the reader says why, beside it
    return () => {
      live = false;
    };
  }, [blob]);
  return <canvas ref={canvas} class="image-shown" role="img" aria-label={i18n.t('image.shown', [name])} />;
}

/**
 * The viewer's image view: the image, what is read from it (the popup's own box and list, so a doubtful
 * reading goes to the box to be checked) and the answer of a lookup, asked of the worker as the popup asks.
 */
export function ViewerImage({
  shown,
  onImageFile,
}: {
  shown: ViewerImageShown;
  onImageFile: (file: File) => void;
}) {
  // The viewer is a page of the document: its lookups are the page's, as the scanner's on the PDF are.
  const { state, run, clear } = useLookup('page');
  // The name checked goes with every request for this query (a refresh too), as in the popup.
  const [claimed, setClaimed] = useState<string>();
  const claim = claimed ? { nameClaim: { name: claimed, from: 'typed' as const } } : {};
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.scrollIntoView({ block: 'nearest' }), [shown.key]);
  return (
    <section class="viewer-image" ref={panel}>
      {'blob' in shown.input && <ImageCanvas blob={shown.input.blob} name={shown.name} />}
      <LookupForm
        busy={state.status === 'loading'}
        pageDrop={false}
        image={{ input: shown.input, key: shown.key }}
        onImageFile={onImageFile}
        reportedVin={state.status === 'done' && state.result.kind === 'vin' ? state.result.value : undefined}
        onEdit={clear}
        onSubmit={(query, options) => {
          const name = options?.nameToMatch?.trim();
          setClaimed(name);
          void run(query, name ? { nameClaim: { name, from: 'typed' } } : {});
        }}
      />
      <div aria-live="polite" class="status">
        {state.status === 'loading' && (
          <p class="loading">{i18n.t('lookup.lookingUp', [state.query.value])}</p>
        )}
      </div>
      {state.status === 'error' && (
        <div class="failure" role="alert">
          <p class="failure__title">{i18n.t('lookup.failed')}</p>
          <p>{state.message}</p>
          <button type="button" onClick={() => void run(state.query, claim)}>
            {i18n.t('lookup.retry')}
          </button>
        </div>
      )}
      {state.status === 'done' && (
        <ResultCard
          result={state.result}
          onRefresh={() => void run(state.query, { ...claim, refresh: true })}
          onRetry={() => void run(state.query, claim)}
          onConfirm={() => void run(state.query, { ...claim, acceptWarnings: true, confirmCost: true })}
          onLookup={(query) => void run(query)}
        />
      )}
    </section>
  );
}
