/** Names shared by the registration, the injection and the tests. */
export const SCAN_REGISTRATION_ID = 'vin-tin-scan';

/** Built by WXT from entrypoints/content/. */
export const CONTENT_SCRIPT_FILE = '/content-scripts/content.js';
export const CONTENT_STYLE_FILE = '/content-scripts/content.css';
/** Built by WXT from entrypoints/page-ui/: injected into a scanned frame on the user's first need. */
export const PAGE_UI_FILE = '/page-ui.js';
/** Built by WXT from entrypoints/listing-check/: injected into a scanned frame once it has a VIN. */
export const LISTING_CHECK_FILE = '/listing-check.js';
/** Built by WXT from entrypoints/context-reader/: injected into a scanned frame for a lookup's context. */
export const CONTEXT_READER_FILE = '/context-reader.js';
/** Built by WXT from entrypoints/more-detectors/: injected into a scanned frame that prints a rarer form. */
export const MORE_DETECTORS_FILE = '/more-detectors.js';

/** Where the running scanner leaves its handle on the isolated world's global. */
export const SCANNER_HANDLE_KEY = '__vinTinLookupScanner';

export interface ScannerHandle {
  /** False once the extension that injected this instance is gone (disabled, reloaded, updated). */
  isAlive(): boolean;
  focusLookup(): void;
  /**
   * The whole page was read once and nothing is queued: its marks are painted. Read by tests from the
   * worker (test/support/scan-signal.ts), in this isolated world the page cannot reach.
   */
  idle(): boolean;
  /** The page UI has attached to this frame's scanner. */
  uiAttached(): boolean;
}
