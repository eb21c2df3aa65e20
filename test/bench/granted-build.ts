/** The bench's copy of a build: one that treats the test origin as granted, and the wait for its scanner. */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from '@playwright/test';

/** The origin the copy treats as granted; localhost (same server) is not. */
export const GRANTED_PATTERN = 'http://127.0.0.1/*';

/** A copy of `buildDir` with the granted origin in its host permissions (as chromium.ts does for e2e). */
export function grantedCopy(buildDir: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'vin-tin-bench-ext-'));
  cpSync(buildDir, dir, { recursive: true });
  const manifestPath = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { host_permissions?: string[] };
  manifest.host_permissions = [...(manifest.host_permissions ?? []), GRANTED_PATTERN];
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  return dir;
}

/** The background registers the content script once it has seen the granted origin. */
export async function waitForScanRegistration(serviceWorker: Worker): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const registered = await serviceWorker.evaluate(() =>
      chrome.scripting.getRegisteredContentScripts({ ids: ['vin-tin-scan'] }),
    );
    if (registered.length === 1) return;
    if (attempt > 100) throw new Error('the content script was never registered');
    await new Promise((done) => setTimeout(done, 100));
  }
}
