/** Why a tab is not scanned, as the background decides it (utils/background/site-access/not-scanned.ts). */
export type NotScannedReason =
  /** A website never granted: "Scan this page" now, or allow the site in Options. */
  | 'site'
  /** The browser's own pages and its extension store: no extension may read them. */
  | 'browser'
  /** An extension's page (another's, or one of ours such as Options). */
  | 'extension'
  /** A PDF the browser shows in its own viewer: ours reads it. */
  | 'pdf'
  /** A file, and the browser lets the extension read files: "Scan this page" (Options adds no files). */
  | 'file'
  /** A file, and the browser's "Allow access to file URLs" switch is off. */
  | 'file-access'
  /** The browser hides the address (no grant for this tab yet): the fixes that work for any page. */
  | 'unknown';
