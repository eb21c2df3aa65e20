/**
 * The streamed page helper sends a page as a flushing server does: chunked, in several parts the client receives
 * separately, byte for byte the page it was given. (Node only: a local server and a plain http client.)
 */
import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { streamHtml, type StreamOptions } from '@/test/support/streamed-page';

let server: Server | undefined;

afterEach(async () => {
  const open = server;
  server = undefined;
  if (!open) return;
  open.closeAllConnections();
  await new Promise<void>((done) => open.close(() => done()));
});

/** Starts a server that streams `html`; resolves with its url and a promise of the server side's completion. */
async function serve(html: string, options?: StreamOptions) {
  let finished: Promise<void> = Promise.resolve();
  server = createServer((_request, response) => {
    finished = streamHtml(response, html, options);
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, finished: () => finished };
}

/** Fetches `url`, keeping every data event the client sees as its own buffer. */
function receive(url: string): Promise<{ response: IncomingMessage; chunks: Buffer[] }> {
  return new Promise((done, fail) => {
    get(url, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ response, chunks }));
      response.on('error', fail);
    }).on('error', fail);
  });
}

/** A page of `bytes` bytes (about) with multi-byte characters, so chunk edges fall inside some of them. */
function pageOf(bytes: number): string {
  const row = (i: number) => `<li>Fahrzeug ${i}: Größe ÄÖÜ € 1M8GDM9AXKP042788 — ✓</li>\n`;
  let html = '<!doctype html><html><body><ul>\n';
  for (let i = 0; html.length < bytes; i++) html += row(i);
  return `${html}</ul></body></html>\n`;
}

describe('streamHtml', () => {
  it('delivers the same bytes in more than one part, chunked, with no Content-Length', async () => {
    const html = pageOf(200_000);
    const page = await serve(html, { chunkBytes: 65_536, pauseMs: 30 });

    const { response, chunks } = await receive(page.url);
    await page.finished();

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expect(Buffer.concat(chunks).equals(Buffer.from(html, 'utf8'))).toBe(true);
  });

  it('splits even a small page that one write would deliver in one part', async () => {
    // 3 KB sent at once arrives on loopback as a single data event; in 1 KB chunks it cannot.
    const html = pageOf(3_000);
    const page = await serve(html, { chunkBytes: 1_024, pauseMs: 20 });

    const { chunks } = await receive(page.url);
    await page.finished();

    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expect(Buffer.concat(chunks).equals(Buffer.from(html, 'utf8'))).toBe(true);
  });

  it('sends a page shorter than one chunk whole', async () => {
    const small = await serve('<p>short</p>');
    const got = await receive(small.url);
    await small.finished();
    expect(Buffer.concat(got.chunks).toString('utf8')).toBe('<p>short</p>');
  });

  it('sends an empty page as an empty body', async () => {
    const empty = await serve('');
    const none = await receive(empty.url);
    await empty.finished();
    expect(Buffer.concat(none.chunks).length).toBe(0);
  });

  it('stops without an error when the client goes away mid-page', async () => {
    const page = await serve(pageOf(300_000), { chunkBytes: 16_384, pauseMs: 5 });
    await new Promise<void>((done, fail) => {
      const request = get(page.url, (response) => {
        response.once('data', () => {
          request.destroy();
          done();
        });
      });
      request.on('error', fail);
    });
    await expect(page.finished()).resolves.toBeUndefined();
  });
});
