/**
 * The browser's opt-in PDF handler (Chrome 151+: the manifest's `mime_types_handler` and `chrome.mimeHandler`):
 * once declared it is on by default, so the worker switches it to what the organisation or the user chose,
 * which is off unless one of them turned it on. The organisation's `pdfViewer` wins over the user's choice.
 */
import { storage } from 'wxt/utils/storage';
import { readPolicy } from '@/utils/background/policy/read';
import type { Policy } from '@/utils/policy/schema';
import type { PdfHandlerState } from '@/utils/messaging/viewer-replies';

export const PDF_MIME_TYPE = 'application/pdf';

/** The part of `chrome.mimeHandler` the worker uses; absent in Firefox and in Chrome before 151. */
export interface MimeHandlerApi {
  setMimeHandlerOptions(mimeType: string, options: { enabled: boolean }): Promise<void>;
  getMimeHandlerOptions(mimeType: string): Promise<{ enabled?: boolean }>;
}

export function mimeHandlerApi(): MimeHandlerApi | undefined {
  return (globalThis as { chrome?: { mimeHandler?: MimeHandlerApi } }).chrome?.mimeHandler;
}

/** The user's own choice in Options; off until they turn it on. */
export const pdfHandlerChoiceItem = storage.defineItem<boolean>('local:pdfViewerHandler', {
  fallback: false,
});

/** Pure: the policy's value when it has one, the user's otherwise. */
export function decidePdfHandler(policy: Policy, userChoice: boolean): { enabled: boolean; locked: boolean } {
  return policy.pdfViewer === undefined
    ? { enabled: userChoice, locked: false }
    : { enabled: policy.pdfViewer, locked: true };
}

/** Sets the browser's handler to the decided value (at every worker start, install and policy change). */
export async function syncPdfHandler(api = mimeHandlerApi()): Promise<PdfHandlerState> {
  const { policy } = await readPolicy();
  const decided = decidePdfHandler(policy, await pdfHandlerChoiceItem.getValue());
  if (!api) return { available: false, ...decided };
  await api.setMimeHandlerOptions(PDF_MIME_TYPE, { enabled: decided.enabled });
  return { available: true, ...decided };
}

export class PdfHandlerLockedError extends Error {}

/** The user's checkbox; refused while the organisation decides. */
export async function choosePdfHandler(enabled: boolean, api = mimeHandlerApi()): Promise<PdfHandlerState> {
  const { policy } = await readPolicy();
  if (policy.pdfViewer !== undefined) {
    throw new PdfHandlerLockedError('Your organisation decides whether PDFs open in the viewer.');
  }
  await pdfHandlerChoiceItem.setValue(enabled);
  return syncPdfHandler(api);
}
