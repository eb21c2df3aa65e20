/**
 * The first screen marked in the frame that paints it: on a 1 MB dealer listing streamed in 64 KB chunks
 * with pauses (test/support/streamed-page.ts), the first frame that shows the first screen's VINs also
 * paints their marks. Seen from the page's main world, as a user's eye would: a probe counts frames from
 * navigation start and, in each frame's rendering step after every requestAnimationFrame callback (a
 * ResizeObserver's first report comes there, after layout and before paint), records which VINs are in
 * view and which of them the highlight registry holds. Frame order is asserted, never milliseconds.
 *
 * The marks wait for the background's hello (a kind the user turned off must never flash), whose first
 * answer after a browser start waits for the policy read: a first page is scanned to its end before, and
 * a script at the top of the body holds the parser until the hello has reached the worker, as a dealer
 * site's analytics tag holds it, so the frame with content comes after the answer and the frame itself is
 * what is tested.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { streamHtml } from '@/test/support/streamed-page';

const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3,
  U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}; // prettier-ignore
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** A VIN with a right check digit (ISO 3779's North American rule), one per serial. */
function vin(serial: number): string {
  const body = `1HGCM826_3A${String(100_000 + serial).padStart(6, '0')}`;
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    const char = body[index]!;
    const value = /\d/.test(char) ? Number(char) : (TRANSLITERATION[char] ?? 0);
    sum += value * WEIGHTS[index]!;
  }
  const check = sum % 11;
  return body.replace('_', check === 10 ? 'X' : String(check));
}

/** About 1 MB: cards of 1.2 KB, 150 px tall, one VIN each; the viewport (720 px) shows the first four. */
function listing(): { html: string; vins: string[] } {
  const cards: string[] = [];
  const vins: string[] = [];
  for (let index = 0, bytes = 0; bytes < 1_000_000; index++) {
    vins.push(vin(index));
    cards.push(
      `<article class="card"><h2>${2004 + (index % 18)} Honda Accord EX-L, stock #${4000 + index}</h2>` +
        `<p class="vin">VIN: ${vin(index)}</p>` +
        `<p class="about">${'One owner, full service history, new tyres and brakes, two keys. '.repeat(14)}</p>` +
        `</article>\n`,
    );
    bytes += cards[index]!.length;
  }
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Used cars</title>
<style>body{margin:0;font:16px sans-serif}.card{height:150px;overflow:hidden;margin:0;border-bottom:1px solid #ccc}
.card h2{font-size:18px;margin:4px 8px}.card p{margin:2px 8px}</style></head><body>
<script src="/tag.js"></script>
${cards.join('')}</body></html>`;
  return { html, vins };
}

interface FrameRecord {
  /** The VIN paragraphs in view as the frame paints, but the one the parser may still be writing. */
  inView: string[];
  /** Those of them whose VIN the highlight registry holds, as the frame paints. */
  marked: string[];
  parsing: boolean;
}

/** The page's main world, from navigation start: one record per frame, taken in its rendering step. */
function probeFrames() {
  const records: FrameRecord[] = [];
  (window as unknown as { __frames: FrameRecord[] }).__frames = records;
  const registered = () => {
    const starts = new Set<Node>();
    for (const name of ['vin-tin-lookup', 'vin-tin-lookup-low']) {
      const highlight = CSS.highlights.get(name) as (Highlight & Iterable<AbstractRange>) | undefined;
      for (const range of highlight ?? []) starts.add(range.startContainer);
    }
    return starts;
  };
  const record = () => {
    let last: Node | null = document.documentElement;
    while (last?.lastChild) last = last.lastChild;
    const inView = [...document.querySelectorAll('p.vin')].filter((p) => {
      const box = p.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && !p.contains(last);
    });
    const starts = registered();
    records.push({
      inView: inView.map((p) => p.textContent ?? ''),
      parsing: document.readyState === 'loading',
      marked: inView
        .filter((p) => [...p.childNodes].some((node) => starts.has(node)))
        .map((p) => p.textContent ?? ''),
    });
  };
  const frame = () => {
    // A new observer's first report comes in this frame's rendering step, after every animation-frame
    // callback (ours and the extension's, in whatever order) and after layout: what the frame paints.
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      record();
    });
    observer.observe(document.documentElement);
    if (records.length < 600) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

test('the first screen of a streamed listing is marked in the first frame that shows it', async ({
  context,
  serviceWorker,
  openScannedPage,
}) => {
  const { html, vins } = listing();
  let openTag: () => void = () => {};
  const tagOpen = new Promise<void>((resolve) => (openTag = resolve));
  const streams: Promise<void>[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.url === '/listing.html')
      return void streams.push(streamHtml(response, html, { chunkBytes: 65_536, pauseMs: 40 }));
    if (request.url !== '/tag.js') return void response.writeHead(404).end();
    void tagOpen.then(() =>
      response.writeHead(200, { 'content-type': 'text/javascript' }).end('// analytics'),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  try {
    // The worker has answered a hello (its policy read done): the next answers take milliseconds.
    await (await openScannedPage('plain.html')).page.close();
    // Counts the hellos that reach the worker (a listener that answers nothing leaves the router's answer).
    await serviceWorker.evaluate(() => {
      const self = globalThis as unknown as { __hellos: number };
      self.__hellos = 0;
      chrome.runtime.onMessage.addListener((message: { type?: string }) => {
        if (message?.type === 'cs>bg:hello') self.__hellos++;
      });
    });
    const page = await context.newPage();
    await page.addInitScript(probeFrames);
    await page.goto(`http://127.0.0.1:${port}/listing.html`, { waitUntil: 'commit' });
    await expect
      .poll(() => serviceWorker.evaluate(() => (globalThis as unknown as { __hellos: number }).__hellos))
      .toBeGreaterThan(0);
    openTag();

    const frames = () => page.evaluate(() => (window as unknown as { __frames: FrameRecord[] }).__frames);
    // The first frame that shows the first screen's VINs.
    await expect.poll(async () => (await frames()).some(({ inView }) => inView.length > 0)).toBe(true);
    const records = await frames();
    const first = records.findIndex(({ inView }) => inView.length > 0);
    const shown = records[first]!;
    expect(shown.inView.length).toBeGreaterThanOrEqual(1);
    // That frame paints every one of their marks: registered in its rendering step, not a task after it.
    expect(shown.marked).toEqual(shown.inView);
    expect(shown.parsing).toBe(true);

    // The rest of the page keeps the sliced path: the last card's VIN is marked once the page is whole.
    const lastVin = vins.at(-1)!;
    await expect
      .poll(() =>
        page.evaluate((value) => {
          const highlight = CSS.highlights.get('vin-tin-lookup') as
            (Highlight & Iterable<AbstractRange>) | undefined;
          return [...(highlight ?? [])].some((range) => range.startContainer.textContent?.includes(value));
        }, lastVin),
      )
      .toBe(true);
  } finally {
    openTag();
    await Promise.allSettled(streams);
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});
