/**
 * The viewer opened by the browser as its PDF handler (Chrome 151+, when the user or the organisation turned
 * it on): the stream's address comes from `chrome.mimeHandler.getStreamInfo()`, and a PDF the viewer cannot
 * show goes back to the browser's own viewer with `abortAndFallbackToNativeHandler()`.
 */

export interface HandlerStreamInfo {
  streamUrl: string;
  originalUrl: string;
  tabId: number;
  mimeType: string;
  embedded: boolean;
}

export interface MimeHandlerPageApi {
  getStreamInfo(): Promise<HandlerStreamInfo>;
  abortAndFallbackToNativeHandler(): Promise<void>;
}

export function mimeHandlerPageApi(): MimeHandlerPageApi | undefined {
  return (globalThis as { chrome?: { mimeHandler?: MimeHandlerPageApi } }).chrome?.mimeHandler;
}

/** The stream when this page is the handler's, or undefined (an ordinary viewer tab, or no such API). */
export async function readHandlerStream(api = mimeHandlerPageApi()): Promise<HandlerStreamInfo | undefined> {
  if (!api) return undefined;
  try {
    const info = await api.getStreamInfo();
    return typeof info?.streamUrl === 'string' && info.streamUrl !== '' ? info : undefined;
  } catch {
    // Outside a handler's context the browser refuses: this viewer was opened some other way.
    return undefined;
  }
}
