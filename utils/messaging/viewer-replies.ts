/** What the background answers the viewer's and Options' questions about PDFs (utils/messaging/protocol.ts). */

/** Why a PDF could not be read through its tab. */
export type TabReadFailure = 'no-access' | 'fetch-failed' | 'not-pdf' | 'too-big' | 'empty' | 'gone';

/** A read started in the PDF's tab: its size, and the token that names it for the parts. */
export type TabReadStart = { ok: true; token: string; size: number } | { ok: false; reason: TabReadFailure };

/** One part of it, base64; `done` on the last (the tab then lets the bytes go). */
export type TabReadPart = { ok: true; data: string; done: boolean } | { ok: false; reason: TabReadFailure };

/** The browser's opt-in PDF handler as Options shows it. */
export interface PdfHandlerState {
  /** The browser has one (Chrome 151+). */
  available: boolean;
  enabled: boolean;
  /** The organisation set `pdfViewer`: the checkbox is read-only. */
  locked: boolean;
}
