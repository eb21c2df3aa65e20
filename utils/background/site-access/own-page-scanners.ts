/**
 * Tabs whose top document is our own viewer, which runs the scanner and every part itself (an extension
 * page cannot be scripted, and needs no injection). Set and cleared by each top frame's hello: a viewer tab
 * that moves on to a web page says hello from a content script, and is injected into again from then on.
 * Only the background reads or writes this record.
 */
import { storage } from 'wxt/utils/storage';
import { createSerialQueue } from '@/utils/storage/serial';

export const ownPageScannersItem = storage.defineItem<number[]>('session:ownPageScanners', {
  fallback: [],
});

/** Tabs kept at most: the record must not grow for ever in a session that opens many viewers. */
const MAX_TABS = 200;
const serial = createSerialQueue();

/** A top frame said hello: `ownPage` when it is our own page (the viewer). */
export function recordTopScanner(tabId: number, ownPage: boolean): Promise<void> {
  return serial(async () => {
    const tabs = await ownPageScannersItem.getValue();
    const has = tabs.includes(tabId);
    if (has === ownPage) return;
    const next = ownPage ? [...tabs, tabId].slice(-MAX_TABS) : tabs.filter((id) => id !== tabId);
    await ownPageScannersItem.setValue(next);
  });
}

/** Whether `tabId`'s frame runs our parts itself (our viewer's top frame). */
export async function runsOwnParts(tabId: number, frameId: number): Promise<boolean> {
  return frameId === 0 && (await ownPageScannersItem.getValue()).includes(tabId);
}
