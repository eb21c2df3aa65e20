/**
 * The ready-to-copy deployment files (docs/deploy/) hold the extension's own policy: every key in them must
 * be one the extension accepts, with a value it accepts, so the examples cannot drift from the schema. Each
 * file is read the way its browser reads it (JSON, or the registry's values and list subkeys).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePolicy, POLICY_KEYS } from '@/utils/policy/schema';

const DEPLOY = resolve(import.meta.dirname, '../../../docs/deploy');
/** Stores give the id; the examples never invent one (docs/deploy.md says where to read it). */
const PLACEHOLDER_ID = 'REPLACE_WITH_EXTENSION_ID';
const GECKO_ID = 'vin-tin-lookup@vin-tin-lookup.dev';

interface ManagedProperty {
  type: string;
}
const managed = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../public/managed_schema.json'), 'utf8'),
) as { properties: Record<string, ManagedProperty> };

const read = (name: string) => readFileSync(resolve(DEPLOY, name), 'utf8');
const json = (name: string) => JSON.parse(read(name)) as Record<string, unknown>;

/** Every key is the schema's, and every value parses: nothing is dropped as unknown or broken. */
function expectAccepted(policy: Record<string, unknown>) {
  const keys = Object.keys(policy);
  expect(keys.length).toBeGreaterThan(0);
  for (const key of keys) expect(POLICY_KEYS, `unknown policy key ${key}`).toContain(key);
  for (const key of keys) expect(Object.keys(managed.properties)).toContain(key);
  const parsed = parsePolicy(policy);
  expect(parsed.broken).toEqual([]);
  expect(Object.keys(parsed.policy).sort()).toEqual([...keys].sort());
}

interface RegSection {
  path: string;
  values: Record<string, string | number>;
}

/** A .reg file's sections and values: "name"="text" as text, "name"=dword:hex as a number. */
function readReg(text: string): RegSection[] {
  const sections: RegSection[] = [];
  for (const line of text.split(/\r\n/)) {
    const section = /^\[(.+)\]$/.exec(line);
    if (section) sections.push({ path: section[1]!, values: {} });
    const value = /^"([^"]+)"=(?:"((?:[^"\\]|\\.)*)"|dword:([0-9a-f]{8}))$/.exec(line);
    if (value) sections.at(-1)!.values[value[1]!] = value[3] ? parseInt(value[3], 16) : value[2]!;
  }
  return sections;
}

/** The extension's policy as Chrome builds it from the registry: values by the managed schema's types,
 * and a subkey's values 1, 2, 3… as a list. */
function registryPolicy(sections: RegSection[], root: string): Record<string, unknown> {
  const base = `${root}\\3rdparty\\extensions\\${PLACEHOLDER_ID}\\policy`;
  const policy: Record<string, unknown> = {};
  for (const { path, values } of sections) {
    if (path === base) {
      for (const [key, value] of Object.entries(values)) {
        const type = managed.properties[key]?.type;
        policy[key] = type === 'boolean' ? value === 1 : value;
      }
    } else if (path.startsWith(`${base}\\`)) {
      const list = Object.entries(values).sort(([a], [b]) => Number(a) - Number(b));
      expect(list.map(([name]) => name)).toEqual(list.map((_, index) => String(index + 1)));
      policy[path.slice(base.length + 1)] = list.map(([, value]) => value);
    }
  }
  return policy;
}

describe('docs/deploy examples hold only keys the extension accepts', () => {
  it('chrome-policy.json: the force-install entry and the 3rdparty policy, under the placeholder id', () => {
    const policy = json('chrome-policy.json');
    expect(policy.ExtensionInstallForcelist).toEqual([
      `${PLACEHOLDER_ID};https://clients2.google.com/service/update2/crx`,
    ]);
    const extensions = (policy['3rdparty'] as { extensions: Record<string, Record<string, unknown>> })
      .extensions;
    expect(Object.keys(extensions)).toEqual([PLACEHOLDER_ID]);
    expectAccepted(extensions[PLACEHOLDER_ID]!);
  });

  it('firefox-policies.json: installed by the gecko id, configured under 3rdparty.Extensions', () => {
    const { policies } = json('firefox-policies.json') as {
      policies: {
        ExtensionSettings: Record<string, { installation_mode: string; install_url: string }>;
        '3rdparty': { Extensions: Record<string, Record<string, unknown>> };
      };
    };
    expect(Object.keys(policies.ExtensionSettings)).toEqual([GECKO_ID]);
    expect(policies.ExtensionSettings[GECKO_ID]!.installation_mode).toBe('force_installed');
    expect(policies.ExtensionSettings[GECKO_ID]!.install_url).toMatch(/^https:\/\/.+\.xpi$/);
    expect(Object.keys(policies['3rdparty'].Extensions)).toEqual([GECKO_ID]);
    expectAccepted(policies['3rdparty'].Extensions[GECKO_ID]!);
  });

  it.each([
    [
      'windows-chrome.reg',
      'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Google\\Chrome',
      'https://clients2.google.com/service/update2/crx',
    ],
    [
      'windows-edge.reg',
      'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Microsoft\\Edge',
      'https://edge.microsoft.com/extensionwebstorebase/v1/crx',
    ],
  ])('%s: a registry file regedit reads, force-install and the policy values', (name, root, updateUrl) => {
    const text = read(name);
    expect(text.startsWith('Windows Registry Editor Version 5.00\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    const sections = readReg(text);
    expect(sections.find((section) => section.path === `${root}\\ExtensionInstallForcelist`)?.values).toEqual(
      {
        1: `${PLACEHOLDER_ID};${updateUrl}`,
      },
    );
    // Every section is the browser's own policy key: nothing written elsewhere in the registry.
    for (const { path } of sections) expect(path.startsWith(`${root}\\`)).toBe(true);
    expectAccepted(registryPolicy(sections, root));
  });

  it('the Chrome JSON and the registry files say the same', () => {
    const fromJson = (json('chrome-policy.json')['3rdparty'] as { extensions: Record<string, unknown> })
      .extensions[PLACEHOLDER_ID] as Record<string, unknown>;
    const fromReg = registryPolicy(
      readReg(read('windows-chrome.reg')),
      'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Google\\Chrome',
    );
    // The per-currency limits are a dictionary, left to the JSON forms (docs/deploy.md says why).
    const { dailySpendLimits: _dictionary, ...rest } = fromJson;
    expect(fromReg).toEqual(rest);
  });
});
