/**
 * The scanner's lifecycle on a document (linkedom): a start reads the page into the store, a change is read
 * again, new detectors drop every mark and read again, and a stopped scanner hears no change.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseHTML } from 'linkedom';
import { MarkStore } from '@/utils/content-script/paint/mark-store';
import { PageScanner } from '@/utils/content-script/scan/page-scanner';
import { createSliceScheduler } from '@/utils/content-script/time/slice-scheduler';

const VIN = '1HGCM82633A004352';
const TIN = '10493827-0001';

function scanner(html: string) {
  const { document, window } = parseHTML(html);
  const own = window as unknown as Record<string, unknown>;
  for (const name of ['MutationObserver', 'Node', 'NodeFilter', 'Element', 'Text', 'Range', 'StaticRange']) {
    if (own[name]) vi.stubGlobal(name, own[name]);
  }
  vi.stubGlobal('NodeFilter', own.NodeFilter ?? { SHOW_ELEMENT: 1, SHOW_TEXT: 4 });
  vi.stubGlobal('innerHeight', 800);
  vi.stubGlobal('location', new URL('https://dealer.example/listing'));
  const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const scheduler = createSliceScheduler(
    { now: () => performance.now(), yieldToPage },
    { onError: (error) => console.error('SCAN ERROR', error) },
  );
  const store = new MarkStore();
  const scanning = new PageScanner({
    document: document as unknown as Document,
    kinds: ['vin', 'tin'],
    store,
    scheduler,
    yieldToPage,
    isOwnNode: () => false,
    alive: () => true,
  });
  const values = () => [...store.all()].map((mark) => mark.value).sort();
  return { document, scanning, scheduler, store, values };
}

afterEach(() => void vi.unstubAllGlobals());

describe('PageScanner lifecycle', () => {
  it('reads the whole page once started, and nothing before', async () => {
    const { scanning, scheduler, values } = scanner(
      `<html><body><p>VIN ${VIN}</p><p>TIN ${TIN}</p></body></html>`,
    );
    expect(values()).toEqual([]);
    scanning.start();
    await scheduler.whenIdle();
    expect(values()).toEqual([VIN, TIN].sort());
  });

  it('drops every mark and reads again with other detectors', async () => {
    const { scanning, scheduler, values } = scanner(
      `<html><body><p>VIN ${VIN}</p><p>TIN ${TIN}</p></body></html>`,
    );
    scanning.start();
    await scheduler.whenIdle();
    scanning.setKinds(['vin']);
    await scheduler.whenIdle();
    expect(values()).toEqual([VIN]);
  });

  it('reads a paragraph the page adds later, and a stopped scanner reads none', async () => {
    const { document, scanning, scheduler, values } = scanner(`<html><body><p>VIN ${VIN}</p></body></html>`);
    scanning.start();
    await scheduler.whenIdle();
    const added = document.createElement('p');
    added.textContent = `Seller TIN ${TIN}`;
    document.body.append(added);
    await expect.poll(values).toEqual([VIN, TIN].sort());

    scanning.stop();
    const later = document.createElement('p');
    later.textContent = 'Second seller TIN 20493827-0001';
    document.body.append(later);
    // The change would be read within a few turns of the page: give it as many as the first took.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await scheduler.whenIdle();
    expect(values()).toEqual([VIN, TIN].sort());
  });
});
