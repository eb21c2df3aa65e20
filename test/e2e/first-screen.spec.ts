/**
 * The first screen while the page still loads: the always-on half starts with the document, and right
 * after the page's first frame it marks what is already parsed; the rest follows once the page is whole.
 * The page here is streamed by a server the test holds open, as a slow dealer site would send it.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { markTexts } from '@/test/support/scanned-page';

const HEAD = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stock list</title></head><body>
<h1>Today's stock</h1>
<p id="first">2003 Honda Accord EX, VIN 1HGCM82633A004352, 98,000 km.</p>
<p>Seller TIN 12345678-0001 on the invoice.</p>
<div id="loading">More cars are loading…</div>`;
const TAIL = `<p id="later">1993 Acura Legend, VIN JH4KA7561PC008269.</p></body></html>`;

test('the first screen is marked while the page still loads, and the rest once it is whole', async ({
  context,
}) => {
  let held: ServerResponse | undefined;
  const server = createServer((request, response) => {
    if (request.url !== '/stock.html') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.write(HEAD);
    held = response;
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/stock.html`, { waitUntil: 'commit' });
    await expect.poll(() => markTexts(page)).toEqual(['12345678-0001', '1HGCM82633A004352']);
    // Marked before the page was whole: the server has not sent the rest.
    expect(await page.evaluate(() => document.readyState)).toBe('loading');

    held!.end(TAIL);
    await expect
      .poll(() => markTexts(page))
      .toEqual(['12345678-0001', '1HGCM82633A004352', 'JH4KA7561PC008269']);
    expect(await page.evaluate(() => document.readyState)).not.toBe('loading');
  } finally {
    held?.end();
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});
