import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  choosePdfHandler,
  decidePdfHandler,
  PdfHandlerLockedError,
  pdfHandlerChoiceItem,
  syncPdfHandler,
  syncPdfHandlerAtStart,
  type MimeHandlerApi,
} from '@/utils/background/viewer/pdf-handler';
import { keepPolicyCopy } from '@/utils/background/policy/copy';
import { markPolicySeen, slowManagedRead } from '@/test/support/slow-policy-read';
import { resetPolicyReader } from '@/utils/background/policy/read';
import { parsePolicy } from '@/utils/policy/schema';

/** Chrome's handler options as the browser keeps them: on by default once the manifest declares it. */
function chromeHandler(): MimeHandlerApi & { enabled: boolean; sets: boolean[] } {
  const api = {
    enabled: true,
    sets: [] as boolean[],
    setMimeHandlerOptions: vi.fn((mimeType: string, options: { enabled: boolean }) => {
      expect(mimeType).toBe('application/pdf');
      api.enabled = options.enabled;
      api.sets.push(options.enabled);
      return Promise.resolve();
    }),
    getMimeHandlerOptions: () => Promise.resolve({ enabled: api.enabled }),
  };
  return api;
}

describe("the browser's opt-in PDF handler", () => {
  beforeEach(() => fakeBrowser.reset());

  it('is switched off at install: declaring it turned it on', async () => {
    const api = chromeHandler();
    expect(await syncPdfHandler(api)).toEqual({ available: true, enabled: false, locked: false });
    expect(api.enabled).toBe(false);
  });

  it("follows the user's checkbox, and the choice survives the next start", async () => {
    const api = chromeHandler();
    expect(await choosePdfHandler(true, api)).toEqual({ available: true, enabled: true, locked: false });
    expect(api.enabled).toBe(true);
    expect(await pdfHandlerChoiceItem.getValue()).toBe(true);
    api.enabled = false;
    await syncPdfHandler(api);
    expect(api.enabled).toBe(true);
    await choosePdfHandler(false, api);
    expect(api.enabled).toBe(false);
  });

  it("the organisation's pdfViewer wins over the user's choice, both ways, and locks the checkbox", async () => {
    const api = chromeHandler();
    await pdfHandlerChoiceItem.setValue(true);
    await fakeBrowser.storage.managed.set({ pdfViewer: false });
    expect(await syncPdfHandler(api)).toEqual({ available: true, enabled: false, locked: true });
    expect(api.enabled).toBe(false);
    await expect(choosePdfHandler(true, api)).rejects.toBeInstanceOf(PdfHandlerLockedError);
    expect(api.enabled).toBe(false);

    await fakeBrowser.storage.managed.set({ pdfViewer: true });
    await pdfHandlerChoiceItem.setValue(false);
    expect(await syncPdfHandler(api)).toEqual({ available: true, enabled: true, locked: true });
    expect(api.enabled).toBe(true);
  });

  it('a broken policy value is no policy: the user decides', async () => {
    await fakeBrowser.storage.managed.set({ pdfViewer: 'yes' });
    const api = chromeHandler();
    expect(await syncPdfHandler(api)).toEqual({ available: true, enabled: false, locked: false });
  });

  it('where the browser has no handler (Firefox, Chrome before 151) nothing is called and Options hides it', async () => {
    expect(await syncPdfHandler(undefined)).toEqual({ available: false, enabled: false, locked: false });
    expect(decidePdfHandler({}, true)).toEqual({ enabled: true, locked: false });
    expect(decidePdfHandler({ pdfViewer: false }, true)).toEqual({ enabled: false, locked: true });
  });
});

/** Resolves once the handler has been set `count` times. */
function setsReach(api: ReturnType<typeof chromeHandler>, count: number): Promise<void> {
  return vi.waitFor(() => expect(api.sets.length).toBeGreaterThanOrEqual(count));
}

describe('at a worker start, before the policy read answers (seconds after a browser start)', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    resetPolicyReader();
    vi.restoreAllMocks();
  });

  it('switches the handler off at once, so PDFs opened meanwhile stay in the browser, then follows the read', async () => {
    const { answer } = slowManagedRead();
    const api = chromeHandler();
    const done = syncPdfHandlerAtStart(api);
    await setsReach(api, 1);
    expect(api.sets).toEqual([false]);
    answer({ pdfViewer: true });
    expect(await done).toEqual({ available: true, enabled: true, locked: true });
    expect(api.sets).toEqual([false, true]);
  });

  it("where the last read held no policy, the user's own choice applies at once", async () => {
    await pdfHandlerChoiceItem.setValue(true);
    await markPolicySeen({ policy: false });
    const { answer } = slowManagedRead();
    const api = chromeHandler();
    api.enabled = false;
    const done = syncPdfHandlerAtStart(api);
    await setsReach(api, 1);
    expect(api.enabled).toBe(true);
    answer({});
    expect(await done).toEqual({ available: true, enabled: true, locked: false });
  });

  it("where a policy was seen and no copy is known, the user's choice waits for the read", async () => {
    await pdfHandlerChoiceItem.setValue(true);
    await markPolicySeen({ policy: true, skipWelcome: true });
    const { answer } = slowManagedRead();
    const api = chromeHandler();
    const done = syncPdfHandlerAtStart(api);
    await setsReach(api, 1);
    expect(api.sets).toEqual([false]);
    answer({ pdfViewer: false });
    expect(await done).toEqual({ available: true, enabled: false, locked: true });
  });

  it("a woken worker sets the session copy's value at once; the read's value is the last one set", async () => {
    await keepPolicyCopy(parsePolicy({ pdfViewer: true }), 1);
    const { answer } = slowManagedRead();
    const api = chromeHandler();
    api.enabled = false;
    const done = syncPdfHandlerAtStart(api);
    await setsReach(api, 1);
    expect(api.sets).toEqual([true]);
    // The organisation changed its mind while this worker slept.
    answer({ pdfViewer: false });
    expect(await done).toEqual({ available: true, enabled: false, locked: true });
    expect(api.sets.at(-1)).toBe(false);
  });
});
