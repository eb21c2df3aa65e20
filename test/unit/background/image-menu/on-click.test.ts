import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { imageMenuDataUrlBytes } from '@/utils/background/image-menu/bytes';
import { pageImageName } from '@/utils/background/image-menu/image-name';
import { createImageMenu, IMAGE_MENU_ID } from '@/utils/background/image-menu/menu';
import { onImageMenuClick, type ImageMenuDeps } from '@/utils/background/image-menu/on-click';
import { readImageInTab, type FrameImageRead } from '@/utils/background/image-menu/read-in-frame';
import { IMAGE_FILE_LIMIT_BYTES, IMAGE_PIXEL_LIMIT } from '@/utils/image/file-check';
import { translate } from '@/utils/i18n/extension-translate';
import { readViewerAddress } from '@/utils/viewer/sources/viewer-address';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0xff, 0x00, 0x7f]);
const dataUrlOf = (bytes: Uint8Array, mime: string) =>
  `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
const viewerAt = (path: string) => readViewerAddress(new URL(`chrome-extension://abc${path}`));

/** The click's collaborators, recording what the viewer was opened at and what was handed over. */
function harness(read: FrameImageRead | Error) {
  const opened: { path: string; beside?: number }[] = [];
  const handed: { file: Blob; name: string; pageUrl?: string }[] = [];
  const reads: [number, number, string][] = [];
  const deps: Partial<ImageMenuDeps> = {
    read: (tabId, frameId, srcUrl) => {
      reads.push([tabId, frameId, srcUrl]);
      return read instanceof Error ? Promise.reject(read) : Promise.resolve(read);
    },
    putHandoff: (file, name, _now, pageUrl) => {
      handed.push({ file, name, pageUrl });
      return Promise.resolve('0b9d3c52-4a1e-4f0a-9b7e-2f1c3d4e5f60');
    },
    openViewer: (path, beside) => {
      opened.push({ path, beside });
      return Promise.resolve(77);
    },
    t: translate,
    now: () => 1_000,
  };
  return { deps, opened, handed, reads };
}

describe('"Read identifiers in this image" in the context menu', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is offered on images of web and file pages only, with its title', () => {
    const create = vi.spyOn(fakeBrowser.contextMenus, 'create').mockImplementation(() => 0);
    createImageMenu();
    expect(create).toHaveBeenCalledWith({
      id: IMAGE_MENU_ID,
      title: 'Read identifiers in this image',
      contexts: ['image'],
      documentUrlPatterns: ['http://*/*', 'https://*/*', 'file:///*'],
    });
  });

  it('reads the image in the frame it is in, hands its bytes over with its page, and opens the viewer beside', async () => {
    const { deps, opened, handed, reads } = harness({
      ok: true,
      dataUrl: dataUrlOf(PNG, 'image/png'),
      type: 'image/png',
      size: PNG.length,
      via: 'fetch',
    });
    const outcome = await onImageMenuClick(
      {
        menuItemId: IMAGE_MENU_ID,
        srcUrl: 'https://cdn.cars.example/lots/7/door-label.png?w=800',
        pageUrl: 'https://cars.example/lot/7',
        frameUrl: 'https://cars.example/lot/7/gallery',
        frameId: 3,
      },
      { id: 12 },
      deps,
    );
    expect(reads).toEqual([[12, 3, 'https://cdn.cars.example/lots/7/door-label.png?w=800']]);
    expect(handed).toHaveLength(1);
    expect(new Uint8Array(await handed[0]!.file.arrayBuffer())).toEqual(PNG);
    expect(handed[0]!.file.type).toBe('image/png');
    expect(handed[0]!.name).toBe('door-label.png');
    // The frame's own address is the page the image was on.
    expect(handed[0]!.pageUrl).toBe('https://cars.example/lot/7/gallery');
    expect(opened).toHaveLength(1);
    expect(opened[0]!.beside).toBe(12);
    expect(viewerAt(opened[0]!.path)).toEqual({
      kind: 'file',
      id: '0b9d3c52-4a1e-4f0a-9b7e-2f1c3d4e5f60',
      pageUrl: 'https://cars.example/lot/7/gallery',
    });
    // Nothing of the image's own address is in the viewer's.
    expect(opened[0]!.path).not.toContain('door-label');
    expect(outcome).toEqual({
      viewerTabId: 77,
      outcome: 'handed-over',
      via: 'fetch',
      size: PNG.length,
      mime: 'image/png',
    });
  });

  it.each(['tainted', 'gone', 'too-many-pixels', 'no-access'] as const)(
    'a refusal in the frame (%s) opens the viewer with "Copy the image and paste it into the box"',
    async (reason) => {
      const { deps, opened, handed } = harness({ ok: false, reason });
      const outcome = await onImageMenuClick(
        {
          menuItemId: IMAGE_MENU_ID,
          srcUrl: 'https://img.other.example/a.jpg',
          pageUrl: 'https://news.example/',
        },
        { id: 5 },
        deps,
      );
      expect(handed).toEqual([]);
      expect(viewerAt(opened[0]!.path)).toEqual({
        kind: 'image-refused',
        reason: 'unreadable-source',
        pageUrl: 'https://news.example/',
      });
      expect(opened[0]!.beside).toBe(5);
      expect(outcome).toMatchObject({ outcome: 'unreadable-source', why: reason, viewerTabId: 77 });
    },
  );

  it('an image over the limit opens the viewer saying its size, and hands nothing over', async () => {
    const { deps, opened, handed } = harness({ ok: false, reason: 'too-large', bytes: 52_000_000 });
    await onImageMenuClick(
      { menuItemId: IMAGE_MENU_ID, srcUrl: 'https://a.example/huge.png' },
      { id: 5 },
      deps,
    );
    expect(handed).toEqual([]);
    expect(viewerAt(opened[0]!.path)).toEqual({
      kind: 'image-refused',
      reason: 'file-too-large',
      bytes: 52_000_000,
    });
  });

  it('a click with no tab to read in (a browser page) or no image address still opens the viewer, saying so', async () => {
    for (const [info, tab] of [
      [{ menuItemId: IMAGE_MENU_ID, srcUrl: 'https://a.example/x.png' }, { id: -1 }],
      [{ menuItemId: IMAGE_MENU_ID }, { id: 4 }],
      [{ menuItemId: IMAGE_MENU_ID, srcUrl: 'https://a.example/x.png' }, undefined],
    ] as const) {
      const { deps, opened, reads } = harness(new Error('not asked'));
      expect(await onImageMenuClick(info, tab, deps)).toMatchObject({ outcome: 'unreadable-source' });
      expect(reads).toEqual([]);
      expect(viewerAt(opened[0]!.path)).toMatchObject({ kind: 'image-refused', reason: 'unreadable-source' });
    }
  });

  it('when the handoff cannot be stored, the viewer still opens and asks for a paste', async () => {
    const { deps, opened } = harness({
      ok: true,
      dataUrl: dataUrlOf(PNG, 'image/png'),
      type: 'image/png',
      size: PNG.length,
      via: 'canvas',
    });
    deps.putHandoff = () => Promise.reject(new DOMException('no IndexedDB', 'InvalidStateError'));
    const outcome = await onImageMenuClick(
      { menuItemId: IMAGE_MENU_ID, srcUrl: 'blob:https://a.example/1' },
      { id: 2 },
      deps,
    );
    expect(outcome).toMatchObject({ outcome: 'unreadable-source', why: 'no-handoff' });
    expect(viewerAt(opened[0]!.path)).toMatchObject({ kind: 'image-refused' });
  });

  it('any other menu item is not its to handle', async () => {
    const { deps, opened, reads } = harness(new Error('not asked'));
    expect(
      await onImageMenuClick(
        { menuItemId: 'vin-tin-lookup', srcUrl: 'https://a.example/x.png' },
        { id: 1 },
        deps,
      ),
    ).toBeUndefined();
    expect(opened).toEqual([]);
    expect(reads).toEqual([]);
  });
});

describe("the frame's read, as the worker asks for it", () => {
  beforeEach(() => fakeBrowser.reset());

  it('runs in the isolated world of that one frame, with the image limits every surface uses', async () => {
    const executeScript = vi.fn((_options: unknown) =>
      Promise.resolve([{ result: { ok: false, reason: 'tainted' } }]),
    );
    (fakeBrowser as unknown as { scripting: object }).scripting = { executeScript };
    expect(await readImageInTab(9, 2, 'https://a.example/x.png')).toEqual({ ok: false, reason: 'tainted' });
    expect(executeScript).toHaveBeenCalledWith(
      expect.objectContaining({
        target: { tabId: 9, frameIds: [2] },
        world: 'ISOLATED',
        args: ['https://a.example/x.png', IMAGE_FILE_LIMIT_BYTES, IMAGE_PIXEL_LIMIT, expect.any(Number)],
      }),
    );
  });

  it('a refused injection or an answer of the wrong shape is "no access", never a throw', async () => {
    const results: (() => Promise<unknown>)[] = [
      () => Promise.reject(new Error('Cannot access contents of url "chrome://settings/"')),
      () => Promise.resolve([]),
      () =>
        Promise.resolve([
          { result: { ok: true, dataUrl: 'javascript:alert(1)', type: '', size: 1, via: 'fetch' } },
        ]),
      () => Promise.resolve([{ result: 'a string' }]),
    ];
    for (const result of results) {
      (fakeBrowser as unknown as { scripting: object }).scripting = { executeScript: result };
      expect(await readImageInTab(1, 0, 'https://a.example/x.png')).toEqual({
        ok: false,
        reason: 'no-access',
      });
    }
  });
});

describe('the bytes from the frame', () => {
  it('come back whole from their base64 data: URL, with their type', () => {
    const bytes = new Uint8Array(70_000).map((_, at) => (at * 31) % 256);
    expect(imageMenuDataUrlBytes(dataUrlOf(bytes, 'image/jpeg'))).toEqual({ mime: 'image/jpeg', bytes });
  });

  it('a typeless blob says nothing of its type; a URL that is not base64 is refused', () => {
    expect(imageMenuDataUrlBytes(dataUrlOf(PNG, 'application/octet-stream'))?.mime).toBe('');
    expect(imageMenuDataUrlBytes('data:image/svg+xml,<svg/>')).toBeUndefined();
    expect(imageMenuDataUrlBytes('data:image/png;base64,@@@')).toBeUndefined();
    expect(imageMenuDataUrlBytes('https://a.example/x.png')).toBeUndefined();
  });
});

describe("a page image's name in the viewer", () => {
  it("is its file's name, decoded and kept short", () => {
    expect(pageImageName('https://a.example/img/VIN%20label.jpg?x=1', undefined, translate)).toBe(
      'VIN label.jpg',
    );
    expect(pageImageName(`https://a.example/${'a'.repeat(200)}.png`, undefined, translate)).toHaveLength(80);
  });

  it('a blob: or data: image is named by the page it was on', () => {
    expect(pageImageName('blob:https://web.whatsapp.com/6f1c', 'https://web.whatsapp.com/', translate)).toBe(
      'Image from web.whatsapp.com',
    );
    expect(pageImageName('data:image/png;base64,AAAA', undefined, translate)).toBe('The image');
    expect(pageImageName('https://a.example/', 'https://a.example/', translate)).toBe('Image from a.example');
  });
});
