/**
 * Serves an HTML page the way a server that flushes while it renders does (dealer sites, CMSs): chunked transfer
 * encoding, one chunk at a time, a pause between chunks. The browser then parses and paints the page in parts,
 * which is what first-frame marking has to cope with; a page sent in one write hides that.
 */
import type { ServerResponse } from 'node:http';

export interface StreamOptions {
  /** Bytes per chunk (the last one may be shorter). Default 65,536: a common server flush size. */
  chunkBytes?: number;
  /** Pause after each chunk but the last, in ms: the server "rendering" the next part. Default 30. */
  pauseMs?: number;
}

const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Resolves once the chunk has been handed to the socket, so each chunk leaves as its own write. */
function writeChunk(res: ServerResponse, chunk: Buffer): Promise<void> {
  return new Promise((done, fail) => {
    res.write(chunk, (error) => (error ? fail(error) : done()));
  });
}

/**
 * Writes `html` to `res` in chunks of `chunkBytes`, flushing each and pausing `pauseMs` between them, then ends the
 * response. No Content-Length is set, so Node sends it chunked. Stops quietly if the client goes away.
 */
export async function streamHtml(
  res: ServerResponse,
  html: string,
  { chunkBytes = 65_536, pauseMs = 30 }: StreamOptions = {},
): Promise<void> {
  if (!(chunkBytes > 0)) throw new RangeError(`chunkBytes must be positive, got ${chunkBytes}`);
  const body = Buffer.from(html, 'utf8');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  // Send each chunk at once instead of letting Nagle's algorithm merge small writes.
  res.socket?.setNoDelay(true);
  for (let start = 0; start < body.length; start += chunkBytes) {
    if (res.destroyed) return;
    if (start > 0 && pauseMs > 0) await pause(pauseMs);
    try {
      await writeChunk(res, body.subarray(start, start + chunkBytes));
    } catch {
      return; // the client closed the connection: nothing left to send to
    }
  }
  await new Promise<void>((done) => res.end(done));
}
