/** Serves test and demo pages from a folder on loopback, so pages have a real http origin. */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export async function startStaticServer(root: string, port = 0): Promise<StaticServer> {
  const base = resolve(root);
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(base, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(base)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      response
        // Its length declared, as servers send static files (Node would otherwise send it chunked).
        .writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'content-length': body.length,
        })
        .end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    close: () =>
      new Promise((done) => {
        // Browsers keep connections alive; close() alone would wait for them.
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
