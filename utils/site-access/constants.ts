/** Names shared by the registration, the injection and the tests. */

/** The id of the one dynamic content-script registration. */
export const SCAN_REGISTRATION_ID = 'vin-tin-scan';

/** Built by WXT from entrypoints/content/ (index.ts and the highlight.css it imports). */
export const CONTENT_SCRIPT_FILE = '/content-scripts/content.js';
export const CONTENT_STYLE_FILE = '/content-scripts/content.css';
