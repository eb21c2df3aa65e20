/**
 * Launching Debian's Firefox ESR with the built Firefox extension, through puppeteer-core over WebDriver
 * BiDi (Playwright cannot drive a stock Firefox). The extension is installed as a temporary add-on with
 * BiDi's `webExtension.install`.
 *
 * Firefox does not let automation into moz-extension:// pages, so the options page cannot be filled in
 * here. Instead the test installs a throw-away copy of the build into which it has written two things a
 * user would otherwise do by hand: the test pages' origin as a granted host permission ("Always scan this
 * site"), and, when asked, the settings and key the options page would have saved (a tiny background
 * script that writes them to storage.local before anything reads them). The shipped build and its zip
 * never contain either: the product has no test hook, no preset key and no build mode to leave on by
 * mistake; `web-ext lint` checks the real build.
 */
import puppeteer, { type Browser } from 'puppeteer-core';
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
}

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
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  return dir;
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
