/** ASCII base64 in plain TypeScript: the demo builds alike in Node, pages and workers (no btoa, no Buffer). */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function asciiToBase64(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 3) {
    const a = byteAt(text, i);
    const b = i + 1 < text.length ? byteAt(text, i + 1) : undefined;
    const c = i + 2 < text.length ? byteAt(text, i + 2) : undefined;
    const triple = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += ALPHABET.charAt((triple >> 18) & 63) + ALPHABET.charAt((triple >> 12) & 63);
    out += b === undefined ? '=' : ALPHABET.charAt((triple >> 6) & 63);
    out += c === undefined ? '=' : ALPHABET.charAt(triple & 63);
  }
  return out;
}

function byteAt(text: string, index: number): number {
  const code = text.charCodeAt(index);
  if (code > 0x7f) throw new RangeError(`asciiToBase64: non-ASCII character at ${index}`);
  return code;
}
