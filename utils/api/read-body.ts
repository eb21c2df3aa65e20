/**
 * Reads a response body as text without trusting its size. A misconfigured gateway can stream megabytes
 * (or forever); a verification answer is a few kilobytes, so anything past the cap is refused unread.
 */

/** Far above any real answer (a vehicle report with an inline image is well under 1 MB). */
export const API_MAX_BODY_BYTES = 5 * 1024 * 1024;

export type BodyText = { tooLarge: false; text: string } | { tooLarge: true };

/**
 * Resolves with the decoded text, or `tooLarge` as soon as the cap is passed (the rest is cancelled).
 * Rejects when the stream fails (connection reset, abort): the caller decides what that means.
 */
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
