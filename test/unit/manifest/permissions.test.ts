/**
 * Permission snapshot: builds both extensions and compares what their manifests ask for with the lists
 * below. Any new permission, host, content script, web-accessible resource, external connection or
 * data-collection category fails here, so it is a decision someone reviews (stores re-review, and
 * browsers may disable an update until the user accepts new permissions), never a side effect.
 * Changing a list here is the review: say why in the commit.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');

type Manifest = Record<string, unknown> & {
  permissions?: string[];
  host_permissions?: string[];
  optional_host_permissions?: string[];
  icons?: Record<string, string>;
  content_security_policy?: { extension_pages?: string };
  browser_specific_settings?: {
    gecko?: {
      id?: string;
      strict_min_version?: string;
      data_collection_permissions?: { required?: string[]; optional?: string[] };
    };
  };
};

let manifests: { chrome: Manifest; firefox: Manifest };

beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'vin-tin-manifest-test-'));
  try {
    const file = join(dir, 'manifests.json');
    execFileSync(
      process.execPath,
      [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build-manifests.ts', file],
      {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    manifests = JSON.parse(readFileSync(file, 'utf8')) as typeof manifests;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

const PRESET_API_HOSTS = [
  'https://api.myidentitypass.com/*',
  'https://sandbox.myidentitypass.com/*',
  'https://api.prembly.com/*',
];

/** What each store gets asked for. Missing keys count as empty, so adding one is a change too. */
function requested(manifest: Manifest) {
  return {
    permissions: manifest.permissions ?? [],
    optional_permissions: manifest.optional_permissions ?? [],
    host_permissions: manifest.host_permissions ?? [],
    optional_host_permissions: manifest.optional_host_permissions ?? [],
    content_scripts: manifest.content_scripts ?? [],
    web_accessible_resources: manifest.web_accessible_resources ?? [],
    externally_connectable: manifest.externally_connectable ?? null,
    data_collection_permissions:
      manifest.browser_specific_settings?.gecko?.data_collection_permissions ?? null,
  };
}

describe('permission snapshot', () => {
  it('Chrome asks for exactly this', () => {
    expect(requested(manifests.chrome)).toEqual({
      permissions: ['storage', 'contextMenus', 'activeTab', 'scripting', 'sidePanel'],
      optional_permissions: [],
      host_permissions: PRESET_API_HOSTS,
      // Sites to scan and a custom API gateway: asked for at run time, one origin at a time.
      optional_host_permissions: ['https://*/*', 'http://*/*'],
      // The content script is registered at run time for granted sites only (utils/site-access/).
      content_scripts: [],
      web_accessible_resources: [],
      externally_connectable: null,
      data_collection_permissions: null,
    });
  });

  it('Firefox asks for exactly this', () => {
    expect(requested(manifests.firefox)).toEqual({
      // No sidePanel: Firefox has sidebar_action, which needs no permission.
      permissions: ['storage', 'contextMenus', 'activeTab', 'scripting'],
      optional_permissions: [],
      host_permissions: PRESET_API_HOSTS,
      optional_host_permissions: ['https://*/*', 'http://*/*'],
      content_scripts: [],
      web_accessible_resources: [],
      externally_connectable: null,
      // See PRIVACY.md: the looked-up identifier (possibly from a page's text) and the user's API key, sent
      // only to the API the user configured, only when they look something up.
      data_collection_permissions: {
        required: ['personallyIdentifyingInfo', 'websiteContent', 'authenticationInfo'],
      },
    });
  });
});

describe('store readiness', () => {
  it.each(['chrome', 'firefox'] as const)(
    '%s: both manifests are MV3 with icons at every size the stores use',
    (browser) => {
      const manifest = manifests[browser];
      expect(manifest.manifest_version).toBe(3);
      expect(Object.keys(manifest.icons ?? {}).map(Number)).toEqual(
        expect.arrayContaining([16, 32, 48, 96, 128]),
      );
      for (const path of Object.values(manifest.icons ?? {})) {
        expect(existsSync(join(ROOT, 'public', path)), path).toBe(true);
      }
    },
  );

  it.each(['chrome', 'firefox'] as const)(
    '%s: extension pages run no remote or evaluated code',
    (browser) => {
      const csp = manifests[browser].content_security_policy?.extension_pages ?? '';
      const directives = new Map(
        csp
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .filter((words) => words[0])
          .map(([name, ...sources]) => [name!, sources]),
      );
      // wasm for pdf.js's image decoders in the viewer (wxt.config.ts); still no eval of any string.
      expect(directives.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(csp).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
      for (const sources of directives.values())
        expect(sources).not.toEqual(expect.arrayContaining(['*', 'http:']));
      // Plain http only to loopback gateways; https anywhere (custom gateways are user-chosen origins).
      expect(directives.get('connect-src')).toEqual([
        "'self'",
        'https:',
        'http://localhost:*',
        'http://127.0.0.1:*',
      ]);
    },
  );

  it('Firefox: a gecko id and a minimum version that has every API the extension uses', () => {
    const gecko = manifests.firefox.browser_specific_settings?.gecko;
    expect(gecko?.id).toMatch(/^[\w.-]+@[\w.-]+$/);
    // 140: CSS Custom Highlight API and built-in data collection consent (see wxt.config.ts).
    expect(gecko?.strict_min_version).toBe('140.0');
    expect(manifests.firefox.background).toEqual({ type: 'module', scripts: ['background.js'] });
    expect(manifests.firefox.sidebar_action).toMatchObject({ default_panel: 'sidepanel.html' });
  });

  it('Chrome: a service worker and a minimum version with sidePanel.open()', () => {
    expect(manifests.chrome.background).toEqual({ type: 'module', service_worker: 'background.js' });
    expect(manifests.chrome.minimum_chrome_version).toBe('116');
    expect(manifests.chrome.browser_specific_settings).toBeUndefined();
  });

  // Not a permission: the schema of the organisation's policy, which Chrome needs to publish
  // storage.managed. Firefox publishes its policies.json "3rdparty" object by the gecko id, with no schema.
  it("Chrome: declares the organisation's policy schema, a file that ships; Firefox needs none", () => {
    expect(manifests.chrome.storage).toEqual({ managed_schema: 'managed_schema.json' });
    expect(existsSync(join(ROOT, 'public', 'managed_schema.json'))).toBe(true);
    expect(manifests.firefox.storage).toBeUndefined();
    expect(manifests.firefox.browser_specific_settings?.gecko?.id).toBe('vin-tin-lookup@vin-tin-lookup.dev');
  });

  it("the page's words name the scan-page shortcut the manifest suggests", () => {
    const commands = manifests.chrome.commands as Record<string, { suggested_key?: { default?: string } }>;
    const key = commands['scan-page']?.suggested_key?.default;
    expect(key).toBe('Alt+Shift+S');
    const locale = readFileSync(join(ROOT, 'locales/en.yml'), 'utf8');
    for (const name of ['contains', 'howTo']) {
      expect(new RegExp(`^  ${name}: .*$`, 'm').exec(locale)?.[0]).toContain(key);
    }
  });
});
