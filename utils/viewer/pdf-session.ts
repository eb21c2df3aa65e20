/**
 * The viewer's one open document: it checks a file before pdf.js sees it, opens it (asking for a password
 * when needed), reads every page's text in order in pdf.js's worker, and draws canvases only near the
 * viewport. Opening another file ends the previous document and its worker, so nothing a bad file did
 * outlives it. The page (components/viewer/) shows `state` and calls the methods; the text layer is drawn
 * by the function the page hands in.
 */
import {
  PasswordResponses,
  type PDFDocumentLoadingTask,
  type PDFDocumentProxy,
  type PageViewport,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import type { Translate } from '@/utils/i18n/translate';
import { PDF_HEADER_BYTES, checkPdfSize, hasPdfHeader } from './pdf-file-check';
import {
  describePdfPageProblem,
  pdfOpenFailureOf,
  pdfPageProblemOf,
  type PdfOpenFailure,
} from './pdf-failures';
import { readPdfPageText } from './pdf-page-text';
import { PDF_CSS_SCALE } from './pdf-page-rules';
import { createPdfPageView, type PdfPageView } from './pdf-page-view';
import { openPdfData } from './pdf-setup';
import { markViewerOwn } from './viewer-own';
import { IDLE_PDF_VIEWER_STATE, type PdfViewerState } from './pdf-status';
import {
  PDF_OPEN_TIME_LIMIT_MS,
  PDF_PAGE_TIME_LIMIT_MS,
  PDF_SLOW_PAGES_IN_A_ROW,
  withinPdfTimeLimit,
} from './pdf-time-limit';

export type DrawPdfText = (host: HTMLElement, items: TextItem[], viewport: PageViewport) => void;

/** What the session runs on; unit tests hand in a fake pdf.js and short clocks. */
export interface PdfSessionOptions {
  openPdf?: (data: Uint8Array) => PDFDocumentLoadingTask;
  pageTimeLimitMs?: number;
  openTimeLimitMs?: number;
}

/** Pages within 1.5 screens above or below the viewport are drawn; beyond 4 screens they are released. */
const DRAW_MARGIN = '150% 0px';
const RELEASE_MARGIN = '400% 0px';

export class PdfViewerSession {
  state: PdfViewerState = IDLE_PDF_VIEWER_STATE;
  private readonly listeners = new Set<(state: PdfViewerState) => void>();
  private container?: HTMLElement;
  private waiting?: (container: HTMLElement) => void;
  /** Bumped by every open and cancel: work of an older document sees it changed and stops. */
  private generation = 0;
  private task?: PDFDocumentLoadingTask;
  private views: PdfPageView[] = [];
  private readonly near = new Set<PdfPageView>();
  private readonly undrawable = new Set<PdfPageView>();
  private drawing: Promise<void> = Promise.resolve();
  private drawObserver?: IntersectionObserver;
  private releaseObserver?: IntersectionObserver;
  private passwordReply?: (password: string | undefined) => void;
  /**
   * Reads a scanned page's pixels (the image reader, on this device): set by the page, it makes "Read the
   * scanned page" live; without it the button says it is not available.
   */
  scannedPageReader?: (pageNumber: number, render: () => Promise<ImageData>) => void;

  private readonly openPdf: (data: Uint8Array) => PDFDocumentLoadingTask;
  private readonly pageTimeLimitMs: number;
  private readonly openTimeLimitMs: number;

  constructor(
    private readonly translate: Translate,
    private readonly drawText: DrawPdfText,
    options: PdfSessionOptions = {},
  ) {
    this.openPdf = options.openPdf ?? openPdfData;
    this.pageTimeLimitMs = options.pageTimeLimitMs ?? PDF_PAGE_TIME_LIMIT_MS;
    this.openTimeLimitMs = options.openTimeLimitMs ?? PDF_OPEN_TIME_LIMIT_MS;
  }

  subscribe(listener: (state: PdfViewerState) => void): () => void {
    this.listeners.add(listener);
    listener(this.state);
    return () => this.listeners.delete(listener);
  }

  /** Where pages go; an open asked for before this waits for it. */
  attach(container: HTMLElement): void {
    this.container = container;
    this.waiting?.(container);
    this.waiting = undefined;
  }

  /** Opens a file the person picked or dropped: size first, then its first bytes, then the rest. */
  async openFile(file: File): Promise<void> {
    const generation = this.begin(file.name);
    const size = checkPdfSize(file.size);
    if (!size.ok) return this.fail(generation, sizeFailure(size.reason, file.size));
    try {
      const start = new Uint8Array(await file.slice(0, PDF_HEADER_BYTES).arrayBuffer());
      if (this.stale(generation)) return;
      if (!hasPdfHeader(start)) return this.fail(generation, { kind: 'not-pdf' });
      const data = new Uint8Array(await file.arrayBuffer());
      if (this.stale(generation)) return;
      await this.load(generation, data);
    } catch (error) {
      this.fail(generation, pdfOpenFailureOf(error));
    }
  }

  /** Opens bytes that came another way (a link or tab the person asked to open), checked as a file is. */
  async openBytes(fileName: string, data: Uint8Array): Promise<void> {
    const generation = this.begin(fileName);
    const size = checkPdfSize(data.length);
    if (!size.ok) return this.fail(generation, sizeFailure(size.reason, data.length));
    if (!hasPdfHeader(data.subarray(0, PDF_HEADER_BYTES))) {
      return this.fail(generation, { kind: 'not-pdf' });
    }
    await this.load(generation, data);
  }

  /** Shows why a document named `fileName` could not be had at all (e.g. its download failed). */
  reportFailure(fileName: string, failure: PdfOpenFailure): void {
    this.fail(this.begin(fileName), failure);
  }

  submitPassword(password: string): void {
    this.passwordReply?.(password);
  }

  cancelPassword(): void {
    this.passwordReply?.(undefined);
  }

  private set(change: Partial<PdfViewerState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener(this.state);
  }

  private stale(generation: number): boolean {
    return generation !== this.generation;
  }

  /** Ends the previous document (its worker too) and starts a new one named `fileName`. */
  private begin(fileName: string): number {
    this.generation++;
    this.passwordReply = undefined;
    this.drawObserver?.disconnect();
    this.releaseObserver?.disconnect();
    for (const view of this.views) view.release();
    this.views = [];
    this.near.clear();
    this.undrawable.clear();
    this.container?.replaceChildren();
    void this.task?.destroy().catch(() => undefined);
    this.task = undefined;
    this.set({ ...IDLE_PDF_VIEWER_STATE, phase: 'opening', fileName });
    return this.generation;
  }

  private fail(generation: number, failure: PdfOpenFailure): void {
    if (this.stale(generation)) return;
    void this.task?.destroy().catch(() => undefined);
    this.task = undefined;
    if (failure.kind === 'cancelled') this.set({ phase: 'cancelled' });
    else this.set({ phase: 'failed', failure });
  }

  /**
   * Drops the document being opened: its worker is ended, and pdf.js's loading promise, which it leaves
   * pending once destroyed, is ignored from now on.
   */
  private abandon(generation: number, phase: 'cancelled' | 'failed', failure?: PdfOpenFailure): void {
    if (this.stale(generation)) return;
    this.generation++;
    this.passwordReply = undefined;
    void this.task?.destroy().catch(() => undefined);
    this.task = undefined;
    this.set({ phase, failure });
  }

  private async load(generation: number, data: Uint8Array): Promise<void> {
    const task = this.openPdf(data);
    this.task = task;
    // The opening time limit runs while pdf.js works, not while the person types a password.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startClock = () => {
      timer = setTimeout(
        () => this.abandon(generation, 'failed', { kind: 'too-slow' }),
        this.openTimeLimitMs,
      );
    };
    startClock();
    task.onPassword = (answer: (password: string | Error) => void, reason: number) => {
      clearTimeout(timer);
      if (this.stale(generation)) return answer(new Error('Another file was opened.'));
      this.set({ phase: 'password', passwordWrong: reason === PasswordResponses.INCORRECT_PASSWORD });
      this.passwordReply = (password) => {
        this.passwordReply = undefined;
        if (password === undefined) return this.abandon(generation, 'cancelled');
        this.set({ phase: 'opening' });
        startClock();
        answer(password);
      };
    };
    let doc: PDFDocumentProxy;
    try {
      doc = await task.promise;
    } catch (error) {
      return this.fail(generation, pdfOpenFailureOf(error));
    } finally {
      clearTimeout(timer);
    }
    if (this.stale(generation)) return;
    if (doc.numPages < 1) return this.fail(generation, { kind: 'corrupt' });
    await this.read(generation, doc);
  }

  private async containerReady(): Promise<HTMLElement> {
    return this.container ?? new Promise((resolve) => (this.waiting = resolve));
  }

  /** Reads every page's text in order; the first page is drawn before the second is asked for. */
  private async read(generation: number, doc: PDFDocumentProxy): Promise<void> {
    const container = await this.containerReady();
    this.watch();
    this.set({ phase: 'reading', pageCount: doc.numPages, pagesRead: 0, skipped: [] });
    let slowInARow = 0;
    for (let pageNumber = 1; pageNumber <= doc.numPages; pageNumber++) {
      const outcome = await this.readPage(generation, doc, pageNumber, container);
      if (this.stale(generation)) return;
      slowInARow = outcome === 'too-slow' ? slowInARow + 1 : 0;
      const skipped = outcome === 'read' ? this.state.skipped : [...this.state.skipped, pageNumber];
      this.set({ pagesRead: pageNumber, skipped });
      if (slowInARow >= PDF_SLOW_PAGES_IN_A_ROW) return this.set({ phase: 'stopped' });
    }
    this.set({ phase: 'done' });
  }

  private async readPage(
    generation: number,
    doc: PDFDocumentProxy,
    pageNumber: number,
    container: HTMLElement,
  ): Promise<'read' | 'too-slow' | 'failed'> {
    let view: PdfPageView | undefined;
    try {
      const page = await withinPdfTimeLimit(doc.getPage(pageNumber), this.pageTimeLimitMs, () => {});
      if (this.stale(generation)) return 'read';
      const viewport = page.getViewport({ scale: PDF_CSS_SCALE });
      const label = this.translate('viewer.pageLabel', [pageNumber]);
      view = createPdfPageView(container, page, viewport, label, this.pageTimeLimitMs);
      this.views.push(view);
      const text = await readPdfPageText(page, this.pageTimeLimitMs);
      if (this.stale(generation)) return 'read';
      this.drawText(view.textHost, text.items, viewport);
      if (text.scanned) this.offerReading(view);
      if (pageNumber === 1) await this.draw(view);
      return 'read';
    } catch (error) {
      const problem = pdfPageProblemOf(error);
      const shown = problem === 'cancelled' ? 'failed' : problem;
      const words = describePdfPageProblem(shown, 'text', pageNumber, this.translate);
      if (view) view.notice(words);
      else if (!this.stale(generation)) this.placeholder(container, pageNumber, words);
      return shown;
    } finally {
      if (view && !this.stale(generation)) {
        this.drawObserver?.observe(view.element);
        this.releaseObserver?.observe(view.element);
      }
    }
  }

  /** A scanned page's notice, with the button that reads it (when the page can read images). */
  private offerReading(view: PdfPageView): void {
    const reader = this.scannedPageReader;
    const label = this.translate('viewer.readScanned');
    view.notice(
      this.translate('viewer.scanned'),
      reader
        ? { label, onClick: () => reader(view.pageNumber, () => view.renderForReading()) }
        : { label, disabledReason: this.translate('viewer.readScannedSoon') },
    );
  }

  /** Ends the document shown (its worker too): the viewer shows something else, an image. */
  close(): void {
    this.begin('');
    this.set({ ...IDLE_PDF_VIEWER_STATE });
  }

  /** A page pdf.js could not even hand over gets a box saying so, so page numbers stay in order. */
  private placeholder(container: HTMLElement, pageNumber: number, words: string): void {
    const box = document.createElement('div');
    box.className = 'pdf-page pdf-page-missing';
    box.dataset.page = String(pageNumber);
    const notice = document.createElement('p');
    notice.className = 'pdf-page-notice';
    markViewerOwn(notice);
    notice.textContent = words;
    box.append(notice);
    container.append(box);
  }

  private watch(): void {
    const byElement = (element: Element) => this.views.find((view) => view.element === element);
    this.drawObserver = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const view = byElement(entry.target);
          if (!view) continue;
          if (entry.isIntersecting) {
            this.near.add(view);
            void this.draw(view);
          } else this.near.delete(view);
        }
      },
      { rootMargin: DRAW_MARGIN },
    );
    this.releaseObserver = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) byElement(entry.target)?.release();
        }
      },
      { rootMargin: RELEASE_MARGIN },
    );
  }

  /** Draws pages one at a time (pdf.js's worker does one at a time anyway), skipping those moved away. */
  private draw(view: PdfPageView): Promise<void> {
    const generation = this.generation;
    this.drawing = this.drawing.then(async () => {
      if (this.stale(generation) || view.drawn || this.undrawable.has(view)) return;
      if (view.pageNumber !== 1 && !this.near.has(view)) return;
      try {
        await view.draw();
      } catch (error) {
        const problem = pdfPageProblemOf(error);
        if (problem === 'cancelled' || this.stale(generation)) return;
        this.undrawable.add(view);
        view.notice(describePdfPageProblem(problem, 'drawing', view.pageNumber, this.translate));
      }
    });
    return this.drawing;
  }
}

function sizeFailure(reason: 'empty' | 'too-big', bytes: number): PdfOpenFailure {
  return reason === 'empty' ? { kind: 'empty' } : { kind: 'too-big', bytes };
}
