/** Names shared by the registration, the injection and the tests. */

/** The id of the one dynamic content-script registration. */
export const SCAN_REGISTRATION_ID = 'vin-tin-scan';

/** Built by WXT from entrypoints/content/ (index.ts and the highlight.css it imports). */
export const CONTENT_SCRIPT_FILE = '/content-scripts/content.js';
export const CONTENT_STYLE_FILE = '/content-scripts/content.css';

/** Property of the content scripts' isolated-world global where the running scanner leaves its handle. */
export const SCANNER_HANDLE_KEY = '__vinTinLookupScanner';

export interface ScannerHandle {
  /** False once the extension that injected this instance is gone (disabled, reloaded, updated). */
  isAlive(): boolean;
  /** Moves focus to the Look up button of the first identifier in view (once the visible pass is done). */
  focusLookup(): void;
}
