/**
 * Files that must be refused or fail cleanly, each built to be exactly what it claims: a PNG header that claims
 * 20,000 x 20,000 pixels (built without allocating them), a real JPEG garbled and cut short, an SVG that would run
 * script, a 50 MB file that starts as a real PNG. The animated GIF and the blank picture need a page to draw in
 * and live in ./fixtures.ts.
 */
import { deflateSync } from 'node:zlib';
import { encodeOpaquePng, pngChunk, PNG_SIGNATURE } from '../../../scripts/lib/png';

/** The side the huge PNG claims. */
export const HUGE_PNG_SIDE = 20_000;

/**
 * A valid PNG signature and IHDR claiming 20,000 x 20,000 RGB pixels (400 MP, 1.2 GB decoded), with an IDAT
 * holding the first rows only: a reader that trusts the header and allocates first would run out of memory.
 * About a hundred bytes; every chunk's CRC is right.
 */
export function hugePixelsPng(side = HUGE_PNG_SIDE): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const firstRows = deflateSync(Buffer.alloc(2 * (side * 3 + 1)), { level: 9 });
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', firstRows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real 160 x 48 JPEG ("JPEG 41" in a box), encoded by Chromium at quality 60. */
const SMALL_JPEG_BASE64 = [
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABh',
  'Y3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  'AAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAAB',
  'UAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAA',
  'AAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9Y',
  'WVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAM',
  'ZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcg',
  'LikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09P',
  'T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAwAKADASIAAhEBAxEB/8QAGQAAAwEBAQAAAAAAAAAAAAAAAAQF',
  'BgcD/8QAPxAAAQMDAAcDCAYKAwAAAAAAAQIDBAAFEQYSISYxZaMTQXEHFkdRYYWRwxQiNFKB0RUyNjdCc5Sys/BVocH/xAAUAQEA',
  'AAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8A19zuN484U2u0pgfZBIUqSF/fKcDVPh3e',
  'ujfDkXWo9Ifur5tX6CBvhyLrUb4ci61X68pMhiIwp+U+2w0nGs44sJSMnG0mgi74ci61G+HIutVdqfDeiKlsy2HIyASp5LgKABxy',
  'rhspUaQ2MnAvNu/qkfnQJb4ci61G+HIutVxh9mQ0HY7qHW1cFoUFA/iKRVf7IhRSq8W9KgcEGSgEH40CO+HIutRvhyLrVViXO3zl',
  'qRCnxZKkjKksvJWQPWcGvZ99mO32kh1tpHDWWoJHxNBE3w5F1qN8ORdaqbF2tslwNxrjEeWdmq28lR+ANOUEDfDkXWo3w5F1qv0n',
  'Ju1siP8AYS7jEYdwDqOvpSrb7CaCZvhyLrUb4ci61XVrQ2grcUlKRxKjgCk27zanZCY7VzhLeUcBtL6Son1Yzmgnb4ci61G+HIut',
  'V+iggb4ci61FsuN484VWu7JgfZDISqMF/fCcHWPj3eqr9QPSH7q+bQHpD91fNq/UD0h+6vm1foCs15Rf2Jn+Lf8AkTWlrNeUX9iZ',
  '/i3/AJE0ETRj91Fx/kyf7TWa0OtWjlxgSl32aiM6hYDeZCWzjHEA8a0ujH7qLh/Jk/2mo3k/0Ytd+hSnrihxSmnQlOqspGMZoPby',
  'XPOt6RzokZxbkEtKVt4ZCgEq9hIJ/wBFZ23foXzgnecHbfRsr1OyznX1xj8MZrs1ps1uszCmbbFQwlW1RGSVeJO01yPR6dZ7fpPP',
  'dvsdD8dQcSlK2Q4AvXBBwfYDtoNzoK3oyZUt3R76T2iUJS722cYJOMZ8KzEdt/T7TB9uVKcRAj6ykoQeCAcAJ7sniTW00XvWjc+Y',
  '9HsMVth3s9dzUjBrWAONuOPGsTEXJ0B0uecmRnFwH9ZAWgbFIJyCnuyMDI8aCrcdFNC2FORlXgxJTew60hJKT7QR+VdEbWhxpDja',
  'gpCkgpUOBB7641prcbBd3m5VmZeEx1wmQpYUNbYANhJHwrrloSU2eElQIUI7YIPEfVFB4367x7HaXp8jaEDCEZ2rUeCR/vDNcf0i',
  'gzmX4NxuqyZlyJfWk/wDI1R8O7u2DuroWnViu94ftzlq7IiKVLUHFDV1vq4OCCDwPGsFpi3pG3MhjSJ9t14pPYlATsGRn9UDvoOw',
  '3W3MXa2vQJRWGXgAooODsIP/AJXMDa4tn8qEGDCSpLKHGyNZWTkpydtb+3y51q0bVL0ofSp5kkurQkH6ucDYke0d1c5uN/tz/lFj',
  '3hp5RhIU2VL1CDsTg7ONB2GikrTdYd5hCZAcK2SopyUlO0cdhp2gKgekP3V82r9QPSH7q+bQHpD91fNq/UC5268ecKbpaVQPsgjq',
  'TJK/vlWRqjw7/XRvhyLrUF+sRplatJ75NVb4fZItR1DrLUkZV35/iwD7Ksb4ci61G+HIutQN2SysWqwM2pQS+2lBS5rpyHCrJVkH',
  'uOTs9VOQ4MOChSIMRiMlRyoMthAJ9uKkb4ci61G+HIutQX6nKsFkWoqVZ7epROSTGQST8KR3w5F1qN8ORdagqRLXboLhchW+LHWo',
  'apUyylBI9WQKYdabebLbzaHEHilaQQfwqHvhyLrUb4ci61BVj223xV68WDGZV622kpP/AEKaqBvhyLrUb4ci61BfpWXbYE5aFzYM',
  'aQpH6pdaSsp8MjZUrfDkXWo3w5F1qC2+wzJZUzIabdaWMKQ4kKSrxBpHzesf/DW7+lR+VJb4ci61G+HIutQWYsWNDZ7GHHaYaznU',
  'aQEpz4CvaoG+HIutRvhyLrUF+oHpD91fNo3w5F1qLZbrx5wqul2VA+yGOlMYr++FZOsPHv8AVQf/2Q==',
].join('');

/** The intact JPEG the corrupt one is made from (to show the reader takes it when it is whole). */
export function smallJpeg(): Buffer {
  return Buffer.from(SMALL_JPEG_BASE64, 'base64');
}

/**
 * A real JPEG whose headers stay intact (it sniffs as a 160 x 48 JPEG) while its Huffman tables and scan data are
 * garbled and the file stops two thirds in, with no end marker: only decoding can tell it is broken.
 */
export function corruptJpeg(): Buffer {
  const jpeg = smallJpeg();
  const cut = Buffer.from(jpeg.subarray(0, Math.floor((jpeg.length * 2) / 3)));
  // Garble everything after the first Huffman table's marker (0xFFC4) so no decoder can read a pixel, and keep
  // the marker bytes themselves out of the garbled run so the header still parses.
  const huffman = cut.indexOf(Buffer.from([0xff, 0xc4]));
  if (huffman < 0) throw new Error('The sample JPEG has no Huffman table');
  for (let at = huffman + 4; at < cut.length; at++) cut[at] = (cut[at]! * 37 + 11) & 0xfe;
  return cut;
}

/** An SVG that would run script twice (a <script> and an onload) and shows a VIN: it must never be rendered. */
export function scriptedSvg(): Buffer {
  return Buffer.from(
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="80" onload="window.__svgOnload = true">',
      '<script>window.__svgScript = true; fetch("http://127.0.0.1:9/svg-ran").catch(() => {});</script>',
      '<rect width="480" height="80" fill="#fff"/>',
      '<text x="16" y="50" font-family="DejaVu Sans" font-size="28">VIN 1HGCM82633A004352</text>',
      '</svg>',
    ].join('\n'),
    'utf8',
  );
}

/** The size of the file that must be refused with its size. */
export const FIFTY_MEGABYTES = 50 * 1024 * 1024;

let fiftyMegabytes: Buffer | undefined;

/**
 * 50 MB that start as a real, small PNG (so a sniffer sees a PNG, and only the size refuses it), padded with
 * zeros after its end chunk. Built on first use and kept (never committed).
 */
export function fiftyMegabyteFile(): Buffer {
  if (!fiftyMegabytes) {
    const white = new Uint8Array(16 * 16 * 4).fill(255);
    const png = encodeOpaquePng(white, 16, 16);
    fiftyMegabytes = Buffer.alloc(FIFTY_MEGABYTES);
    png.copy(fiftyMegabytes, 0);
  }
  return fiftyMegabytes;
}
