import { describe, expect, it } from 'vitest';
import { API_HOST_PATTERNS } from '@/utils/api/hosts';
import { API_PRESETS } from '@/utils/api/presets';
import { CONTENT_SCRIPT_FILE, CONTENT_STYLE_FILE, SCAN_REGISTRATION_ID } from '@/utils/site-access/constants';
import { scanRegistrationMatches, siteLabel, sitePatternForUrl } from '@/utils/site-access/match-patterns';
import {
  syncScanRegistration,
  type RegistrationApi,
  type ScanScript,
} from '@/utils/background/site-access/registration';

describe('API hosts', () => {
  it('cover every preset base URL, the sandbox included, and nothing else', () => {
    const origins = Object.values(API_PRESETS).flatMap((preset) =>
      [preset.defaultBaseUrl, preset.sandboxBaseUrl].flatMap((url) => (url ? [`${url}/*`] : [])),
    );
    expect([...new Set(origins)].sort()).toEqual([...API_HOST_PATTERNS].sort());
  });
});

describe('scanRegistrationMatches', () => {
  it('scans every granted web origin except the API hosts, which are excluded even under a broad grant', () => {
    const granted = [
      'https://api.myidentitypass.com/*',
      'https://sandbox.myidentitypass.com/*',
      'https://api.prembly.com/*',
      'https://dealer.example/*',
      'http://127.0.0.1/*',
      'https://dealer.example/*',
    ];
    expect(scanRegistrationMatches(granted, API_HOST_PATTERNS)).toEqual({
      matches: ['http://127.0.0.1/*', 'https://dealer.example/*'],
      excludeMatches: [...API_HOST_PATTERNS],
    });
    expect(scanRegistrationMatches(['https://*/*', '<all_urls>'], API_HOST_PATTERNS).matches).toEqual([
      '<all_urls>',
      'https://*/*',
    ]);
  });

  it('ignores grants that are not web pages', () => {
    expect(
      scanRegistrationMatches(['file:///*', 'chrome-extension://abc/*', 'ftp://x/*'], API_HOST_PATTERNS)
        .matches,
    ).toEqual([]);
  });

  it('has nothing to scan with only the API hosts granted', () => {
    expect(scanRegistrationMatches([...API_HOST_PATTERNS], API_HOST_PATTERNS).matches).toEqual([]);
  });
});

describe('sitePatternForUrl', () => {
  it('asks for the scheme and host of a web page, any port and path', () => {
    expect(sitePatternForUrl('https://dealer.example/cars/123?x=1')).toBe('https://dealer.example/*');
    expect(sitePatternForUrl('http://127.0.0.1:5173/page')).toBe('http://127.0.0.1/*');
    expect(siteLabel('https://dealer.example/*')).toBe('https://dealer.example');
  });

  it('refuses pages that cannot be scanned', () => {
    expect(sitePatternForUrl('chrome://extensions')).toBeUndefined();
    expect(sitePatternForUrl('file:///tmp/a.html')).toBeUndefined();
    expect(sitePatternForUrl('not a url')).toBeUndefined();
  });
});

function fakeApi(granted: string[], registered: ScanScript[] = []) {
  const calls: string[] = [];
  let scripts = [...registered];
  const api: RegistrationApi = {
    grantedOrigins: async () => granted,
    getRegistered: async (ids) => scripts.filter((script) => ids.includes(script.id)),
    register: async (added) => {
      calls.push('register');
      scripts.push(...added);
    },
    update: async (updated) => {
      calls.push('update');
      scripts = scripts.map((script) => updated.find((next) => next.id === script.id) ?? script);
    },
    unregister: async (ids) => {
      calls.push('unregister');
      scripts = scripts.filter((script) => !ids.includes(script.id));
    },
  };
  return { api, calls, scripts: () => scripts };
}

describe('syncScanRegistration', () => {
  it('registers the content script and its styles for the granted sites', async () => {
    const fake = fakeApi([...API_HOST_PATTERNS, 'https://dealer.example/*']);
    expect(await syncScanRegistration(fake.api)).toEqual({
      action: 'registered',
      matches: ['https://dealer.example/*'],
    });
    expect(fake.scripts()).toEqual([
      {
        id: SCAN_REGISTRATION_ID,
        matches: ['https://dealer.example/*'],
        excludeMatches: [...API_HOST_PATTERNS],
        js: [CONTENT_SCRIPT_FILE],
        css: [CONTENT_STYLE_FILE],
        runAt: 'document_start',
        allFrames: true,
      },
    ]);
  });

  it('updates on a new grant, leaves an equal registration alone, unregisters when none is left', async () => {
    const fake = fakeApi(['https://a.example/*']);
    await syncScanRegistration(fake.api);
    const granted = ['https://a.example/*', 'https://b.example/*'];
    const more = fakeApi(granted, fake.scripts());
    expect((await syncScanRegistration(more.api)).action).toBe('updated');
    expect((await syncScanRegistration(more.api)).action).toBe('unchanged');
    const revoked = fakeApi([...API_HOST_PATTERNS], more.scripts());
    expect((await syncScanRegistration(revoked.api)).action).toBe('unregistered');
    expect(revoked.scripts()).toEqual([]);
    expect((await syncScanRegistration(revoked.api)).action).toBe('unchanged');
  });

  it('brings a registration for the top document only (an earlier version) up to every frame', async () => {
    const fake = fakeApi(['https://a.example/*']);
    await syncScanRegistration(fake.api);
    const earlier = fakeApi(
      ['https://a.example/*'],
      fake.scripts().map((script) => ({ ...script, allFrames: false })),
    );
    expect((await syncScanRegistration(earlier.api)).action).toBe('updated');
    expect(earlier.scripts()[0]?.allFrames).toBe(true);
  });

  it('treats paths the browser reports without their leading slash as the same', async () => {
    const fake = fakeApi(['https://a.example/*']);
    await syncScanRegistration(fake.api);
    const reported = fake.scripts().map((script) => ({
      ...script,
      js: script.js.map((path) => path.slice(1)),
      css: script.css.map((path) => path.slice(1)),
    }));
    expect((await syncScanRegistration(fakeApi(['https://a.example/*'], reported).api)).action).toBe(
      'unchanged',
    );
  });
});
