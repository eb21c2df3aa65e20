/**
 * Whether a person can read an element's own text, proven rather than assumed (issue 38): a name beside a
 * number is a claim only if the reader could see it. Each glyph must be on top where it is drawn (the page's
 * box over it, or under it in a colour of its own, hides it), big enough to read, in a colour that stands
 * out from what is behind it, inside the viewport (so inside the document), and drawn through no filter,
 * mask, clip or blend that could hide it. Whatever cannot be proven (a background image, a colour we cannot
 * read, text scrolled out of view) is not seen: a false "not checked" costs the user one glance, a false
 * "matches" costs a lender the loan.
 *
 * Self-contained: the background's reader runs it in the page with `scripting.executeScript`, which sends
 * the function's source alone, so every rule and helper lives inside it (no imports, no module constants).
 * It only reads (styles, boxes, hit tests), once, on the user's click, for the one identifier asked about.
 */

/** A colour as red, green, blue (0–255) and alpha (0–1). */
export type Rgba = [number, number, number, number];

export interface VisibleTextOptions {
  /** Tag names of our own hosts (the page UI's button): hit tests look through them. */
  ownTags?: readonly string[];
  /** Our own hosts by a test of the caller's (the content script knows its elements). */
  isOwn?: (element: Element) => boolean;
  /**
   * Text another part of the document draws (the PDF viewer paints glyphs on a canvas under a transparent
   * text layer): the surface that draws it, and the darkest and lightest colours drawn under the text's box
   * there (undefined when nothing is drawn yet). The contrast rule is then applied to those colours.
   * Undefined for text that draws itself.
   */
  drawnOn?: (element: Element) => DrawnText | undefined;
}

/** What a surface draws under a text's box: see `VisibleTextOptions.drawnOn`. */
export interface DrawnText {
  surface: Element;
  colours?: [Rgba, Rgba];
}

export interface VisibleTextKit {
  /** Why `element`'s own text is not provably readable; undefined when it is. */
  unseenReason(element: Element): string | undefined;
  isSeen(element: Element): boolean;
  parseColor(text: string): Rgba | undefined;
  /** `top` drawn over `below` (source-over). */
  over(top: Rgba, below: Rgba): Rgba;
  /** The WCAG contrast ratio of two opaque colours, 1 to 21. */
  contrastRatio(a: Rgba, b: Rgba): number;
  /** What a computed `filter` leaves of the opacity; undefined when it may hide or recolour the text. */
  filterOpacity(filter: string): number | undefined;
  /** Why glyph boxes (CSS px) are too small to read; undefined when they are not. */
  glyphsTooSmall(boxes: readonly { width: number; height: number }[]): string | undefined;
}

export function visibleTextKit(options?: VisibleTextOptions): VisibleTextKit;
/** Installs the kit's `isSeen` at `globalThis[installAs]` (for a later injection) and returns null. */
export function visibleTextKit(options: VisibleTextOptions, installAs: string): null;
export function visibleTextKit(options: VisibleTextOptions = {}, installAs?: string): VisibleTextKit | null {
  /**
   * WCAG's floor for anything a person must perceive (large text, 1.4.3; interface parts, 1.4.11). Greys
   * that fail it (#999 on white is 2.85) are readable but easy to overlook, which is what a planted name
   * relies on; a name the page wants read is printed darker.
   */
  const MIN_CONTRAST = 3;
  /** A glyph's box (the font's ascent plus descent, ~1.15 em) this tall holds a ~7 px font after every scale. */
  const MIN_GLYPH_HEIGHT = 8;
  /** Glyphs squeezed narrower than this on average (scaleX, negative letter-spacing) are not read. */
  const MIN_GLYPH_ADVANCE = 2.5;
  /** Below this opacity (multiplied down the tree), no text is read whatever its colours. */
  const MIN_OPACITY = 0.1;
  /** A blur wider than this (CSS px) smears letters into one another. */
  const MAX_BLUR_PX = 1;
  /** Glyphs tested per kit: a card is a few hundred characters; more is no card to vouch for. */
  const MAX_GLYPHS = 4000;
  /** Chromium's canvas under `color-scheme: dark`. */
  const DARK_CANVAS: Rgba = [18, 18, 18, 1];
  const WHITE: Rgba = [255, 255, 255, 1];
  /** Elements that draw pixels of their own whatever their styles. */
  const REPLACED =
    /^(img|video|canvas|iframe|embed|object|svg|picture|input|textarea|select|meter|progress)$/;
  const ownTags = new Set((options.ownTags ?? []).map((tag) => tag.toLowerCase()));
  const isOwn = (element: Element) => ownTags.has(element.localName) || options.isOwn?.(element) === true;

  const colorCache = new Map<string, Rgba | undefined>();
  let probe: CanvasRenderingContext2D | null | undefined;
  function parseColor(text: string): Rgba | undefined {
    const value = text.trim().toLowerCase();
    if (colorCache.has(value)) return colorCache.get(value);
    let rgba: Rgba | undefined;
    const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*([\d.]+)(%?)\s*)?\)$/.exec(
      value,
    );
    if (value === 'transparent') rgba = [0, 0, 0, 0];
    else if (match) {
      const alpha = match[4] === undefined ? 1 : Number(match[4]) / (match[5] ? 100 : 1);
      rgba = [Number(match[1]), Number(match[2]), Number(match[3]), Math.min(1, Math.max(0, alpha))];
    } else if (value !== '' && typeof document !== 'undefined') {
      // Another colour space (oklch, color(display-p3 …)): as the browser draws it on a pixel.
      if (probe === undefined) {
        probe = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
      }
      if (probe) {
        probe.clearRect(0, 0, 1, 1);
        probe.fillStyle = 'rgba(0, 0, 0, 0)';
        probe.fillStyle = value;
        probe.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
        // A value the canvas refused leaves the transparent fill: unknown, not transparent.
        rgba = a === 0 && !/\/\s*0(\.0*)?\s*\)$/.test(value) ? undefined : [r!, g!, b!, a! / 255];
      }
    }
    colorCache.set(value, rgba);
    return rgba;
  }

  function over(top: Rgba, below: Rgba): Rgba {
    const alpha = top[3] + below[3] * (1 - top[3]);
    if (alpha === 0) return [0, 0, 0, 0];
    const mix = (i: number) => (top[i]! * top[3] + below[i]! * below[3] * (1 - top[3])) / alpha;
    return [mix(0), mix(1), mix(2), alpha];
  }

  function luminance([r, g, b]: Rgba): number {
    const linear = (channel: number) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  }

  function contrastRatio(a: Rgba, b: Rgba): number {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  }

  function filterOpacity(filter: string): number | undefined {
    if (filter === 'none' || filter === '') return 1;
    let opacity = 1;
    let rest = filter;
    // One function at a time; drop-shadow's colour holds parentheses of its own.
    const step = /^\s*([a-z-]+)\(((?:[^()]|\([^()]*\))*)\)/;
    for (let match = step.exec(rest); match; match = step.exec(rest)) {
      rest = rest.slice(match[0].length);
      const [, name, argument = ''] = match;
      const number = parseFloat(argument);
      const amount = Number.isNaN(number) ? 1 : argument.includes('%') ? number / 100 : number;
      if (name === 'opacity') opacity *= Math.min(1, Math.max(0, amount));
      else if (name === 'blur') {
        if (!(number <= MAX_BLUR_PX) && !Number.isNaN(number)) return undefined;
      } else if (name === 'drop-shadow') continue;
      // Any other function recolours (brightness(0) draws the text black on black): only its identity passes.
      else if (!(/^(brightness|contrast|saturate)$/.test(name!) && amount === 1)) {
        if (!(/^(grayscale|sepia|invert|hue-rotate)$/.test(name!) && number === 0)) return undefined;
      }
    }
    return rest.trim() === '' ? opacity : undefined;
  }

  function glyphsTooSmall(boxes: readonly { width: number; height: number }[]): string | undefined {
    if (boxes.length === 0) return 'no glyphs';
    let width = 0;
    for (const box of boxes) {
      if (!(box.height >= MIN_GLYPH_HEIGHT)) return 'too small';
      width += box.width;
    }
    return width / boxes.length >= MIN_GLYPH_ADVANCE ? undefined : 'too narrow';
  }

  /** The element above, across a shadow root's boundary to its host. */
  const up = (element: Element): Element | null =>
    element.parentElement ?? ((element.parentNode as ShadowRoot | null)?.host || null);

  /** Each element's state of the chain above it (itself included): its opacity so far, or why it hides. */
  const chainCache = new Map<Element, { opacity: number; reason?: string }>();
  function chainOf(element: Element | null): { opacity: number; reason?: string } {
    if (!element) return { opacity: 1 };
    const known = chainCache.get(element);
    if (known) return known;
    const parent = chainOf(up(element));
    let state: { opacity: number; reason?: string } = parent;
    if (!parent.reason) {
      const style = getComputedStyle(element);
      const value = (name: string) => style.getPropertyValue(name).trim();
      const filtered = filterOpacity(value('filter'));
      const opacity = parent.opacity * (parseFloat(style.opacity) || 0) * (filtered ?? 1);
      let reason: string | undefined;
      if (filtered === undefined) reason = 'filter';
      else if (opacity < MIN_OPACITY) reason = 'opacity';
      else if ([value('mask-image'), value('-webkit-mask-image')].some((mask) => mask && mask !== 'none')) {
        reason = 'mask';
      } else if (
        value('-webkit-mask-box-image-source') &&
        value('-webkit-mask-box-image-source') !== 'none'
      ) {
        reason = 'mask';
      } else if (value('clip-path') && value('clip-path') !== 'none') reason = 'clip-path';
      else if (/^(absolute|fixed)$/.test(style.position) && value('clip') && value('clip') !== 'auto') {
        reason = 'clip';
      } else if (value('mix-blend-mode') && value('mix-blend-mode') !== 'normal') reason = 'blend';
      else if (/override/.test(value('unicode-bidi'))) reason = 'bidi-override';
      state = reason ? { opacity, reason } : { opacity };
    }
    chainCache.set(element, state);
    return state;
  }

  function canvasOf(document: Document): Rgba | undefined {
    const view = document.defaultView;
    // A frame's own canvas is transparent: what shows through is the embedding page's, out of our reach.
    if (!view || view !== view.top) return undefined;
    const meta = document.querySelector('meta[name="color-scheme" i]')?.getAttribute('content') ?? '';
    const scheme = `${getComputedStyle(document.documentElement).getPropertyValue('color-scheme')} ${meta}`;
    if (!/dark/.test(scheme)) return WHITE;
    if (/light/.test(scheme) && !view.matchMedia('(prefers-color-scheme: dark)').matches) return WHITE;
    return DARK_CANVAS;
  }

  /**
   * What the text is drawn over: the ancestors' background colours, down to the first opaque one (or the
   * canvas), and that ancestor (undefined for the canvas). A background image is unknown: undefined.
   */
  function backgroundOf(element: Element): { color?: Rgba; floor?: Element } {
    const layers: Rgba[] = [];
    let floor: Element | undefined;
    for (let node: Element | null = element; node; node = up(node)) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none') return {};
      const color = parseColor(style.backgroundColor);
      if (!color) return {};
      if (color[3] > 0) layers.push(color);
      if (color[3] >= 1) {
        floor = node;
        break;
      }
    }
    let color = floor ? ([0, 0, 0, 0] as Rgba) : canvasOf(element.ownerDocument);
    if (!color) return {};
    for (let i = layers.length - 1; i >= 0; i--) color = over(layers[i]!, color);
    return { color, floor };
  }

  /** Whether an element draws anything of its own at its box (for boxes hit tests cannot see). */
  function paints(element: Element, style = getComputedStyle(element)): boolean {
    if (REPLACED.test(element.localName)) return true;
    if (style.backgroundImage !== 'none' || (parseColor(style.backgroundColor)?.[3] ?? 1) > 0) return true;
    if (style.boxShadow !== 'none' || (style.getPropertyValue('backdrop-filter') || 'none') !== 'none') {
      return true;
    }
    for (const child of element.childNodes) {
      if (child.nodeType === 3 && (child as Text).data.trim() !== '') return true;
    }
    for (const pseudo of ['::before', '::after']) {
      if (!/^(none|normal)$/.test(getComputedStyle(element, pseudo).content)) return true;
    }
    return false;
  }

  /**
   * Boxes that draw something but that hit tests look through (`pointer-events: none`): a white box over
   * the name that `elementsFromPoint` never reports. Listed once per kit, across open and closed shadow roots.
   */
  let unhittable: { element: Element; box: DOMRect }[] | undefined;
  function unhittableBoxes(document: Document): { element: Element; box: DOMRect }[] {
    if (unhittable) return unhittable;
    unhittable = [];
    const view = document.defaultView!;
    const [width, height] = [view.innerWidth, view.innerHeight];
    const shadowOf = (element: Element): ShadowRoot | null => {
      type Dom = { openOrClosedShadowRoot?: (element: Element) => ShadowRoot | null };
      const api = (globalThis as unknown as { chrome?: { dom?: Dom } }).chrome?.dom?.openOrClosedShadowRoot;
      const firefox = (element as Element & { openOrClosedShadowRoot?: ShadowRoot | null })
        .openOrClosedShadowRoot;
      return element.shadowRoot ?? firefox ?? (api ? (api(element) ?? null) : null);
    };
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        const shadow = shadowOf(element);
        if (shadow) visit(shadow);
        if (isOwn(element)) continue;
        const style = getComputedStyle(element);
        if (style.pointerEvents !== 'none' || style.display === 'none') continue;
        const box = element.getBoundingClientRect();
        if (box.right <= 0 || box.bottom <= 0 || box.left >= width || box.top >= height) continue;
        if (paints(element, style)) unhittable!.push({ element, box });
      }
    };
    visit(document);
    return unhittable;
  }

  let glyphsLeft = MAX_GLYPHS;
  /** Each non-blank character's box in the element's own text nodes; undefined past the budget. */
  function glyphBoxesOf(element: Element): DOMRect[] | undefined {
    const boxes: DOMRect[] = [];
    const range = element.ownerDocument.createRange();
    for (const child of element.childNodes) {
      if (child.nodeType !== 3) continue;
      const data = (child as Text).data;
      for (let i = 0; i < data.length; i++) {
        const code = data.charCodeAt(i);
        const end = code >= 0xd800 && code <= 0xdbff && i + 1 < data.length ? i + 2 : i + 1;
        if (/\s/.test(data[i]!)) continue;
        if (--glyphsLeft < 0) return undefined;
        range.setStart(child, i);
        range.setEnd(child, end);
        boxes.push(range.getBoundingClientRect());
        i = end - 1;
      }
    }
    return boxes;
  }

  /** The element a hit test reports for this one's text: `display: contents` has no box of its own. */
  function boxOwner(element: Element): Element {
    let owner: Element | null = element;
    while (owner && getComputedStyle(owner).display === 'contents') owner = up(owner);
    return owner ?? element;
  }

  /** The first glyph of the text seen before, for the reading-order rule. */
  let lastStart: DOMRect | undefined;

  function unseenReason(element: Element): string | undefined {
    const document = element.ownerDocument;
    const view = document.defaultView;
    if (!element.isConnected || !view) return 'not in a document';
    const style = getComputedStyle(element);
    if (style.visibility !== 'visible') return 'visibility';
    if ((style.getPropertyValue('-webkit-text-security') || 'none') !== 'none') return 'text security';
    const chain = chainOf(element);
    if (chain.reason) return chain.reason;
    // A pseudo-element's box hit-tests as its element: one laid over the text would pass the hit test.
    for (const pseudo of ['::before', '::after']) {
      const generated = getComputedStyle(element, pseudo);
      if (!/^(none|normal)$/.test(generated.content) && /^(absolute|fixed)$/.test(generated.position)) {
        return 'pseudo-element over the text';
      }
    }

    let floor: Element | undefined;
    const elsewhere = options.drawnOn?.(element);
    if (elsewhere) {
      // Drawn by a surface under it: that surface is the floor, and its own pixels must stand out.
      if (!elsewhere.colours) return 'not drawn yet';
      const [darkest, lightest] = elsewhere.colours.map((colour) => over(colour, WHITE)) as [Rgba, Rgba];
      if (contrastRatio(darkest, lightest) < MIN_CONTRAST) return 'contrast';
      floor = elsewhere.surface;
    } else {
      // The fill, as drawn (transparent fill with a visible `color` draws nothing), through the opacity.
      const fill = parseColor(style.getPropertyValue('-webkit-text-fill-color') || style.color);
      const below = backgroundOf(element);
      if (!fill || !below.color) return 'colours unknown';
      const drawn = over([fill[0], fill[1], fill[2], fill[3] * chain.opacity], below.color);
      if (contrastRatio(drawn, below.color) < MIN_CONTRAST) return 'contrast';
      floor = below.floor;
    }

    const boxes = glyphBoxesOf(element);
    if (!boxes) return 'too much text';
    const small = glyphsTooSmall(boxes);
    if (small) return small;

    const root = element.getRootNode() as Document | ShadowRoot;
    const owner = boxOwner(element);
    const ancestors = new Set<Element>();
    for (let node: Element | null = owner; node; node = up(node)) ancestors.add(node);
    const [width, height] = [view.innerWidth, view.innerHeight];
    const covers = unhittableBoxes(document).filter(
      ({ element: cover }) => !ancestors.has(cover) && cover !== element && cover !== floor,
    );
    for (const box of boxes) {
      // Out of view is out of reach of a hit test, and outside the document is out of a reader's.
      if (box.left < 0 || box.top < 0 || box.right > width || box.bottom > height) return 'out of view';
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      const stack = root.elementsFromPoint(x, y).filter((hit) => !isOwn(hit));
      if (stack[0] !== owner) return 'covered';
      // Under the text but over its background: a box of the text's own colour hides it as well.
      for (const hit of stack.slice(1)) {
        if (hit === floor) break;
        if (!ancestors.has(hit) && paints(hit)) return 'drawn over another box';
      }
      const inset = (a: number, b: number) => Math.min(a, b) - 0.5;
      for (const { box: cover } of covers) {
        const across = inset(box.right, cover.right) - Math.max(box.left, cover.left);
        const down = inset(box.bottom, cover.bottom) - Math.max(box.top, cover.top);
        if (across > 0 && down > 0) return 'covered by a box hit tests skip';
      }
    }
    // Read in document order (as the callers do), each element's text must not start left of where the
    // previous one's starts on the same line: `order` or `row-reverse` would show words in another order
    // than they are read. Its start, not its end: an element's own text may go on after a child's.
    const first = boxes[0]!;
    const leftToRight = style.direction !== 'rtl';
    if (
      leftToRight &&
      lastStart &&
      first.top < lastStart.bottom - 2 &&
      first.bottom > lastStart.top + 2 &&
      first.right <= lastStart.left + 1
    ) {
      return 'shown out of reading order';
    }
    lastStart = leftToRight ? first : undefined;
    return undefined;
  }

  const kit: VisibleTextKit = {
    unseenReason,
    isSeen: (element) => unseenReason(element) === undefined,
    parseColor,
    over,
    contrastRatio,
    filterOpacity,
    glyphsTooSmall,
  };
  if (installAs === undefined) return kit;
  (globalThis as Record<string, unknown>)[installAs] = kit.isSeen;
  return null;
}
