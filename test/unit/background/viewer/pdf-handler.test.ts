import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  choosePdfHandler,
  decidePdfHandler,
  PdfHandlerLockedError,
  pdfHandlerChoiceItem,
  syncPdfHandler,
  type MimeHandlerApi,
} from '@/utils/background/viewer/pdf-handler';

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
