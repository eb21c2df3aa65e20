import type { SliceClock } from './slice-scheduler';

interface PageScheduler {
  yield?(): Promise<void>;
  postTask?(callback: () => void, options: { priority: 'background' }): Promise<void>;
}

const timeout = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function pageClock(): SliceClock {
  const scheduler = (globalThis as { scheduler?: PageScheduler }).scheduler;
  // scheduler.yield resumes ahead of other tasks, so urgent marks appear fast; background work waits for
  // the page's own timers and messages.
  const urgent = scheduler?.yield ? () => scheduler.yield!() : timeout;
  const background = scheduler?.postTask
    ? () => scheduler.postTask!(() => {}, { priority: 'background' })
    : timeout;
  return {
    now: () => performance.now(),
    yieldToPage: (priority) => (priority === 'urgent' ? urgent() : background()),
  };
}

/**
 * Runs `callback` in a task right after the page's next frame: its layout is then clean, and the frame
 * was the page's. A hidden tab draws no frames: then at once, in a task of its own.
 */
export function afterNextFrame(callback: () => void): void {
  inNextFrame(() => setTimeout(callback));
}

/**
 * Runs `callback` in the next frame's rendering step, before it paints: what it registers, that frame
 * shows. A hidden tab draws no frames: then in a task of its own.
 */
export function inNextFrame(callback: () => void): void {
  if (document.visibilityState === 'hidden') setTimeout(callback);
  else requestAnimationFrame(() => callback());
}

/**
 * Frames looked at for the first with content: about 10 s at 60 Hz. An animation-frame callback asked
 * every frame keeps the page drawing frames, so a page that never shows content stops being watched.
 */
const WATCH_FRAMES = 600;

const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;

/** How far into the body a frame's content is looked for: a page this bare at a frame has not drawn yet. */
const CONTENT_LOOK_LIMIT = 64;

/** Elements whose text is never drawn: a page shell's inline script is not content. */
const UNDRAWN = /^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT)$/i;

/** Whether the body holds text or a picture to draw: a cheap walk that stops at the first one. */
function bodyHasContent(): boolean {
  const body = document.body;
  if (!body) return false;
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let seen = 0; seen < CONTENT_LOOK_LIMIT && walker.nextNode(); seen++) {
    const node = walker.currentNode;
    const drawn =
      node.nodeType === Node.TEXT_NODE
        ? /\S/.test(node.nodeValue ?? '') && !UNDRAWN.test(node.parentNode?.nodeName ?? '')
        : /^(IMG|SVG|CANVAS|VIDEO)$/i.test(node.nodeName);
    if (drawn) return true;
  }
  return false;
}

/**
 * Runs `callback` in a task once the page's first screen is drawn: right after the next frame if the body
 * held content when that frame began (or the page has had its first contentful paint), else right after
 * the frame that follows. A loading page's first frame can come before its body has content, and work
 * right after it holds the first paint back; the paint's own timing entry comes frames late while the
 * parser runs, so it cannot be waited for. `inFrame` runs in the rendering step of the first frame whose
 * body has content as it begins (a requestAnimationFrame callback, before that frame paints), however
 * many empty frames come first while the page parses (a script that blocks the parser, a slow server):
 * what it registers, the page's first contentful frame paints. Returns its cancellation.
 */
export function afterFirstScreen(callback: () => void, inFrame?: () => void): () => void {
  let cancelled = false;
  const run = () => void (cancelled || callback());
  if (document.visibilityState === 'hidden') {
    setTimeout(run);
    return () => void (cancelled = true);
  }
  // Asked first, so that in a frame with content it runs before the check below. Past the first
  // contentful paint, that frame has gone by unseen (its content too deep for the cheap look).
  let frames = 0;
  const watch = () =>
    requestAnimationFrame(() => {
      if (cancelled) return;
      if (bodyHasContent()) inFrame!();
      else if (document.readyState === 'loading' && ++frames < WATCH_FRAMES && !painted()) watch();
    });
  if (inFrame) watch();
  requestAnimationFrame(() => {
    if (cancelled) return;
    const drawsContent = bodyHasContent();
    setTimeout(() => {
      if (cancelled) return;
      if (drawsContent || painted()) run();
      else afterNextFrame(run);
    });
  });
  return () => void (cancelled = true);
}
