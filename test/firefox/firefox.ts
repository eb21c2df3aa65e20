/**
 * Launching Debian's Firefox ESR with the built Firefox extension, through puppeteer-core over WebDriver
 * BiDi (Playwright cannot drive a stock Firefox). The extension is installed as a temporary add-on with
 * BiDi's `webExtension.install`.
 *
 * Firefox does not let automation navigate to moz-extension:// pages (it drives one only in a tab the
 * extension opened itself: `openPages` and `extensionPage` below), so the options page cannot be filled in
 * here. Instead the test installs a throw-away copy of the build into which it has written two things a
 * user would otherwise do by hand: the test pages' origin as a granted host permission ("Always scan this
 * site"), and, when asked, the settings and key the options page would have saved (a tiny background
 * script that writes them to storage.local before anything reads them). The shipped build and its zip
 * never contain either: the product has no test hook, no preset key and no build mode to leave on by
 * mistake; `web-ext lint` checks the real build.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_SETTINGS, SETTINGS_VERSION, type Settings } from '@/utils/settings/schema';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const FIREFOX_BUILD_DIR = resolve(import.meta.dirname, '../../.output/firefox-mv3');

export interface PresetApi {
  baseUrl: string;
  apiKey: string;
}

export interface ExtensionCopyOptions {
  /** Host patterns to treat as granted by the user, added to the copy's host_permissions. */
  grantedOrigins?: string[];
  /** When set, the copy starts with the API data source pointing here ("Custom" preset), key saved. */
  api?: PresetApi;
  /**
   * Extension pages (e.g. 'viewer.html') the copy opens in tabs as it starts. WebDriver BiDi refuses to
   * navigate to moz-extension:// URLs, but drives a tab the extension opened itself (see extensionPage).
   */
  openPages?: string[];
}

/** The file name of the script that opens `openPages`; not a name the build uses. */
const OPEN_PAGES_FILE = 'test-open-pages.js';

/**
 * The moz-extension:// host of the installed copy. Firefox draws a random one per profile unless the
 * profile's `extensions.webextensions.uuids` pref names it before the add-on is installed.
 */
export const FIREFOX_EXTENSION_UUID = '6f1c1d6a-2b5e-4f7e-9a51-0c3f1e2d4b5a';

/** The file name of the storage seed in the copy; not a name the build uses. */
const SEED_FILE = 'test-seed-storage.js';

/**
 * What the options page stores after "Save" with Data source API, Preset Custom, a base URL and a key:
 * WXT's storage items `local:settings` (with its version in `settings$`) and `local:apiKey`
 * (utils/background/storage/items.ts). If those names change, the Firefox round trip stops reaching the mock API.
 */
export function seededStorage(api: PresetApi): Record<string, unknown> {
  const settings: Settings = {
    ...DEFAULT_SETTINGS,
    dataSource: 'api',
    presetId: 'custom',
    baseUrl: api.baseUrl,
  };
  return { settings, settings$: { v: SETTINGS_VERSION }, apiKey: api.apiKey };
}

export function prepareFirefoxExtension(options: ExtensionCopyOptions = {}): string {
  if (!existsSync(join(FIREFOX_BUILD_DIR, 'manifest.json'))) {
    throw new Error(`No build at ${FIREFOX_BUILD_DIR}: run "npm run build:firefox" first.`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'vin-tin-firefox-ext-'));
  cpSync(FIREFOX_BUILD_DIR, dir, { recursive: true });
  const manifestPath = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    host_permissions?: string[];
    background: { scripts: string[] };
  };
  manifest.host_permissions = [...(manifest.host_permissions ?? []), ...(options.grantedOrigins ?? [])];
  if (options.api) {
    // Listed first, so its write is queued before the extension's own start-up reads settings.
    writeFileSync(
      join(dir, SEED_FILE),
      `browser.storage.local.set(${JSON.stringify(seededStorage(options.api))});\n`,
    );
    manifest.background.scripts = [SEED_FILE, ...manifest.background.scripts];
  }
  if (options.openPages?.length) {
    const urls = options.openPages.map((path) => `browser.runtime.getURL(${JSON.stringify(`/${path}`)})`);
    writeFileSync(
      join(dir, OPEN_PAGES_FILE),
      `for (const url of [${urls.join(', ')}]) browser.tabs.create({ url });\n`,
    );
    manifest.background.scripts = [...manifest.background.scripts, OPEN_PAGES_FILE];
  }
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  return dir;
}

function geckoIdOf(extensionDir: string): string {
  const manifest = JSON.parse(readFileSync(join(extensionDir, 'manifest.json'), 'utf8')) as {
    browser_specific_settings: { gecko: { id: string } };
  };
  return manifest.browser_specific_settings.gecko.id;
}

export interface LaunchedFirefox {
  browser: Browser;
  extensionId: string;
  close(): Promise<void>;
}

export async function launchFirefoxWithExtension(
  options: ExtensionCopyOptions = {},
): Promise<LaunchedFirefox> {
  const extensionDir = prepareFirefoxExtension(options);
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: {
      // Nothing but the test's loopback servers: no updates, studies or remote settings.
      'app.update.enabled': false,
      'browser.shell.checkDefaultBrowser': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
      'extensions.webextensions.uuids': JSON.stringify({ [geckoIdOf(extensionDir)]: FIREFOX_EXTENSION_UUID }),
    },
  });
  try {
    const extensionId = await browser.installExtension(extensionDir);
    return {
      browser,
      extensionId,
      close: async () => {
        await browser.close();
        rmSync(extensionDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/**
 * The tab showing the extension's page `path` (opened with `openPages`), once its document has loaded.
 * Puppeteer reports such tabs as about:blank (BiDi sends it no navigation for them), so each tab is asked
 * for its own location.
 */
export async function extensionPage(browser: Browser, path: string): Promise<Page> {
  const wanted = `moz-extension://${FIREFOX_EXTENSION_UUID}/${path}`;
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    for (const page of await browser.pages()) {
      const href = await page.evaluate(() => location.href).catch(() => '');
      if (href === wanted) return page;
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`No tab showed ${wanted}`);
}
