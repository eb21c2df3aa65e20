/**
 * `BENCH_ONLY=start npm run bench`: the popup's first state and the first lookup right after a browser
 * start, with no policy, with a policy that keeps lookups on demo data, and with a policy that sets the
 * API and its key (the local mock API). Each start is a day's first: the profile was installed and used
 * once in an earlier browser session, then the browser is started again and the popup opened at once.
 *
 * A policy file needs root (Chromium reads /etc/chromium/policies/managed/*.json at start); the policy
 * names only this copy's id, and is removed afterwards. Also logged: when `storage.managed.get()` first
 * answered in that worker (ms since the worker started), asked from the worker by the bench itself.
 *
 * BENCH_START_BUILD=dir: measure that build (an older checkout's .output/chrome-mv3) instead of the bench's.
 * BENCH_REPS=n: browser starts per case (default 3).
 */
import type { Page, Worker } from '@playwright/test';
import { cpSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMockApi, type MockApi } from '@/test/mock-api/server';
import { launchWithExtension } from '@/test/support/chromium';
import { openExtensionPage } from '@/test/support/extension-ui';
import { POLICY_DIR, unpackedExtensionId, writeManagedPolicy } from '@/test/support/managed-policy';
import { interactiveProbe } from './extension-pages';
import { NAME_SHIM } from './in-page';
import { median, type Target } from './report';

/** Demo data's sample VIN (the welcome page's first), which the mock API also knows. */
const FIRST_VIN = '4T1BF1FK5DU276514';
/** Earlier in the day, on the install's session: a lookup, so the profile is a used one. */
const EARLIER_VIN = '2T1BR32E38C870321';
const API_KEY = 'bench-start-key-0123456789abcdef';

export interface StartCase {
  name: string;
  policy?: (api: MockApi) => Record<string, unknown>;
  /** What the first lookup should be: demo data, or a call to the mock API. */
  expect: 'demo' | 'api';
}

export const START_CASES: StartCase[] = [
  { name: 'no policy', expect: 'demo' },
  {
    name: 'policy, no key (demo lookups)',
    policy: () => ({
      kinds: ['vin', 'tin', 'cac', 'phone'],
      allowExports: false,
      historyDays: 90,
      skipWelcome: true,
    }),
    expect: 'demo',
  },
  {
    name: 'policy with API and key (paid lookups)',
    policy: (api) => ({
      preset: 'custom',
      baseUrl: api.url,
      apiKey: API_KEY,
      dataSource: 'api',
      skipWelcome: true,
    }),
    expect: 'api',
  },
];

export interface StartRun {
  /** Popup navigation start to the identifier box enabled with the data source badge rendered. */
  popupMs: number;
  /** That popup's DOMContentLoaded: its own load, before any answer from the worker. */
  popupLoadedMs: number;
  /** A second popup opened once the read had answered, in the same browser start. */
  popupWarmMs: number;
  /** Look up clicked to the "Vehicle report" of that VIN. */
  lookupMs: number;
  /** When the bench's own storage.managed.get() answered in the worker: ms since the worker started. */
  managedReadyMs: number;
  /** The badge the first report was shown under, and the mock API's calls it made. */
  label: string;
  calls: number;
}

/** Fills the box, clicks Look up, and times click to the report of that VIN in the page. */
async function timedFirstLookup(popup: Page, vin: string): Promise<{ ms: number; label: string }> {
  await popup.getByLabel('Identifier', { exact: true }).fill(vin);
  return popup.evaluate(
    (value) =>
      new Promise<{ ms: number; label: string }>((resolve, reject) => {
        const button = [...document.querySelectorAll('button')].find(
          (candidate) => candidate.textContent?.trim() === 'Look up',
        );
        if (!button) return reject(new Error('no Look up button'));
        const region = () => document.querySelector('[role="region"][aria-label="Vehicle report"]');
        const shown = () => region()?.querySelector('.result__id code')?.textContent?.trim() === value;
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          clearTimeout(timer);
          const badge = document.querySelector('.app-header .badge')?.textContent?.trim() ?? '';
          resolve({ ms: performance.now() - start, label: badge });
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`no report for ${value}`));
        }, 30_000);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        button.click();
      }),
    vin,
  );
}

/** Ms since the worker started when storage.managed answers it (a read of its own, beside the worker's). */
function managedReady(worker: Worker): Promise<number> {
  return worker.evaluate(async () => {
    await chrome.storage.managed.get().catch(() => undefined);
    return performance.now();
  });
}

async function oneStart(
  buildDir: string,
  startCase: StartCase,
  api: MockApi,
  rep: number,
): Promise<StartRun> {
  const extensionDir = realpathSync(mkdtempSync(join(tmpdir(), 'vin-tin-bench-start-')));
  cpSync(buildDir, extensionDir, { recursive: true });
  const file = join(POLICY_DIR, `vin-tin-lookup-bench-start-${rep}.json`);
  if (startCase.policy) writeManagedPolicy(file, unpackedExtensionId(extensionDir), startCase.policy(api));
  let userDataDir: string | undefined;
  try {
    // The install's session: the policy read, one lookup, then the browser closes.
    const install = await launchWithExtension({ extensionDir, keepWelcomeTab: true });
    userDataDir = install.userDataDir;
    try {
      await install.context.addInitScript({ content: NAME_SHIM });
      await managedReady(install.serviceWorker);
      const popup = await openExtensionPage(install.context, install.extensionId, 'popup.html');
      await timedFirstLookup(popup, EARLIER_VIN);
    } finally {
      await install.context.close();
    }

    // The day's start: the browser opens on the same profile and the popup is opened at once.
    const calls = api.verificationCalls().length;
    const day = await launchWithExtension({ extensionDir, userDataDir });
    try {
      day.context.setDefaultTimeout(30_000);
      await day.context.addInitScript({ content: NAME_SHIM });
      await day.context.addInitScript(interactiveProbe);
      const managed = managedReady(day.serviceWorker);
      const popup = await openExtensionPage(day.context, day.extensionId, 'popup.html');
      const lookup = await timedFirstLookup(popup, FIRST_VIN);
      const popupMs = await popup.evaluate(
        () => (window as unknown as { __interactive: Promise<number> }).__interactive,
      );
      // The page's own load at a browser start (its scripts parsed, before any answer from the worker).
      const popupLoadedMs = await popup.evaluate(
        () =>
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
            .domContentLoadedEventEnd,
      );
      // The same popup once the read has answered: the browser's running figure, in this start.
      await managed;
      const warm = await openExtensionPage(day.context, day.extensionId, 'popup.html');
      const popupWarmMs = await warm.evaluate(
        () => (window as unknown as { __interactive: Promise<number> }).__interactive,
      );
      return {
        popupMs,
        popupLoadedMs,
        popupWarmMs,
        lookupMs: lookup.ms,
        managedReadyMs: await managed,
        label: lookup.label,
        calls: api.verificationCalls().length - calls,
      };
    } finally {
      await day.context.close();
    }
  } finally {
    rmSync(file, { force: true });
    rmSync(extensionDir, { recursive: true, force: true });
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
  }
}

export interface StartFigures {
  name: string;
  runs: StartRun[];
  popupMs: number;
  popupLoadedMs: number;
  popupWarmMs: number;
  lookupMs: number;
  managedReadyMs: number;
}

export async function measureBrowserStart(
  buildDir: string,
  reps: number,
  log: (message: string) => void,
): Promise<StartFigures[]> {
  const api = await startMockApi({ apiKey: API_KEY });
  const figures: StartFigures[] = [];
  try {
    for (const startCase of START_CASES) {
      const runs: StartRun[] = [];
      for (let rep = 0; rep < reps; rep++) {
        const run = await oneStart(buildDir, startCase, api, rep);
        if ((startCase.expect === 'api') !== run.calls > 0) {
          log(
            `${startCase.name}: the first lookup was ${run.calls} API calls under "${run.label}", not ${startCase.expect}`,
          );
        }
        log(
          `${startCase.name} #${rep + 1}: popup ${run.popupMs.toFixed(0)} ms (loaded ${run.popupLoadedMs.toFixed(0)} ms, ` +
            `warm ${run.popupWarmMs.toFixed(0)} ms), lookup ${run.lookupMs.toFixed(0)} ms ` +
            `(${run.label}, ${run.calls} calls), managed read answered ${run.managedReadyMs.toFixed(0)} ms after the worker started`,
        );
        runs.push(run);
      }
      figures.push({
        name: startCase.name,
        runs,
        popupMs: median(runs.map((run) => run.popupMs)),
        popupLoadedMs: median(runs.map((run) => run.popupLoadedMs)),
        popupWarmMs: median(runs.map((run) => run.popupWarmMs)),
        lookupMs: median(runs.map((run) => run.lookupMs)),
        managedReadyMs: median(runs.map((run) => run.managedReadyMs)),
      });
    }
  } finally {
    await api.close();
  }
  return figures;
}

export function printBrowserStart(figures: StartFigures[]): string {
  const rows = figures.map(
    (figure) =>
      `| ${figure.name} | ${figure.popupMs.toFixed(0)} ms | ${figure.popupLoadedMs.toFixed(0)} ms | ` +
      `${figure.popupWarmMs.toFixed(0)} ms | ${figure.lookupMs.toFixed(0)} ms | ` +
      `${figure.managedReadyMs.toFixed(0)} ms | ${figure.runs.length} |`,
  );
  return [
    'After a browser start (medians; targets: popup <= 200 ms, first lookup <= 300 ms)',
    '| case | popup first state | its DOMContentLoaded | popup once read | first lookup | managed read answered | starts |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/**
 * The issue-43 targets: the popup's first state in every case; the first lookup where it is demo data. A
 * lookup the policy makes paid waits for the read by design (its key and limits come only from it), so its
 * figure is reported beside the target, not held to it.
 */
export function browserStartTargets(figures: StartFigures[]): Target[] {
  if (figures.length === 0) return [];
  const worst = (values: StartFigures[], pick: (figure: StartFigures) => number) =>
    values.reduce((top, figure) => (pick(figure) > pick(top) ? figure : top));
  const popup = worst(figures, (figure) => figure.popupMs);
  const demo = figures.filter((figure) => START_CASES.find((c) => c.name === figure.name)?.expect === 'demo');
  const lookup = worst(demo, (figure) => figure.lookupMs);
  const paid = figures.filter((figure) => !demo.includes(figure));
  return [
    {
      name: 'After a browser start: popup first state',
      goal: '<= 200 ms',
      value: `worst ${popup.popupMs.toFixed(0)} ms (${popup.name}; its own DOMContentLoaded ${popup.popupLoadedMs.toFixed(0)} ms)`,
      met: popup.popupMs <= 200,
    },
    {
      name: 'After a browser start: first lookup (demo data)',
      goal: '<= 300 ms',
      value:
        `worst ${lookup.lookupMs.toFixed(0)} ms (${lookup.name})` +
        paid
          .map((figure) => `; ${figure.name}: ${figure.lookupMs.toFixed(0)} ms, waits for the read`)
          .join(''),
      met: lookup.lookupMs <= 300,
    },
  ];
}

/** The BENCH_ONLY=start branch of run.ts. */
export async function runBrowserStartBench(buildDir: string, log: (message: string) => void): Promise<void> {
  const reps = Number(process.env.BENCH_REPS) || 3;
  const figures = await measureBrowserStart(process.env.BENCH_START_BUILD ?? buildDir, reps, log);
  console.log(printBrowserStart(figures));
  console.log(JSON.stringify({ browserStart: figures }, null, 2));
}
