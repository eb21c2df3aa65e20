/**
 * Launching Debian's Chromium with the built extension, shared by the e2e tests, the demo and the benchmarks.
 */
import { chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const BUILD_DIR = resolve(import.meta.dirname, '../../.output/chrome-mv3');

export interface LaunchOptions {
  headless?: boolean;
  /** Reuse a profile directory (to test what survives a browser restart). */
  userDataDir?: string;
  /**
   * Origins to treat as already granted by the user ("Always scan this site"). Headless Chromium cannot
   * click a permission prompt, so the copy of the build loaded for the test lists them in host_permissions.
   */
  grantedOrigins?: string[];
  /** Reuse an unpacked copy: an unpacked extension's id (and so its storage) follows its folder. */
  extensionDir?: string;
  /** Leave the welcome tab a fresh install opens (closed by default, so tests start from one tab). */
  keepWelcomeTab?: boolean;
}

export interface LaunchedExtension {
  context: BrowserContext;
  serviceWorker: Worker;
  extensionId: string;
  userDataDir: string;
  extensionDir: string;
}

function prepareExtensionDir(grantedOrigins: string[]): string {
  if (!existsSync(join(BUILD_DIR, 'manifest.json'))) {
    throw new Error(`No build at ${BUILD_DIR}: run "npm run build" first.`);
  }
  if (grantedOrigins.length === 0) return BUILD_DIR;
  const dir = mkdtempSync(join(tmpdir(), 'vin-tin-ext-'));
  cpSync(BUILD_DIR, dir, { recursive: true });
  const manifestPath = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { host_permissions?: string[] };
  manifest.host_permissions = [...(manifest.host_permissions ?? []), ...grantedOrigins];
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  return dir;
}

export async function launchWithExtension(options: LaunchOptions = {}): Promise<LaunchedExtension> {
  const extensionDir = options.extensionDir ?? prepareExtensionDir(options.grantedOrigins ?? []);
  const userDataDir = options.userDataDir ?? mkdtempSync(join(tmpdir(), 'vin-tin-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: options.headless ?? true,
    args: [
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const serviceWorker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(serviceWorker.url()).host;
  if (!options.userDataDir && !options.keepWelcomeTab) await closeWelcomeTab(context, extensionId);
  return { context, serviceWorker, extensionId, userDataDir, extensionDir };
}

/**
 * Deletes the temporary profile and extension copy a launch made, once its browser is closed: a profile is
 * tens of megabytes, and a run of the suite launches hundreds (they once filled this machine's disk, after
 * which Chromium failed to read large blobs).
 */
export function removeLaunchFiles(launched: Pick<LaunchedExtension, 'userDataDir' | 'extensionDir'>): void {
  for (const dir of [launched.userDataDir, launched.extensionDir]) {
    if (dir !== BUILD_DIR && dir.startsWith(join(tmpdir(), 'vin-tin-')))
      rmSync(dir, { recursive: true, force: true });
  }
}

/** A fresh profile is a fresh install, which opens the welcome page in a tab of its own. */
export async function waitForWelcomeTab(context: BrowserContext, extensionId: string): Promise<Page> {
  const url = `chrome-extension://${extensionId}/welcome.html`;
  for (let waited = 0; waited < 10_000; waited += 50) {
    const page = context.pages().find((candidate) => candidate.url() === url);
    if (page) return page;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The welcome page did not open on install');
}

async function closeWelcomeTab(context: BrowserContext, extensionId: string): Promise<void> {
  await (await waitForWelcomeTab(context, extensionId)).close();
}
