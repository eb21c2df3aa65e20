/**
 * Which marked blocks are near the viewport (two viewport heights either side), for pages with so many
 * marks that registering them all costs the most (mark-store.ts).
 *
 * Blocks marked together (consecutive in document order) are cut into chunks of `CHUNK_BLOCKS`, and one
 * IntersectionObserver watches only each chunk's first and last block: observing every block costs the
 * browser on every scrolled frame. A chunk is near when an end is, or when its ends lie on both sides of
 * the viewport. A scroll further than the window re-places every end from its box.
 */
import { placeOfBox, type Place } from './viewport-sweep';

/** How far above and below the viewport marks are painted, in viewport heights. */
export const WINDOW_VIEWPORTS = 2;
export const CHUNK_BLOCKS = 256;

type Chunk = Element[];

/**
 * Where an observer entry's target is: in the window, or on which side of it (a block clipped by a
 * scrolling element of the page is placed by where it is, and shows once scrolled into view).
 */
function placeOfEntry(entry: IntersectionObserverEntry): Place {
  if (entry.isIntersecting) return 'near';
  return entry.boundingClientRect.top < 0 ? 'above' : 'below';
}

export interface PaintWindow {
  isNear(block: Element): boolean;
  /**
   * Blocks newly marked together, in document order. Their marks are to be painted once placed near,
   * or at once when `likelyNear` (what the page just changed), until placed far.
   */
  track(blocks: readonly Element[], likelyNear?: boolean): void;
  /** Forgets a block; when it was an end of its chunk, the next block in is observed instead. */
  untrack(block: Element): void;
  /** Stops observing; nothing is reported after this. */
  dispose(): void;
}

/** `onChange`: blocks whose marks should now be painted (`near`), or need not be any more. */
export function createPaintWindow(
  onChange: (blocks: readonly Element[], near: boolean) => void,
): PaintWindow {
  const chunkOf = new Map<Element, Chunk>();
  /** The last place the observer gave for each observed block (chunk ends), unknown at first. */
  const places = new Map<Element, Place | undefined>();
  const nearChunks = new Set<Chunk>();
  const stop = new AbortController();
  let lastScrollY = scrollY;
  let frame = 0;

  /** Records where observed blocks are, then tells which chunks changed side. */
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

  /** Observes a chunk's end; its place is unknown until the observer's first entry for it. */
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
      // A jump: every end placed from its box now (a few hundred reads, once per jump).
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
