/**
 * The floor under the FCP delta: what any content script injected at document_start costs the page's
 * first contentful paint on this machine. Two browsers side by side, one with the bench's build and one
 * with its hello-only copy (granted-build.ts), take turns at pairs of loads of the same page (fcp.ts), so
 * a burst of load on the machine hits both. Ours minus the floor is what our own script costs the paint.
 */
import type { BrowserContext, Worker } from '@playwright/test';
import { launchWithExtension, removeLaunchFiles, type LaunchedExtension } from '@/test/support/chromium';
import { measureFcpPairs, type FcpPair } from './fcp';
import { grantedCopy, helloOnlyCopy, waitForScanRegistration } from './granted-build';
import { HIGHLIGHT_NAMES, NAME_SHIM, benchInit } from './in-page';
import type { BenchPage } from './pages';
import { summariseFcp } from './report';
import { swLogReady, type Servers } from './scan';

interface Side {
  launched: LaunchedExtension;
  worker: Worker;
}

async function launchSide(extensionDir: string): Promise<Side> {
  const launched = await launchWithExtension({ extensionDir });
  const context: BrowserContext = launched.context;
  context.setDefaultTimeout(60_000);
  await context.addInitScript({ content: NAME_SHIM });
  await context.addInitScript(benchInit, HIGHLIGHT_NAMES);
  await waitForScanRegistration(launched.serviceWorker);
  return { launched, worker: await swLogReady(context) };
}

function spread(pairs: readonly FcpPair[]): string {
  const paint = summariseFcp(pairs);
  const [low, high] = paint.quartilesMs.map((value) => value.toFixed(0));
  return `${paint.deltaMs.toFixed(0)} ms (${low} … ${high})`;
}

/** One printed row per page: ours and the hello-only copy against no script, `pairs` pairs each. */
export async function measureFcpBound(
  buildDir: string,
  servers: Servers,
  pages: readonly BenchPage[],
  pairs: number,
): Promise<string[]> {
  const granted = grantedCopy(buildDir);
  const ours = await launchSide(granted);
  const floor = await launchSide(helloOnlyCopy(granted));
  const rows: string[] = [];
  try {
    for (const page of pages) {
      const oursPairs: FcpPair[] = [];
      const floorPairs: FcpPair[] = [];
      // Two pairs a turn: each turn has one of each order (fcp.ts alternates which side loads first).
      for (let turn = 0; turn < Math.ceil(pairs / 2); turn++) {
        const [first, second] = turn % 2 === 0 ? [ours, floor] : [floor, ours];
        for (const side of [first, second]) {
          const measured = await measureFcpPairs(side.launched.context, side.worker, servers, page, 2);
          (side === ours ? oursPairs : floorPairs).push(...measured);
        }
      }
      const difference = summariseFcp(oursPairs).deltaMs - summariseFcp(floorPairs).deltaMs;
      const row = [
        page.id.padEnd(14),
        spread(oursPairs).padEnd(22),
        spread(floorPairs).padEnd(22),
        `${difference.toFixed(0)} ms`.padEnd(9),
        String(oursPairs.length),
      ].join(' | ');
      console.log(row);
      rows.push(row);
    }
  } finally {
    for (const side of [ours, floor]) {
      await side.launched.context.close();
      removeLaunchFiles(side.launched);
    }
  }
  return rows;
}
