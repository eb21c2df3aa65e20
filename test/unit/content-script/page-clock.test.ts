import { parseHTML } from 'linkedom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from '@/utils/content-script/time/page-clock';

/** Frames the test draws one at a time, and the page's first contentful paint it reports. */
let frames: FrameRequestCallback[];
let contentfulPaint: boolean;

function drawFrame() {
  const due = frames;
  frames = [];
  for (const frame of due) frame(performance.now());
  // afterNextFrame's task, right after the frame.
  vi.runOnlyPendingTimers();
}

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  contentfulPaint = false;
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
  vi.stubGlobal('document', { visibilityState: 'visible' });
  vi.stubGlobal('NodeFilter', { SHOW_ELEMENT: 1, SHOW_TEXT: 4 });
  vi.stubGlobal('Node', { TEXT_NODE: 3 });
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name: string) =>
    name === 'first-contentful-paint' && contentfulPaint ? [{ name } as PerformanceEntry] : [],
  );
});

/** A page whose parser has reached this far into its body. */
function loadingPage(body: string): Document {
  const { document: page } = parseHTML(`<!doctype html><html><body>${body}</body></html>`);
  vi.stubGlobal('document', Object.assign(page, { visibilityState: 'visible' }));
  Object.defineProperty(page, 'readyState', { value: 'loading', configurable: true });
  return page;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("a loading page's first screen is the page's", () => {
  it.each([
    ['had no body yet', undefined],
    [
      "held only empty boxes, white space and a shell's script",
      '<div id="root">\n  <div class="grid">   </div>\n</div><script>window.__APP__ = { vin: "1" }</script>' +
        '<style>.grid { display: grid }</style>',
    ],
  ])('waits past a first frame whose body %s, to the frame after it, and reads once', (_, body) => {
    if (body !== undefined) loadingPage(body);
    const read = vi.fn();
    afterFirstScreen(read);
    drawFrame();
    expect(read).not.toHaveBeenCalled();
    drawFrame();
    expect(read).toHaveBeenCalledTimes(1);
    drawFrame();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads right after the next frame once the page has painted content', () => {
    contentfulPaint = true;
    const read = vi.fn();
    afterFirstScreen(read);
    drawFrame();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['text', '<header><nav> </nav></header><main><h1>2019 Toyota Camry SE</h1></main>'],
    ['only a picture', '<div><img src="car.jpg" alt=""></div>'],
  ])('reads right after the first frame when the body held %s as that frame began', (_, body) => {
    loadingPage(body);
    const read = vi.fn();
    afterFirstScreen(read);
    drawFrame();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('judges a frame by the body as that frame began, not as the parser grew it after', () => {
    const page = loadingPage('');
    const read = vi.fn();
    afterFirstScreen(read);
    const due = frames;
    frames = [];
    for (const frame of due) frame(performance.now());
    // The parser's next chunk lands between the frame and the task after it.
    page.body.innerHTML = '<p>VIN 1HGCM82633A004352</p>';
    vi.runOnlyPendingTimers();
    expect(read).not.toHaveBeenCalled();
    drawFrame();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("runs `inFrame` in the rendering step of the first frame with content, before that frame's task", () => {
    const page = loadingPage('');
    const order: string[] = [];
    afterFirstScreen(
      () => order.push('after'),
      () => order.push(`in frame, body: ${page.body.textContent}`),
    );
    // An empty first frame: nothing runs in it.
    drawFrame();
    expect(order).toEqual([]);
    page.body.innerHTML = '<p>VIN 1HGCM82633A004352</p>';
    const due = frames;
    frames = [];
    for (const frame of due) frame(performance.now());
    // In the frame's own callback, not in a task after it.
    expect(order).toEqual(['in frame, body: VIN 1HGCM82633A004352']);
    vi.runOnlyPendingTimers();
    expect(order).toEqual(['in frame, body: VIN 1HGCM82633A004352', 'after']);
    drawFrame();
    expect(order).toHaveLength(2);
  });

  it('looks for that frame past the second while the page parses (a script blocks the parser), and stops once parsed', () => {
    const page = loadingPage('');
    const read = vi.fn();
    const inFrame = vi.fn();
    afterFirstScreen(read, inFrame);
    for (let frame = 0; frame < 5; frame++) drawFrame();
    // The read comes after the second frame as before; the rendering step's pass waits for content.
    expect(read).toHaveBeenCalledTimes(1);
    expect(inFrame).not.toHaveBeenCalled();
    page.body.innerHTML = '<p>VIN 1HGCM82633A004352</p>';
    drawFrame();
    expect(inFrame).toHaveBeenCalledTimes(1);
    drawFrame();
    expect(inFrame).toHaveBeenCalledTimes(1);

    // A page that has painted content its first nodes do not show: no frame is watched any more.
    loadingPage('');
    afterFirstScreen(vi.fn(), inFrame);
    contentfulPaint = true;
    drawFrame();
    drawFrame();
    expect(frames).toEqual([]);
    contentfulPaint = false;

    // An empty page, parsed: no frame is watched any more.
    const empty = loadingPage('');
    Object.defineProperty(empty, 'readyState', { value: 'interactive', configurable: true });
    afterFirstScreen(vi.fn(), inFrame);
    drawFrame();
    drawFrame();
    expect(frames).toEqual([]);
  });

  it('never reads once cancelled (the script was taken down)', () => {
    const read = vi.fn();
    const inFrame = vi.fn();
    loadingPage('<p>Stock</p>');
    afterFirstScreen(read, inFrame)();
    drawFrame();
    drawFrame();
    expect(read).not.toHaveBeenCalled();
    expect(inFrame).not.toHaveBeenCalled();
  });
});
