import preact from '@preact/preset-vite';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ResolvedPublicFile } from 'wxt';
import { API_HOST_PATTERNS } from './utils/api/hosts';
import { ANSWER_CARD_CSS, OVERLAY_SHADOW_CSS } from './utils/content-script/page-ui/shadow-styles';

/** A CSP source that allows exactly this inline style text. */
const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/**
 * Content security policy of every extension page, the background included (Chrome applies
 * `extension_pages` to the service worker, Firefox to the background page), so `connect-src` governs the
 * API calls themselves.
 * - Scripts and everything else: the extension's own files only; no remote code, no eval, no plugins.
 * - connect-src: the preset hosts are https, and a custom gateway can be any https origin the user types
 *   (its host permission is granted at run time, which a static CSP cannot follow), so `https:`; plain
 *   http only for the loopback gateways `validateBaseUrl` accepts for testing. An http API elsewhere is
 *   refused twice: by validateBaseUrl and here.
 * - img-src: vehicle images come from the API as https URLs or data: URLs (utils/format/safe-url.ts).
 * - style-src 'self': the pages use built stylesheets only; Preact sets styles through the CSSOM, which
 *   CSP does not restrict. Two inline sheets by hash: the page UI's button and answer card, which the PDF
 *   viewer runs in its own shadow roots as on a web page (utils/content-script/page-ui/shadow-styles.ts).
 * No frame-ancestors: the pages are not web-accessible, so no web page can frame them anyway, and the
 * directive's effect on the browsers' own popup and sidebar hosts is not worth the risk.
 */
export const EXTENSION_PAGES_CSP = [
  "default-src 'self'",
  // 'wasm-unsafe-eval': the PDF viewer's image decoders (pdf.js's JBIG2 and JPEG 2000 wasm, which scanned
  // PDFs need) are compiled from the extension's own files; it allows no eval and no remote code.
  "script-src 'self' 'wasm-unsafe-eval'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  `style-src 'self' ${styleHash(OVERLAY_SHADOW_CSS)} ${styleHash(ANSWER_CARD_CSS)}`,
  "img-src 'self' data: https:",
  "connect-src 'self' https: http://localhost:* http://127.0.0.1:*",
].join('; ');

/** Gecko id: permanent once published on addons.mozilla.org (it keys the user's data and updates). */
export const GECKO_ID = 'vin-tin-lookup@vin-tin-lookup.dev';

/**
 * Firefox 140 (an ESR) is the first with everything the extension uses: the CSS Custom Highlight API
 * (content script marks, 140), built-in data collection consent (140), `optional_host_permissions`
 * (128), `storage.session` (115), MV3 background scripts and `scripting` (109).
 */
export const FIREFOX_MIN_VERSION = '140.0';

/** Chrome 116: `sidePanel.open()` (116) is the newest API used; Custom Highlight API 105, storage.session 102. */
export const CHROME_MIN_VERSION = '116';

/**
 * Chrome publishes an organisation's policy to `storage.managed` only for the keys this file declares
 * (it validates the file strictly: an invalid one stops the extension loading). Firefox needs no schema.
 */
export const MANAGED_SCHEMA_FILE = 'managed_schema.json';

/** The type the viewer offers to handle in Chrome, off until chosen (see the manifest below). */
export const PDF_HANDLER_MIME_TYPE = 'application/pdf';

/**
 * The files pdf.js loads at run time, copied from pdfjs-dist to `pdfjs/` (utils/viewer/pdf-setup.ts reads
 * them there). Only what the viewer uses: the legacy worker (the build the viewer imports); every CMap
 * (a CJK invoice names whichever it likes, and text in those fonts reads as nothing without it; 1 MB
 * zipped); of the standard fonts only the two pdf.js still fetches when system fonts stand in for the
 * others (Symbol, ZapfDingbats); the wasm decoders scanned pages need (JBIG2, JPEG 2000, colour
 * profiles), not their 470 kB JavaScript fallbacks nor QuickJS (pdf.js's sandbox for a PDF's scripts,
 * which never run here); the CMYK profile; and the licences.
 */
function pdfjsAssets(): { absoluteSrc: string; relativeDest: string }[] {
  const dist = fileURLToPath(new URL('./node_modules/pdfjs-dist/', import.meta.url));
  const file = (from: string, to = from) => ({ absoluteSrc: dist + from, relativeDest: `pdfjs/${to}` });
  const folder = (name: string, keep: (file: string) => boolean = () => true) =>
    readdirSync(dist + name)
      .filter(keep)
      .map((entry) => file(`${name}/${entry}`));
  const wasm = /^(jbig2\.wasm|openjpeg\.wasm|qcms_bg\.wasm|LICENSE_(PDFJS_)?(JBIG2|OPENJPEG|QCMS))$/;
  return [
    file('legacy/build/pdf.worker.min.mjs', 'pdf.worker.min.mjs'),
    file('LICENSE'),
    ...folder('cmaps'),
    ...folder('standard_fonts', (name) => /^(FoxitSymbol\.pfb|FoxitDingbats\.pfb|LICENSE_FOXIT)$/.test(name)),
    ...folder('wasm', (name) => wasm.test(name)),
    ...folder('iccs'),
  ];
}

/**
 * The image readers' files (issue 41), each from the extension itself: zxing's reader wasm to `zxing/`
 * (utils/image/barcode-reader.ts), and to `tesseract/` tesseract.js's worker, ONE core (wasm SIMD + LSTM: every
 * browser the extension supports runs it; its .wasm beside it, not the 3.9 MB base64 .wasm.js) and the English
 * data (4.0.0_best_int, the integer model tesseract.js itself picks for LSTM) that utils/image/ocr-reader.ts
 * loads; with their licences.
 */
function imageReaderAssets(): ResolvedPublicFile[] {
  const modules = fileURLToPath(new URL('./node_modules/', import.meta.url));
  const copy = (from: string, to: string) => ({ absoluteSrc: modules + from, relativeDest: to });
  const core = 'tesseract.js-core/tesseract-core-simd-lstm';
  return [
    copy('zxing-wasm/dist/reader/zxing_reader.wasm', 'zxing/zxing_reader.wasm'),
    copy('zxing-wasm/LICENSE', 'zxing/LICENSE'),
    {
      contents: withoutCdnDefaults(readFileSync(modules + 'tesseract.js/dist/worker.min.js', 'utf8')),
      relativeDest: 'tesseract/worker.min.js',
    },
    copy('tesseract.js/dist/worker.min.js.LICENSE.txt', 'tesseract/worker.min.js.LICENSE.txt'),
    copy('tesseract.js/LICENSE.md', 'tesseract/LICENSE.md'),
    copy(`${core}.js`, 'tesseract/tesseract-core-simd-lstm.js'),
    copy(`${core}.wasm`, 'tesseract/tesseract-core-simd-lstm.wasm'),
    copy('tesseract.js-core/LICENSE', 'tesseract/LICENSE-core'),
    copy('@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz', 'tesseract/eng.traineddata.gz'),
  ];
}

/**
 * zxing-wasm and tesseract.js fetch their wasm, worker, core and language data from a CDN unless told where
 * they are. The readers always tell them; these defaults are also taken out of the built code, so a reader
 * set up wrongly fails on a missing extension file instead of running remote code (the CSP's connect-src
 * allows https:, and 'wasm-unsafe-eval' would compile what came back).
 */
const CDN_DEFAULT = /https:\/\/(?:[a-z]+\.)?(?:jsdelivr\.net|unpkg\.com)\//g;
export const CDN_STAND_IN = '/no-cdn/';
function withoutCdnDefaults(code: string): string {
  return code.replace(CDN_DEFAULT, CDN_STAND_IN);
}
const imageReadersWithoutCdn = {
  name: 'image-readers-without-cdn',
  transform(code: string, id: string) {
    if (!/node_modules\/(zxing-wasm|tesseract\.js)\//.test(id)) return null;
    const cleaned = withoutCdnDefaults(code);
    return cleaned === code ? null : { code: cleaned, map: null };
  },
};

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill', '@wxt-dev/i18n/module'],
  // Explicit imports everywhere: a newcomer can follow every name, and utils/ runs in plain Node.
  imports: false,
  // WXT 0.20 builds MV2 for Firefox unless told otherwise; one manifest version everywhere.
  manifestVersion: 3,
  vite: () => ({ plugins: [preact(), imageReadersWithoutCdn] }),
  hooks: {
    'build:publicAssets': (_wxt, files) => {
      files.push(...pdfjsAssets(), ...imageReaderAssets());
    },
    'vite:build:extendConfig': (entrypoints, config) => {
      // Both halves of the content script talk through chrome.* (utils/content-script/messaging.ts) and
      // WXT's context only reads runtime.id: the polyfill would be 3 KB gzipped of dead weight in a page.
      const inPage = ['content-script', 'unlisted-script'];
      if (!entrypoints.some((entrypoint) => inPage.includes(entrypoint.type))) return;
      const alias = config.resolve?.alias;
      if (alias && !Array.isArray(alias)) {
        (alias as Record<string, string>)['wxt/browser'] = fileURLToPath(
          new URL('./node_modules/wxt/dist/browser.mjs', import.meta.url),
        );
      }
    },
  },
  webExt: { disabled: true },
  zip: {
    // The sources zip for addons.mozilla.org reviewers: what `npm ci && npm run build:firefox` needs, and
    // no build output, test results, screenshots or store material (WXT already leaves out node_modules,
    // dotfiles, .output and *.test/*.spec files).
    excludeSources: [
      'test/**',
      'test-results/**',
      'playwright-report/**',
      'artifacts/**',
      'store/**',
      'dist/**',
      '**/*.log',
      '**/*.zip',
    ],
  },
  manifest: ({ browser }) => ({
    default_locale: 'en',
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    permissions: [
      'storage',
      'contextMenus',
      'activeTab',
      'scripting',
      ...(browser === 'firefox' ? [] : ['sidePanel']),
    ],
    // The preset APIs only: sites to scan and a custom gateway are optional, asked for at run time.
    host_permissions: [...API_HOST_PATTERNS],
    commands: {
      'open-side-panel': {
        suggested_key: { default: 'Alt+Shift+V' },
        description: '__MSG_commandOpenSidePanel__',
      },
      'lookup-selection': {
        suggested_key: { default: 'Alt+Shift+L' },
        description: '__MSG_commandLookupSelection__',
      },
      'scan-page': {
        suggested_key: { default: 'Alt+Shift+S' },
        description: '__MSG_commandScanPage__',
      },
    },
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    content_security_policy: { extension_pages: EXTENSION_PAGES_CSP },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: GECKO_ID,
              strict_min_version: FIREFOX_MIN_VERSION,
              // What leaves the browser, and only when the user looks something up with the API data source
              // (demo data never leaves): the identifier (an ID number: VIN, TIN, CAC number or phone number),
              // which may have been picked from a page's text, sent with the user's API key and app ID to the
              // API the user configured. See PRIVACY.md.
              data_collection_permissions: {
                required: ['personallyIdentifyingInfo', 'websiteContent', 'authenticationInfo'],
              },
            },
          },
        }
      : {
          minimum_chrome_version: CHROME_MIN_VERSION,
          storage: { managed_schema: MANAGED_SCHEMA_FILE },
          // Chrome 151+'s opt-in PDF handler (older Chromes ignore the key). Declaring it turns it on, so the
          // worker switches it off at every start unless the user or the policy `pdfViewer` turned it on
          // (utils/background/viewer/pdf-handler.ts). Firefox has no such handler.
          mime_types_handler: { [PDF_HANDLER_MIME_TYPE]: { handler_url: 'viewer.html' } },
        }),
  }),
});
