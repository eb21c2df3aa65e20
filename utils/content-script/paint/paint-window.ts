/**
 * Which marked blocks are near the viewport, for pages with too many marks to paint them all. Blocks marked
 * together are cut into chunks, and only each chunk's ends are observed: observing every block costs the
 * browser on every scrolled frame.
 */
import { placeOfBox, type Place } from './viewport-sweep';

/** How far above and below the viewport marks are painted, in viewport heights. */
export const WINDOW_VIEWPORTS = 2;
export const CHUNK_BLOCKS = 256;

type Chunk = Element[];

/** A block clipped by a scrolling element of the page is placed by where it is. */
function placeOfEntry(entry: IntersectionObserverEntry): Place {
  if (entry.isIntersecting) return 'near';
  return entry.boundingClientRect.top < 0 ? 'above' : 'below';
}

export interface PaintWindow {
  isNear(block: Element): boolean;
  /** Blocks newly marked together, in document order; with `likelyNear`, near until placed. */
  track(blocks: readonly Element[], likelyNear?: boolean): void;
  /** Forgets a block; when it was an end of its chunk, the next block in is observed instead. */
  untrack(block: Element): void;
  dispose(): void;
}

/** `onChange`: blocks whose marks should now be painted (`near`), or need not be any more. */
export function createPaintWindow(
  onChange: (blocks: readonly Element[], near: boolean) => void,
): PaintWindow {
  const chunkOf = new Map<Element, Chunk>();
  /** The last place given for each chunk end, undefined until the observer's first entry. */
  const places = new Map<Element, Place | undefined>();
  const nearChunks = new Set<Chunk>();
  const stop = new AbortController();
  let lastScrollY = scrollY;
  let frame = 0;

  const place = (placed: readonly (readonly [Element, Place])[]) => {
    const touched = new Set<Chunk>();
    for (const [block, where] of placed) {
      const chunk = chunkOf.get(block);
      if (!chunk || !places.has(block)) continue;
      places.set(block, where);
      touched.add(chunk);
    }
    for (const chunk of touched) {
      const first = places.get(chunk[0]!);
      const last = places.get(chunk[chunk.length - 1]!);
      // Near when an end is, or when the ends are on both sides (one above, one below).
      const near = first === 'near' || last === 'near' || (!!first && !!last && first !== last);
      if (near === nearChunks.has(chunk) || stop.signal.aborted) continue;
      if (near) nearChunks.add(chunk);
      else nearChunks.delete(chunk);
      onChange(chunk, near);
    }
  };

  const margin = `${WINDOW_VIEWPORTS * 100}%`;
  const observer = new IntersectionObserver(
    (entries) => place(entries.map((entry) => [entry.target, placeOfEntry(entry)])),
    { rootMargin: `${margin} 0px` },
  );

  const watch = (block: Element) => {
    if (places.has(block)) return;
    places.set(block, undefined);
    observer.observe(block);
  };

  const onScroll = () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      const height = innerHeight;
      const reach = WINDOW_VIEWPORTS * height;
      // A jump past the window: an end that crossed from one side to the other got no observer entry.
      if (Math.abs(scrollY - lastScrollY) > reach) {
        place(
          [...places.keys()].map((block) => [
            block,
            placeOfBox(block.getBoundingClientRect(), height, reach),
          ]),
        );
      }
      lastScrollY = scrollY;
    });
  };
  addEventListener('scroll', onScroll, { passive: true, signal: stop.signal });

  return {
    isNear(block) {
      const chunk = chunkOf.get(block);
      return chunk !== undefined && nearChunks.has(chunk);
    },
    track(blocks, likelyNear = false) {
      for (let start = 0; start < blocks.length; start += CHUNK_BLOCKS) {
        const chunk = blocks.slice(start, start + CHUNK_BLOCKS);
        for (const block of chunk) chunkOf.set(block, chunk);
        if (likelyNear) nearChunks.add(chunk);
        watch(chunk[0]!);
        watch(chunk[chunk.length - 1]!);
      }
    },
    untrack(block) {
      const chunk = chunkOf.get(block);
      if (!chunk) return;
      chunkOf.delete(block);
      const index = chunk.indexOf(block);
      chunk.splice(index, 1);
      if (places.delete(block)) observer.unobserve(block);
      if (chunk.length === 0) nearChunks.delete(chunk);
      else if (index === 0 || index === chunk.length) watch(chunk[index === 0 ? 0 : chunk.length - 1]!);
    },
    dispose() {
      stop.abort();
      observer.disconnect();
      cancelAnimationFrame(frame);
    },
  };
}
