/**
 * The scanner's lifecycle on a document (linkedom): a start reads the page into the store, a change is read
 * again, new detectors drop every mark and read again, and a stopped scanner hears no change. Marks that
 * need the page's country wait for it; forms only every detector reads wait for the more-detectors part.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseHTML } from 'linkedom';
import { MarkStore } from '@/utils/content-script/paint/mark-store';
import { PageScanner } from '@/utils/content-script/scan/page-scanner';
import { createSliceScheduler } from '@/utils/content-script/time/slice-scheduler';
import { detectWith } from '@/utils/detect/detect-core';
import type { CountryVerdict } from '@/utils/detect/page-country';

const VIN = '1HGCM82633A004352';
const TIN = '10493827-0001';

function scanner(html: string, country: () => Promise<CountryVerdict> = async () => 'unknown') {
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
  const askCountry = vi.fn(country);
  const wakeDetectors = vi.fn();
  const scanning = new PageScanner({
    document: document as unknown as Document,
    kinds: ['vin', 'tin'],
    store,
    scheduler,
    yieldToPage,
    isOwnNode: () => false,
    alive: () => true,
    askCountry,
    wakeDetectors,
  });
  const values = () => [...store.all()].map((mark) => mark.value).sort();
  return { document, scanning, scheduler, store, values, askCountry, wakeDetectors };
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
    await expect.poll(values).toEqual([VIN, TIN].sort());
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

describe('markup no one sees', () => {
  // Showing it later is a real browser's attribute change: content-scan.spec.ts.
  it('marks nothing in a hidden block', async () => {
    const { scanning, scheduler, values } = scanner(
      `<html><body><p>VIN ${VIN}</p><div hidden><p>VIN 1FTFW1ET9DFC10312</p></div></body></html>`,
    );
    scanning.start();
    await scheduler.whenIdle();
    expect(values()).toEqual([VIN]);
  });
});

describe('marks that need the page country', () => {
  // A bare legacy TIN with no Nigerian label: other countries print the 8-4 shape too.
  const PAGE = `<html><body><p>VIN ${VIN}</p><p>Seller TIN ${TIN}</p></body></html>`;

  it('waits for the country, asked once after the page is read, and shows them on a page not foreign', async () => {
    let answer: (verdict: CountryVerdict) => void = () => {};
    const { scanning, scheduler, values, askCountry } = scanner(
      PAGE,
      () => new Promise<CountryVerdict>((resolve) => (answer = resolve)),
    );
    scanning.start();
    await scheduler.whenIdle();
    expect(values()).toEqual([VIN]);
    expect(askCountry).toHaveBeenCalledTimes(1);
    answer('nigerian');
    await expect.poll(values).toEqual([VIN, TIN].sort());
    expect(askCountry).toHaveBeenCalledTimes(1);
  });

  it('never shows them on a foreign page, nor when the page changes later', async () => {
    const { document, scanning, scheduler, values, askCountry } = scanner(PAGE, async () => 'foreign');
    scanning.start();
    await expect.poll(() => askCountry.mock.calls.length).toBe(1);
    await scheduler.whenIdle();
    const added = document.createElement('p');
    added.textContent = 'Second seller TIN 20493827-0001 and VIN 1FTFW1ET9DFC10312';
    document.body.append(added);
    await expect.poll(values).toEqual([VIN, '1FTFW1ET9DFC10312'].sort());
    expect(askCountry).toHaveBeenCalledTimes(1);
  });

  it('asks nothing on a page without such a mark', async () => {
    const { scanning, scheduler, values, askCountry } = scanner(
      `<html><body><p>VIN ${VIN}</p></body></html>`,
    );
    scanning.start();
    await scheduler.whenIdle();
    expect(values()).toEqual([VIN]);
    expect(askCountry).not.toHaveBeenCalled();
  });

  it("reads the page again when the user's rule changes the country", async () => {
    const { scanning, scheduler, values } = scanner(PAGE, async () => 'foreign');
    scanning.start();
    await scheduler.whenIdle();
    await expect.poll(values).toEqual([VIN]);
    scanning.setCountry('nigerian');
    await scheduler.whenIdle();
    expect(values()).toEqual([VIN, TIN].sort());
    scanning.setCountry('foreign');
    await scheduler.whenIdle();
    expect(values()).toEqual([VIN]);
  });

  it('on a foreign page, has every detector read them again: a Nigerian label beside one lets it count', async () => {
    const { scanning, scheduler, values, wakeDetectors } = scanner(
      `<html><body><p>VIN ${VIN}</p><p>Agent NRS TIN 2087654321</p><p>Supplier TIN No: 2000123456</p></body></html>`,
      async () => 'foreign',
    );
    scanning.start();
    await expect.poll(() => wakeDetectors.mock.calls.length).toBeGreaterThan(0);
    await scheduler.whenIdle();
    expect(values()).toEqual([VIN]);
    expect(scanning.awaiting).toBe(true);
    scanning.useDetector(detectWith);
    await scheduler.whenIdle();
    expect(values()).toEqual([VIN, '2087654321'].sort());
    expect(scanning.awaiting).toBe(false);
  });

  it('shows them as for an unknown page when the background cannot answer', async () => {
    const { scanning, values } = scanner(PAGE, () => Promise.reject(new Error('No response')));
    scanning.start();
    await expect.poll(values).toEqual([VIN, TIN].sort());
  });
});

describe('what only every detector reads', () => {
  // Grouped after its label: the common detectors see no VIN here.
  const GROUPED = '1HG CM826 33A 004352';

  it('asks for every detector for a block that may need it, and reads that block again once they come', async () => {
    const { scanning, scheduler, values, wakeDetectors } = scanner(
      `<html><body><p>Chassis: ${GROUPED}</p><p>VIN ${VIN}</p><p>Plain text</p></body></html>`,
    );
    scanning.start();
    await scheduler.whenIdle();
    expect(values()).toEqual([VIN]);
    expect(wakeDetectors).toHaveBeenCalled();
    scanning.useDetector(detectWith);
    await scheduler.whenIdle();
    expect(values()).toEqual([VIN, VIN].sort());
  });

  it('wakes nothing on a page that prints no such form', async () => {
    const { scanning, scheduler, wakeDetectors } = scanner(
      `<html><body><p>${VIN}</p><p>Plain text</p></body></html>`,
    );
    scanning.start();
    await scheduler.whenIdle();
    expect(wakeDetectors).not.toHaveBeenCalled();
  });

  it('wakes them before any read once phones are on', () => {
    const { scanning, wakeDetectors } = scanner('<html><body><p>Call 0803 555 0123</p></body></html>');
    scanning.setKinds(['vin', 'phone']);
    expect(wakeDetectors).toHaveBeenCalled();
  });
});
