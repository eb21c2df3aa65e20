/**
 * The listing check on the page that used to freeze it: a 2.7 MB archive of one model (50 VINs sharing
 * their first characters, the way a dealer's stock of one car reads), each in its own card among long
 * notes. The check reads each VIN's own card from its mark, in the scanner's slices: the figure is the
 * longest task on the page's main thread from the read start (the first task after the page's frame once
 * it is parsed) to the last listing checked.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Worker } from '@playwright/test';
import { vinCheckDigit } from '@/utils/detect/vin';
import type { BenchState } from './in-page';
import { parsedFrameAt } from './scan';

export const SAME_MODEL_FILE = 'same-model-archive.html';
const CARDS = 50;
const TARGET_BYTES = 2_700_000;

/** Writes the archive page into `dir`; returns its VINs. */
export function writeSameModelPage(dir: string): string[] {
  const vins: string[] = [];
  const note = 'Foreign used, Belgium papers, first body, buy and drive, AC chilling, full option. '.repeat(
    40,
  );
  const cards: string[] = [];
  for (let index = 0; index < CARDS; index++) {
    const year = '3456789ABC'[index % 10]!;
    const draft = `1HGCM8260${year}A${String(100000 + index * 137).padStart(6, '0')}`;
    const vin = draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9);
    vins.push(vin);
    cards.push(
      `<article class="car"><h3>Honda Accord, stock ${index + 1}</h3><p>Lekki, Lagos · call for price</p>` +
        `<p>VIN <span>${vin}</span></p><div class="notes">${'<p>' + note + '</p>'}</div></article>`,
    );
  }
  let body = cards.join('\n');
  // Older posts below the stock, as an archive page keeps them: plain text, no identifiers.
  const filler = `<p>${note}</p>\n`;
  while (body.length < TARGET_BYTES) body += filler;
  writeFileSync(
    join(dir, SAME_MODEL_FILE),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Accords in stock (archive)</title>` +
      `</head><body><h1>Honda Accords in stock</h1>${body}</body></html>`,
  );
  return vins;
}

export interface ListingCheckFigures {
  bytes: number;
  vins: number;
  /** VINs whose listing was checked (the background's record for the frame). */
  checked: number;
  /** The longest task from the read start to the last listing checked, and how many were over 50 ms. */
  longestTaskMs: number;
  longTasks: number;
}

export async function measureListingCheck(
  context: BrowserContext,
  worker: Worker,
  grantedOrigin: string,
  vins: readonly string[],
): Promise<ListingCheckFigures> {
  const tab = await context.newPage();
  try {
    const url = `${grantedOrigin}/${SAME_MODEL_FILE}`;
    await tab.goto(url, { timeout: 120_000 });
    const tabId = await worker.evaluate(
      async (pageUrl) => (await chrome.tabs.query({ url: pageUrl }))[0]!.id!,
      url,
    );
    const checked = async () =>
      worker.evaluate(async (id) => {
        const { listingFlags } = (await chrome.storage.session.get('listingFlags')) as {
          listingFlags?: Record<string, { checks: Record<string, string> }>;
        };
        return Object.keys(listingFlags?.[`${id}:0`]?.checks ?? {}).length;
      }, tabId);
    const deadline = Date.now() + 60_000;
    while ((await checked()) < vins.length && Date.now() < deadline) await tab.waitForTimeout(100);
    // A moment for the last slice's task to end and be reported.
    await tab.waitForTimeout(300);
    // From the read start, as the scan figures (scan.ts): the page's own parse and first layout of 2.7 MB
    // (up to three tasks of 50-550 ms here, with or without the extension) are not the check's.
    const readStart = await parsedFrameAt(tab);
    const longTasks = await tab.evaluate(
      () => (window as unknown as { __bench: BenchState }).__bench.longTasks,
    );
    const durations = longTasks.filter(([start]) => start >= readStart).map(([, duration]) => duration);
    return {
      bytes: TARGET_BYTES,
      vins: vins.length,
      checked: await checked(),
      longestTaskMs: Math.max(0, ...durations),
      longTasks: durations.length,
    };
  } finally {
    await tab.close();
  }
}
