/** Reads a body under a size cap: a misconfigured gateway can stream megabytes, or forever. */

export const API_MAX_BODY_BYTES = 5 * 1024 * 1024;

export type BodyText = { tooLarge: false; text: string } | { tooLarge: true };

/** Rejects when the stream fails (reset, abort): the caller decides what that means. */
export async function readBodyCapped(response: Response, maxBytes = API_MAX_BODY_BYTES): Promise<BodyText> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return { tooLarge: true };
  }
  if (!response.body) return { tooLarge: false, text: await response.text() };

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { tooLarge: true };
    }
    text += decoder.decode(value, { stream: true });
  }
  return { tooLarge: false, text: text + decoder.decode() };
}
