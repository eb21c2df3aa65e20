import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { recordTopScanner, runsOwnParts } from '@/utils/background/site-access/own-page-scanners';
import { injectFrameScript } from '@/utils/background/site-access/frame-scripts';

describe('tabs whose top frame is our own viewer', () => {
  beforeEach(() => fakeBrowser.reset());

  it("runs its own parts in its top frame only, and only while the viewer is that tab's page", async () => {
    await recordTopScanner(7, true);
    expect(await runsOwnParts(7, 0)).toBe(true);
    // A frame inside the viewer's tab is not the viewer.
    expect(await runsOwnParts(7, 3)).toBe(false);
    expect(await runsOwnParts(8, 0)).toBe(false);
    // The tab moved on to a web page: its content script's hello clears the record.
    await recordTopScanner(7, false);
    expect(await runsOwnParts(7, 0)).toBe(false);
  });

  it('is never injected into: the viewer cannot be scripted and runs every part from its start', async () => {
    const executeScript = vi.fn(async () => []);
    (browser.scripting as unknown as { executeScript: typeof executeScript }).executeScript = executeScript;
    await recordTopScanner(7, true);
    expect(await injectFrameScript(7, 0, 'contextReader')).toBe(true);
    expect(executeScript).not.toHaveBeenCalled();
    // A web page's frame is injected into as before.
    expect(await injectFrameScript(9, 0, 'pageUi')).toBe(true);
    expect(executeScript).toHaveBeenCalledTimes(1);
  });

  it('keeps hellos of many tabs in order, each once', async () => {
    await Promise.all([recordTopScanner(1, true), recordTopScanner(2, true), recordTopScanner(1, true)]);
    expect(await runsOwnParts(1, 0)).toBe(true);
    expect(await runsOwnParts(2, 0)).toBe(true);
  });
});
