/**
 * The bench's page server: the generated pages as static files, and their streamed variants under
 * `/streamed/`, sent as a server that flushes while it renders does (test/support/streamed-page.ts): chunked,
 * 64 KB at a time, with a pause between chunks. The same bytes either way, so the same marks are expected.
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { streamHtml, type StreamOptions } from '@/test/support/streamed-page';
import type { StaticServer } from '@/test/support/static-server';
import { STREAMED_PREFIX } from './pages';

/** How the streamed pages are flushed: 64 KB chunks, 30 ms apart (dealer sites and CMSs flush so). */
export const STREAM_OPTIONS: Required<StreamOptions> = { chunkBytes: 65_536, pauseMs: 30 };

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/** Serves `root` on loopback (any port: the granted copy matches 127.0.0.1 on every port). */
export async function startBenchServer(root: string): Promise<StaticServer> {
  const base = resolve(root);
  const server = createServer(async (request, response) => {
    let path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const streamed = path.startsWith(`/${STREAMED_PREFIX}`);
    if (streamed) path = path.slice(STREAMED_PREFIX.length);
    const file = join(base, path);
    if (!file.startsWith(base)) {
      response.writeHead(403).end();
      return;
    }
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    if (streamed) await streamHtml(response, body.toString('utf8'), STREAM_OPTIONS);
    else
      response
        .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
        .end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((done) => {
        // Browsers keep connections alive; close() alone would wait for them.
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
