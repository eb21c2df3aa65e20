/**
 * The browser's opt-in PDF handler (Chrome 151+: the manifest's `mime_types_handler` and `chrome.mimeHandler`):
 * once declared it is on by default, so the worker switches it to what the organisation or the user chose,
 * which is off unless one of them turned it on. The organisation's `pdfViewer` wins over the user's choice.
 *
 * At a worker start the switch does not wait for the policy read (seconds after a browser start, while
 * every PDF opened would land in the viewer): it is set at once from the policy as known (settings.ts
 * `policyKnownNow`), or off where one may exist unknown, and set again when the read answers.
 */
import { storage } from 'wxt/utils/storage';
import { readPolicy } from '@/utils/background/policy/read';
import { policyKnownNow } from '@/utils/background/policy/settings';
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

let applying: Promise<unknown> = Promise.resolve();

/** One set at a time, each deciding at its turn: a set decided from a copy never lands after the read's. */
function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = applying.then(task, task);
  applying = run.catch(() => undefined);
  return run;
}

async function apply(
  api: MimeHandlerApi | undefined,
  decided: { enabled: boolean; locked: boolean },
): Promise<PdfHandlerState> {
  if (!api) return { available: false, ...decided };
  await api.setMimeHandlerOptions(PDF_MIME_TYPE, { enabled: decided.enabled });
  return { available: true, ...decided };
}

/** Sets the browser's handler to the value this worker's read decides (after Options' changes and policy changes). */
export async function syncPdfHandler(api = mimeHandlerApi()): Promise<PdfHandlerState> {
  // Waited for outside the queue, so a set from the known policy is not held behind the read.
  await readPolicy();
  return serially(async () => {
    const { policy } = await readPolicy();
    return apply(api, decidePdfHandler(policy, await pdfHandlerChoiceItem.getValue()));
  });
}

/** At every worker start (an install or update too): set at once from what is known, then from the read. */
export async function syncPdfHandlerAtStart(api = mimeHandlerApi()): Promise<PdfHandlerState> {
  await serially(async () => {
    const [known, choice] = await Promise.all([policyKnownNow(), pdfHandlerChoiceItem.getValue()]);
    // A policy that may exist unknown: off, as the browser's own viewer is never wrong.
    return apply(api, known ? decidePdfHandler(known, choice) : { enabled: false, locked: false });
  });
  return syncPdfHandler(api);
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
