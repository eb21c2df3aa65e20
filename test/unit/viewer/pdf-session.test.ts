/**
 * The viewer's document session (utils/viewer/pdf-session.ts) on a linkedom page with a fake pdf.js: every
 * page read in order with the first drawn before the second is asked for, a slow or broken page skipped
 * with its notice while the rest are read, reading stopped after slow pages in a row, a scanned page told
 * apart, the password asked again after a wrong one and a cancel that leaves the viewer usable, and a
 * second file that ends the first. States are awaited as the session announces them, never by a clock.
 */
import '@/test/support/pdf/pdfjs-node';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseHTML } from 'linkedom';
import { OPS, type PDFDocumentLoadingTask } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { english } from '@/test/support/english';
import { PdfViewerSession } from '@/utils/viewer/pdf-session';
import type { PdfViewerState } from '@/utils/viewer/pdf-status';

/** What one fake page holds: its text runs, or text that never comes, or text that fails. */
interface FakePage {
  text: string[] | 'never' | 'throws';
  images?: boolean;
  /** How its drawing ends: after a moment (default), never, or with pdf.js's error. */
  drawing?: 'never' | 'throws';
}

const PDF = new TextEncoder().encode('%PDF-1.7\n(a fake: the session never parses it)');
const LIMIT_MS = 40;

function fakeDocument(pages: FakePage[], log: string[]) {
  return {
    numPages: pages.length,
    async getPage(pageNumber: number) {
      log.push(`getPage ${pageNumber}`);
      const spec = pages[pageNumber - 1]!;
      return {
        pageNumber,
        getViewport: () => ({ width: 600, height: 800, transform: [1, 0, 0, 1, 0, 0] }),
        streamTextContent: () =>
          new ReadableStream({
            start(controller) {
              if (spec.text === 'never') return;
              if (spec.text === 'throws') {
                controller.error(Object.assign(new Error('bad stream'), { name: 'UnknownErrorException' }));
                return;
              }
              controller.enqueue({ items: spec.text.map((str) => ({ str })) });
              controller.close();
            },
          }),
        getOperatorList: async () => ({ fnArray: spec.images ? [OPS.paintImageXObject] : [] }),
        render: () => {
          log.push(`render ${pageNumber}`);
          // Drawing takes a while, as a real page's does.
          const promise = new Promise<void>((done, fail) => {
            if (spec.drawing === 'never') return;
            setTimeout(() => {
              if (spec.drawing === 'throws') {
                fail(Object.assign(new Error('bad image'), { name: 'UnknownErrorException' }));
                return;
              }
              log.push(`drawn ${pageNumber}`);
              done();
            }, 5);
          });
          return { promise, cancel: () => log.push(`cancel ${pageNumber}`) };
        },
      };
    },
  };
}

/** A loading task as pdf.js hands it out: onPassword asked until `password` is given, then the document. */
function fakeTask(pages: FakePage[], log: string[], password?: string) {
  let resolve!: (doc: unknown) => void;
  const task = {
    promise: new Promise((done) => (resolve = done)),
    onPassword: null as null | ((answer: (password: string) => void, reason: number) => void),
    destroyed: false,
    destroy: async () => {
      task.destroyed = true;
    },
  };
  const answer = (given: string) => {
    log.push(`password ${given}`);
    if (given === password) resolve(fakeDocument(pages, log));
    else task.onPassword?.(answer, 2);
  };
  // pdf.js answers after the caller has set onPassword.
  setTimeout(() =>
    password === undefined ? resolve(fakeDocument(pages, log)) : task.onPassword?.(answer, 1),
  );
  return task;
}

function setUp(pages: FakePage[], options: { password?: string } = {}) {
  const log: string[] = [];
  const tasks: ReturnType<typeof fakeTask>[] = [];
  const session = new PdfViewerSession(
    english,
    (host, items) => {
      log.push(`text ${host.parentElement?.getAttribute('data-page')}`);
      host.textContent = items.map((item) => item.str).join(' ');
    },
    {
      openPdf: () => {
        const task = fakeTask(pages, log, options.password);
        tasks.push(task);
        return task as unknown as PDFDocumentLoadingTask;
      },
      pageTimeLimitMs: LIMIT_MS,
    },
  );
  const container = document.createElement('div');
  document.body.append(container);
  session.attach(container);
  return { session, container, log, tasks };
}

/** Resolves with the session's state once `wanted` holds for it. */
function until(session: PdfViewerSession, wanted: (state: PdfViewerState) => boolean) {
  return new Promise<PdfViewerState>((resolve) => {
    const stop = session.subscribe((state) => {
      if (!wanted(state)) return;
      queueMicrotask(() => stop());
      resolve(state);
    });
  });
}

const pageText = (container: HTMLElement, n: number) =>
  container.querySelector(`[data-page="${n}"] .pdf-text`)?.textContent ?? '';
const notice = (container: HTMLElement, n: number) =>
  container.querySelector(`[data-page="${n}"] .pdf-page-notice`)?.textContent ?? '';

beforeEach(() => {
  const { document } = parseHTML('<html><body></body></html>');
  vi.stubGlobal('document', document);
  vi.stubGlobal('window', { devicePixelRatio: 1 });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('PdfViewerSession', () => {
  it('reads every page in order, the first drawn before the second is asked for', async () => {
    const { session, container, log } = setUp([
      { text: ['Tax ID: 1049382700013'] },
      { text: ['VIN 4T1BF1FK5DU276514'] },
      { text: ['Total'] },
    ]);
    void session.openBytes('invoice.pdf', PDF);
    const done = await until(session, (state) => state.phase === 'done');
    expect(done).toMatchObject({ pageCount: 3, pagesRead: 3, skipped: [] });
    expect(log).toEqual([
      'getPage 1',
      'text 1',
      'render 1',
      'drawn 1',
      'getPage 2',
      'text 2',
      'getPage 3',
      'text 3',
    ]);
    expect(pageText(container, 2)).toBe('VIN 4T1BF1FK5DU276514');
    expect(container.querySelectorAll('.pdf-page')).toHaveLength(3);
  });

  it('skips a page whose text takes too long or fails, says so on it, and reads the rest', async () => {
    const { session, container } = setUp([
      { text: ['one'] },
      { text: 'never' },
      { text: 'throws' },
      { text: ['four'] },
    ]);
    void session.openBytes('slow.pdf', PDF);
    const done = await until(session, (state) => state.phase === 'done');
    expect(done).toMatchObject({ pageCount: 4, pagesRead: 4, skipped: [2, 3] });
    expect(notice(container, 2)).toBe('Page 2 took too long and was skipped.');
    expect(notice(container, 3)).toBe('Page 3 could not be read and was skipped.');
    expect(pageText(container, 4)).toBe('four');
    expect(
      container.querySelector('[data-page="2"] .pdf-page-notice')?.hasAttribute('data-vin-tin-ignore'),
    ).toBe(true);
  });

  it('a first page that cannot be drawn, or takes too long, says so and its text is still read', async () => {
    for (const drawing of ['throws', 'never'] as const) {
      const { session, container, log } = setUp([{ text: ['one'], drawing }, { text: ['two'] }]);
      void session.openBytes('drawing.pdf', PDF);
      await until(session, (state) => state.phase === 'done');
      expect(pageText(container, 1)).toBe('one');
      expect(pageText(container, 2)).toBe('two');
      expect(notice(container, 1)).toBe(
        drawing === 'throws'
          ? 'Page 1 could not be drawn; its text is still read.'
          : 'Page 1 took too long to draw; its text is still read.',
      );
      // A drawing past its time is stopped, not left running.
      expect(log.includes('cancel 1')).toBe(drawing === 'never');
    }
  });

  it('stops reading after three slow pages in a row', async () => {
    const slow: FakePage = { text: 'never' };
    const { session, container } = setUp([{ text: ['one'] }, slow, slow, slow, { text: ['five'] }]);
    void session.openBytes('stuck.pdf', PDF);
    const stopped = await until(session, (state) => state.phase === 'stopped');
    expect(stopped).toMatchObject({ pagesRead: 4, skipped: [2, 3, 4] });
    expect(container.querySelector('[data-page="5"]')).toBeNull();
  });

  it('tells a scanned page (images, no text) from a blank one', async () => {
    const { session, container } = setUp([{ text: [], images: true }, { text: [] }]);
    void session.openBytes('scan.pdf', PDF);
    await until(session, (state) => state.phase === 'done');
    expect(notice(container, 1)).toContain('This page is a scanned image.');
    const offer = container.querySelector<HTMLButtonElement>('[data-page="1"] button');
    expect(offer?.textContent).toBe('Read the scanned page');
    expect(offer?.disabled).toBe(true);
    expect(notice(container, 2)).toBe('');
  });

  it('makes "Read the scanned page" live once the page reads images, handing it the page to draw', async () => {
    const { session, container } = setUp([{ text: ['typed'] }, { text: [], images: true }]);
    const asked: { pageNumber: number; render: () => Promise<ImageData> }[] = [];
    session.scannedPageReader = (pageNumber, render) => asked.push({ pageNumber, render });
    void session.openBytes('scan.pdf', PDF);
    await until(session, (state) => state.phase === 'done');
    expect(container.querySelector('[data-page="1"] button')).toBeNull();
    const offer = container.querySelector<HTMLButtonElement>('[data-page="2"] button');
    expect(offer?.textContent).toBe('Read the scanned page');
    expect(offer?.disabled).toBe(false);
    expect(offer?.hasAttribute('aria-describedby')).toBe(false);
    expect(asked).toEqual([]);
    offer?.dispatchEvent(new (document.defaultView as unknown as typeof globalThis).Event('click'));
    expect(asked.map((call) => call.pageNumber)).toEqual([2]);
    expect(typeof asked[0]?.render).toBe('function');
  });

  it('asks for the password again after a wrong one, and opens with the right one', async () => {
    const { session, log } = setUp([{ text: ['inside'] }], { password: 'right' });
    void session.openBytes('locked.pdf', PDF);
    expect(await until(session, (state) => state.phase === 'password')).toMatchObject({
      passwordWrong: false,
    });
    session.submitPassword('wrong');
    expect(await until(session, (state) => state.phase === 'password' && state.passwordWrong)).toBeTruthy();
    session.submitPassword('right');
    await until(session, (state) => state.phase === 'done');
    expect(log.filter((line) => line.startsWith('password'))).toEqual(['password wrong', 'password right']);
  });

  it('a cancelled password ends that document, and the next file opens', async () => {
    const { session, tasks } = setUp([{ text: ['inside'] }], { password: 'right' });
    void session.openBytes('locked.pdf', PDF);
    await until(session, (state) => state.phase === 'password');
    session.cancelPassword();
    expect(session.state.phase).toBe('cancelled');
    expect(tasks[0]!.destroyed).toBe(true);
    // A stray password after the cancel reaches nothing.
    session.submitPassword('right');
    expect(session.state.phase).toBe('cancelled');
  });

  it('a second file ends the first: its worker, and none of its pages land after', async () => {
    const { session, container, tasks } = setUp([{ text: ['a'] }, { text: 'never' }, { text: ['c'] }]);
    void session.openBytes('first.pdf', PDF);
    await until(session, (state) => state.phase === 'reading' && state.pagesRead === 1);
    void session.openBytes('second.pdf', PDF);
    expect(tasks[0]!.destroyed).toBe(true);
    const done = await until(session, (state) => state.phase === 'done');
    expect(done.fileName).toBe('second.pdf');
    expect(container.querySelectorAll('.pdf-page')).toHaveLength(3);
  });

  it('refuses an empty file and one that is no PDF before pdf.js sees them', async () => {
    const { session, tasks } = setUp([{ text: ['x'] }]);
    await session.openBytes('empty.pdf', new Uint8Array());
    expect(session.state).toMatchObject({ phase: 'failed', failure: { kind: 'empty' } });
    await session.openBytes('page.pdf', new TextEncoder().encode('<!doctype html><p>hi</p>'));
    expect(session.state).toMatchObject({ phase: 'failed', failure: { kind: 'not-pdf' } });
    expect(tasks).toHaveLength(0);
  });
});
