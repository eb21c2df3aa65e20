/**
 * An organisation's policy for a copy of the build, as a managed desk has it: Chromium reads
 * /etc/chromium/policies/managed/*.json at start (writing there needs root; CI runs as root). The file names
 * only this copy's id (an unpacked extension's id follows its folder), so no other test sees a policy.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD_DIR, launchWithExtension, removeLaunchFiles, type LaunchedExtension } from './chromium';

export const POLICY_DIR = '/etc/chromium/policies/managed';

/** Chromium's id for an unpacked extension: the first 128 bits of SHA-256 of its path, as letters a-p. */
export function unpackedExtensionId(dir: string): string {
  const hex = createHash('sha256').update(dir).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + parseInt(digit, 16))).join('');
}

export function writeManagedPolicy(file: string, extensionId: string, policy: Record<string, unknown>): void {
  try {
    mkdirSync(POLICY_DIR, { recursive: true });
    writeFileSync(file, JSON.stringify({ '3rdparty': { extensions: { [extensionId]: policy } } }));
  } catch (error) {
    throw new Error(
      `This test writes Chromium's policy file ${file} and needs root (CI runs as root): ${String(error)}`,
      { cause: error },
    );
  }
}

export interface ManagedLaunch extends LaunchedExtension {
  /** Removes the policy file, closes the browser and deletes the copy. */
  close(): Promise<void>;
}

/** A copy of the build with `policy` applied, launched, and the policy seen by the worker. */
export async function launchWithPolicy(
  name: string,
  policy: Record<string, unknown>,
): Promise<ManagedLaunch> {
  const extensionDir = realpathSync(mkdtempSync(join(tmpdir(), 'vin-tin-managed-')));
  cpSync(BUILD_DIR, extensionDir, { recursive: true });
  const extensionId = unpackedExtensionId(extensionDir);
  // One file per copy: two launches of one test (repeats, retries) never overwrite or delete each other's.
  const file = join(POLICY_DIR, `vin-tin-lookup-${name}-${extensionId}-e2e.json`);
  const madeDir = !existsSync(POLICY_DIR);
  const cleanUp = () => {
    rmSync(file, { force: true });
    // The machine is left as found: a policy folder this test made goes when it is empty again.
    if (madeDir && existsSync(POLICY_DIR) && readdirSync(POLICY_DIR).length === 0) {
      rmSync(POLICY_DIR, { recursive: true, force: true });
    }
    rmSync(extensionDir, { recursive: true, force: true });
  };
  writeManagedPolicy(file, extensionId, policy);
  let launched: LaunchedExtension;
  try {
    // A policy with skipWelcome opens no welcome tab: nothing to wait for and close.
    launched = await launchWithExtension({ extensionDir, keepWelcomeTab: true });
  } catch (error) {
    cleanUp();
    throw error;
  }
  return {
    ...launched,
    async close() {
      await launched.context.close();
      removeLaunchFiles(launched);
      cleanUp();
    },
  };
}
