/**
 * A frame's page country: its context reader samples what the frame prints (the sample never leaves the
 * browser), the rules read the sample (utils/detect/page-country.ts), and the user's rule for the site
 * decides over them. The one place a frame's verdict is made: the scanner and the side panel both ask here.
 */
import { browser } from 'wxt/browser';
import { readPageCountry, type CountryVerdict, type PageCountry } from '@/utils/detect/page-country';
import { pageSampleSchema } from '@/utils/messaging/schemas';
import { sendToContent } from '@/utils/messaging/protocol';
import type { PageCountryView, SiteCountryChoice } from '@/utils/messaging/page-country-view';
import { injectFrameScript } from '@/utils/background/site-access/frame-scripts';
import { runsOwnParts } from '@/utils/background/site-access/own-page-scanners';
import { viewerDocumentUrl } from '@/utils/viewer/sources/viewer-address';
import { frameCountryOf, framesOfSite, recordFrameCountry, type FrameCountry } from './frame-countries';
import { setSiteCountryChoice, siteCountryChoice, siteOfUrl } from './site-countries';
import { rememberSite, siteMemoryOf } from './site-memory';

export function verdictOf(reading: PageCountry, choice: SiteCountryChoice): CountryVerdict {
  return choice === 'auto' ? reading.verdict : choice;
}

/** Our viewer's frame is the PDF or image it shows: its own address, or none for a picked file. */
function documentUrl(url: string | undefined, ownPage: boolean): string {
  return (ownPage ? viewerDocumentUrl(url) : url) ?? '';
}

/** Reads the frame afresh; undefined when it has no scanner or cannot be read (access withdrawn). */
async function readFrame(
  tabId: number,
  frameId: number,
  url: string,
  complete: boolean,
): Promise<FrameCountry | undefined> {
  if (!(await injectFrameScript(tabId, frameId, 'contextReader'))) return undefined;
  const answer = await sendToContent('bg>cs:readPageSample', undefined, { tabId, frameId }).catch(() => null);
  // The reader runs inside a page we do not control: its answer is checked like any message.
  const sample = pageSampleSchema.safeParse(answer);
  if (!sample.success) return undefined;
  const site = siteOfUrl(url);
  const reading = readPageCountry({ hostname: site, lang: sample.data.lang, text: sample.data.text });
  const country = { url, site, reading, complete };
  await recordFrameCountry(tabId, frameId, country);
  await rememberSite(site, { verdict: reading.verdict });
  return country;
}

/** The frame's reading, kept while it shows the same document (read again once, when it is whole). */
async function frameCountry(
  tabId: number,
  frameId: number,
  url: string,
  complete = true,
): Promise<FrameCountry | undefined> {
  const kept = await frameCountryOf(tabId, frameId);
  const fresh = kept?.url === url && (kept.complete || !complete);
  return fresh ? kept : readFrame(tabId, frameId, url, complete);
}

/**
 * What a frame's hello is told of its site, before it has text: the user's rule, or the verdict of the
 * site's last page this session; and whether that page called for every detector, in which case the part
 * is injected now, beside the page's own parse.
 */
export async function helloForSite(
  tabId: number,
  frameId: number,
  senderUrl: string | undefined,
  ownPage: boolean,
): Promise<{ country?: CountryVerdict }> {
  const site = siteOfUrl(documentUrl(senderUrl, ownPage));
  const [choice, memory] = await Promise.all([siteCountryChoice(site), siteMemoryOf(site)]);
  if (memory.moreDetectors) void injectFrameScript(tabId, frameId, 'moreDetectors');
  const country = choice === 'auto' ? memory.verdict : choice;
  return country ? { country } : {};
}

/** A frame of the site called for every detector: the site's next pages get them at their hello. */
export function rememberMoreDetectors(senderUrl: string | undefined, ownPage: boolean): Promise<void> {
  return rememberSite(siteOfUrl(documentUrl(senderUrl, ownPage)), { moreDetectors: true });
}

/** What a scanned frame's ambiguous marks go by. A frame that cannot be read counts as 'unknown'. */
export async function verdictForFrame(
  tabId: number,
  frameId: number,
  senderUrl: string | undefined,
  ownPage: boolean,
  complete = true,
): Promise<CountryVerdict> {
  const url = documentUrl(senderUrl, ownPage);
  const country = await frameCountry(tabId, frameId, url, complete);
  if (!country) return 'unknown';
  return verdictOf(country.reading, await siteCountryChoice(country.site));
}

/** The side panel's line for the tab's top frame; null when it has no scanner to read it. */
export async function pageCountryView(tabId: number): Promise<PageCountryView | null> {
  const tab = await browser.tabs.get(tabId).catch(() => undefined);
  if (!tab) return null;
  const country = await frameCountry(tabId, 0, documentUrl(tab.url, await runsOwnParts(tabId, 0)));
  if (!country) return null;
  const choice = await siteCountryChoice(country.site);
  return {
    site: country.site,
    reading: country.reading,
    choice,
    verdict: verdictOf(country.reading, choice),
  };
}

/**
 * The user's rule for the tab's site: saved, then every frame of that site (in any tab) told its verdict,
 * each answering once its marks are read again, so the panel's list that follows is already right.
 */
export async function chooseSiteCountry(
  tabId: number,
  choice: SiteCountryChoice,
): Promise<PageCountryView | null> {
  const view = await pageCountryView(tabId);
  if (!view?.site) return view;
  await setSiteCountryChoice(view.site, choice);
  const frames = await framesOfSite(view.site);
  await Promise.all(
    frames.map(async (target) => {
      const kept = await frameCountryOf(target.tabId, target.frameId);
      if (!kept) return;
      await sendToContent('bg>cs:pageCountry', verdictOf(kept.reading, choice), target).catch(() => {});
    }),
  );
  return { ...view, choice, verdict: verdictOf(view.reading, choice) };
}
